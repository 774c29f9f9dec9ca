import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import type { CallEntry } from '../history/call-history-api';
import { CallInfoDialog } from './CallInfoDialog';
import { useRecordingUrl } from './useRecordingUrl';

export interface RecordingPlayerProps {
  call: CallEntry;
  onClose: () => void;
}

/** spec ai-telephony §2: the floating call-recording player; Details opens the call-info popup. */
export function RecordingPlayer({ call, onClose }: RecordingPlayerProps) {
  const t = useT('dialer');
  const recording = useRecordingUrl(call.record_url);
  const [info, setInfo] = useState(false);
  return (
    <aside className="dialer-player" aria-label={t('recordings.player')}>
      <strong>{call.profile?.full_name ?? call.prospect_phone_number}</strong>
      {recording.status === 'ready' ? (
        // biome-ignore lint/a11y/useMediaCaption: a phone call's recording has no captions to offer
        <audio controls autoPlay src={recording.url} data-testid="recording-audio" />
      ) : recording.status === 'error' ? (
        <p role="alert">{t('recordings.loadFailed')}</p>
      ) : (
        <p>{t('recordings.loading')}</p>
      )}
      <div className="dialer-player-actions">
        <Button size="sm" variant="secondary" onClick={() => setInfo(true)}>
          {t('recordings.details')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('recordings.close')}
        </Button>
      </div>
      {info ? <CallInfoDialog call={call} onClose={() => setInfo(false)} /> : null}
    </aside>
  );
}
