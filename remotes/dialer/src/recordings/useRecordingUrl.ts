import { useEffect, useState } from 'react';
import { fetchRecording } from '../history/call-history-api';

export type RecordingState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; type: string; blob: Blob }
  | { status: 'error' };

/** An object URL of a call's recording (fetched with the session's token), revoked when done with. */
export function useRecordingUrl(recordUrl: string | null): RecordingState {
  const [state, setState] = useState<RecordingState>({ status: 'loading' });
  useEffect(() => {
    if (!recordUrl) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    fetchRecording(recordUrl, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', url: objectUrl, type: blob.type, blob });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [recordUrl]);
  return state;
}

/** The download's file name: call-<date>-<number>.<ext>. */
export function recordingFileName(call: { start_date: string; prospect_phone_number: string }, type: string) {
  const extension = type.includes('webm')
    ? 'webm'
    : type.includes('ogg')
      ? 'ogg'
      : type.includes('mpeg')
        ? 'mp3'
        : 'wav';
  const day = call.start_date.slice(0, 10);
  return `call-${day}-${call.prospect_phone_number.replace(/\D/g, '')}.${extension}`;
}
