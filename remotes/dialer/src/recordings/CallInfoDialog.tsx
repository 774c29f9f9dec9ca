import { Modal, Spinner } from '@outreach/design-system';
import { formatDateTime, useT } from '@outreach/sdk';
import { useCallDuration } from '@outreach/sdk/call-card';
import { lazy, Suspense } from 'react';
import type { CallEntry } from '../history/call-history-api';
import { recordingFileName, useRecordingUrl } from './useRecordingUrl';

const Waveform = lazy(() => import('./Waveform'));

export interface CallInfoDialogProps {
  call: CallEntry;
  onClose: () => void;
}

/** spec ai-telephony §2: the call-info popup, 500 px wide, with a waveform player and download. */
export function CallInfoDialog({ call, onClose }: CallInfoDialogProps) {
  const t = useT('dialer');
  const duration = useCallDuration();
  const recording = useRecordingUrl(call.record_url);
  return (
    <Modal open onClose={onClose} title={t('recordings.infoTitle')} width={500}>
      <div className="dialer-call-info">
        <dl>
          <dt>{t('recordings.fields.direction')}</dt>
          <dd>{t(`history.direction.${call.direction}`)}</dd>
          <dt>{t('recordings.fields.number')}</dt>
          <dd>{call.prospect_phone_number}</dd>
          {call.profile ? (
            <>
              <dt>{t('recordings.fields.prospect')}</dt>
              <dd>{call.profile.full_name}</dd>
            </>
          ) : null}
          <dt>{t('recordings.fields.from')}</dt>
          <dd>{call.phone_number}</dd>
          <dt>{t('recordings.fields.result')}</dt>
          <dd>{t(`history.result.${call.result}`)}</dd>
          <dt>{t('recordings.fields.duration')}</dt>
          <dd>{duration(call.duration)}</dd>
          <dt>{t('recordings.fields.date')}</dt>
          <dd>{formatDateTime(call.start_date, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          {call.disposition ? (
            <>
              <dt>{t('recordings.fields.disposition')}</dt>
              <dd>{call.disposition}</dd>
            </>
          ) : null}
          {call.note ? (
            <>
              <dt>{t('recordings.fields.note')}</dt>
              <dd>{call.note}</dd>
            </>
          ) : null}
        </dl>
        {recording.status === 'loading' ? <Spinner /> : null}
        {recording.status === 'error' ? <p role="alert">{t('recordings.loadFailed')}</p> : null}
        {recording.status === 'ready' ? (
          <>
            <Suspense fallback={<Spinner />}>
              <Waveform blob={recording.blob} />
            </Suspense>
            <a href={recording.url} download={recordingFileName(call, recording.type)}>
              {t('recordings.download')}
            </a>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
