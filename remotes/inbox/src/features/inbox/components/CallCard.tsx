import { Badge, Button } from '@outreach/design-system';
import type { ApiSchema } from '@outreach/core/contract';
import { buildUrl, sessionStore, useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';

/** A call in the thread (a message of channel `call`, issue 27). */
export type CallSummary = NonNullable<ApiSchema<'InboxMessage'>['call']>;

/** Talk time as m:ss, or h:mm:ss from an hour. */
export function callDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A recording's bytes (GET /dialer/calls/{id}/recording) with the session's token, as the dialer's
 * history fetches them: an <audio src> can not send it.
 */
async function fetchCallRecording(callId: string): Promise<Blob> {
  const { apiBase, token, space } = sessionStore.getState();
  const url = buildUrl(
    apiBase,
    `/dialer/calls/${encodeURIComponent(callId)}/recording`,
    space ? { space } : {},
  );
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`recording: ${response.status}`);
  return response.blob();
}

function PhoneIcon() {
  return (
    <svg className="inbox-call__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

type Playback = { state: 'idle' | 'loading' | 'missing' } | { state: 'ready'; url: string };

/** "Outgoing call · 2:14 · Answered", the disposition, the note, and the recording on demand. */
export function CallCard({ call }: { call: CallSummary }) {
  const t = useT('inbox');
  const [playback, setPlayback] = useState<Playback>({ state: 'idle' });
  const readyUrl = playback.state === 'ready' ? playback.url : null;
  useEffect(() => (readyUrl ? () => URL.revokeObjectURL(readyUrl) : undefined), [readyUrl]);
  const connected = call.result === 'answered' || call.result === 'voicemail';
  const play = async () => {
    setPlayback({ state: 'loading' });
    try {
      setPlayback({ state: 'ready', url: URL.createObjectURL(await fetchCallRecording(call.id)) });
    } catch {
      setPlayback({ state: 'missing' });
    }
  };
  const summary = [
    t(call.direction === 'incoming' ? 'call.incoming' : 'call.outgoing'),
    ...(connected ? [callDuration(call.duration_seconds)] : []),
    t(`call.results.${call.result}`),
  ].join(' · ');
  return (
    <div className="inbox-call" data-call-id={call.id}>
      <p className="inbox-call__summary">
        <PhoneIcon />
        <span>{summary}</span>
      </p>
      {call.disposition ? <Badge tone="neutral">{call.disposition}</Badge> : null}
      {call.note ? <p className="inbox-call__note">{call.note}</p> : null}
      {connected ? (
        playback.state === 'ready' ? (
          // biome-ignore lint/a11y/useMediaCaption: a phone call's recording has no captions to offer
          <audio
            className="inbox-call__audio"
            src={playback.url}
            controls
            autoPlay
            aria-label={t('call.recording')}
          />
        ) : playback.state === 'missing' ? (
          <p className="inbox-call__missing">{t('call.noRecording')}</p>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            loading={playback.state === 'loading'}
            onClick={() => void play()}
          >
            {t('call.play')}
          </Button>
        )
      ) : null}
    </div>
  );
}
