import { Button } from '@outreach/design-system';
import { formatDateTime, useT } from '@outreach/sdk';
import { useRef, useState } from 'react';
import { useUploadVideo } from '../hooks/useVideos';
import { isAcceptedVideo, MAX_VIDEO_BYTES, MAX_VIDEO_MB, type Video } from '../videos.types';
import { VideoRecorder } from './VideoRecorder';

/** The length of a chosen file, read by the browser; null when it can not tell within a second. */
export function readDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') return resolve(null);
    const url = URL.createObjectURL(file);
    const element = document.createElement('video');
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), 1000);
    element.preload = 'metadata';
    element.onloadedmetadata = () => {
      clearTimeout(timer);
      done(Number.isFinite(element.duration) ? element.duration : null);
    };
    element.onerror = () => {
      clearTimeout(timer);
      done(null);
    };
    element.src = url;
  });
}

/** Upload (.mp4/.webm, size checked before sending) and Record (camera and microphone). */
export function VideoUploader({ onUploaded }: { onUploaded?: (video: Video) => void }) {
  const t = useT('campaigns');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadVideo();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);

  async function send(file: Blob, fileName: string, durationSeconds: number | null, name?: string) {
    setProblem(null);
    setNotice(null);
    try {
      const video = await upload.mutateAsync({ file, fileName, durationSeconds, name });
      setNotice(t('videos.uploaded'));
      onUploaded?.(video);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    // Checked here so a 2 GB file is not sent only to be refused (the API checks again).
    if (!isAcceptedVideo(file)) return setProblem(t('videos.wrongType'));
    if (file.size > MAX_VIDEO_BYTES) return setProblem(t('videos.tooLarge', { size: MAX_VIDEO_MB }));
    await send(file, file.name, await readDuration(file));
  }

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          accept=".mp4,.webm,video/mp4,video/webm"
          aria-label={t('videos.upload')}
          style={{ display: 'none' }}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button loading={upload.isPending} onClick={() => input.current?.click()}>
          {t('videos.upload')}
        </Button>
        <Button variant="secondary" disabled={recording} onClick={() => setRecording(true)}>
          {t('videos.record')}
        </Button>
        <span>{t('videos.uploadHint', { size: MAX_VIDEO_MB })}</span>
      </div>
      {recording ? (
        <VideoRecorder
          onCancel={() => setRecording(false)}
          onRecorded={(blob, seconds) => {
            setRecording(false);
            const extension = blob.type.includes('mp4') ? 'mp4' : 'webm';
            void send(
              blob,
              `recording.${extension}`,
              seconds,
              t('videos.recordedName', {
                date: formatDateTime(new Date(), { dateStyle: 'medium', timeStyle: 'short' }),
              }),
            );
          }}
        />
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
    </div>
  );
}
