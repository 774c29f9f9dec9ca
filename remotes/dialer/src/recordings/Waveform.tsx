import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';

/**
 * The recording's waveform with play and pause (wavesurfer.js 7; this module is loaded lazily).
 * It is given the bytes (loadBlob), not a blob: URL to fetch, which the CSP's connect-src refuses.
 */
export default function Waveform({ blob }: { blob: Blob }) {
  const t = useT('dialer');
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!container.current) return;
    const created = WaveSurfer.create({
      container: container.current,
      height: 80,
      waveColor: '#94a3b8',
      progressColor: '#2563eb',
      cursorWidth: 1,
    });
    surfer.current = created;
    void created.loadBlob(blob).catch(() => undefined);
    const offPlay = created.on('play', () => setPlaying(true));
    const offPause = created.on('pause', () => setPlaying(false));
    const offFinish = created.on('finish', () => setPlaying(false));
    return () => {
      offPlay();
      offPause();
      offFinish();
      created.destroy();
      surfer.current = null;
    };
  }, [blob]);
  return (
    <div>
      <div ref={container} className="dialer-waveform" data-testid="waveform" />
      <Button variant="secondary" size="sm" onClick={() => void surfer.current?.playPause()}>
        {playing ? t('recordings.pause') : t('recordings.play')}
      </Button>
    </div>
  );
}
