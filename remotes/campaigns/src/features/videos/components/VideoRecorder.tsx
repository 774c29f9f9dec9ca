import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useEffect, useRef, useState } from 'react';

function stopTrack(track: MediaStreamTrack) {
  track.stop();
}

/** The first container this browser records in: webm (Chrome, Firefox) or mp4 (Safari). */
function recordingType(): string | undefined {
  const candidates = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') {
    return undefined;
  }
  return candidates.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * Records from the camera and microphone (getUserMedia + MediaRecorder). When the
 * browser has none, or the user refuses them, it says so (spec: "Camera and
 * microphone | Connect them or upload a video").
 */
export function VideoRecorder({
  onRecorded,
  onCancel,
}: {
  onRecorded: (blob: Blob, seconds: number) => void;
  onCancel: () => void;
}) {
  const t = useT('campaigns');
  const preview = useRef<HTMLVideoElement>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [started, setStarted] = useState(false);
  // The camera starts once per mount; a recording ends in the latest onRecorded the parent gave.
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  }, [onRecorded]);

  useEffect(() => {
    let cancelled = false;
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
        setUnavailable(true);
        return;
      }
      try {
        const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        if (cancelled) {
          media.getTracks().forEach(stopTrack);
          return;
        }
        stream.current = media;
        if (preview.current) preview.current.srcObject = media;
        const type = recordingType();
        const chunks: Blob[] = [];
        const started = Date.now();
        const instance = new MediaRecorder(media, type ? { mimeType: type } : undefined);
        instance.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        instance.onstop = () => {
          media.getTracks().forEach(stopTrack);
          if (chunks.length === 0) return;
          recorded.current(
            new Blob(chunks, { type: instance.mimeType || type || 'video/webm' }),
            (Date.now() - started) / 1000,
          );
        };
        instance.start(1000);
        recorder.current = instance;
        setStarted(true);
      } catch {
        setUnavailable(true);
      }
    }
    void start();
    return () => {
      cancelled = true;
      stream.current?.getTracks().forEach(stopTrack);
    };
  }, []);

  if (unavailable) {
    return (
      <div role="alert" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span>{t('videos.noCamera')}</span>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('videos.cancelRecording')}
        </Button>
      </div>
    );
  }
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 480 }}>
      <video ref={preview} autoPlay muted playsInline aria-label={t('videos.recording')} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button disabled={!started} onClick={() => recorder.current?.stop()}>
          {t('videos.stopRecording')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            if (recorder.current) recorder.current.onstop = null;
            recorder.current?.stop();
            stream.current?.getTracks().forEach(stopTrack);
            onCancel();
          }}
        >
          {t('videos.cancelRecording')}
        </Button>
      </div>
    </div>
  );
}
