/**
 * A call or a text in a prospect's thread (issue 27), shown alike wherever the thread is read: the
 * inbox's chat and the campaigns area's prospect page. Imported from '@outreach/sdk/call-card':
 * kept off the sdk's main entry (a federation singleton the sign-in page loads), so only the areas
 * that show threads carry it. Its strings are the sdk's `calls` namespace (`callStrings` in the
 * area's `defineLocales`).
 */
import type { ApiSchema } from '@outreach/core/contract';
import { Badge, Button, ensureAreaStyles } from '@outreach/design-system';
import { buildUrl, sessionStore, useT } from '@outreach/sdk';
import { useCallback, useEffect, useState } from 'react';

/** A call as a thread carries it (a message of channel `call`). */
export type CallSummary = NonNullable<ApiSchema<'CallSummary'>>;
/** A text's numbers (a message of channel `sms`). */
export type SmsSummary = NonNullable<ApiSchema<'SmsSummary'>>;

const css = `
:where([data-ds-root]) .call-card { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; white-space: normal; }
:where([data-ds-root]) .call-card__summary { display: flex; align-items: center; gap: 6px; margin: 0; font-weight: 600; }
:where([data-ds-root]) .call-card__icon { flex: none; color: var(--ds-text-muted); }
:where([data-ds-root]) .call-card__note { margin: 0; white-space: pre-wrap; }
:where([data-ds-root]) .call-card__missing { margin: 0; font-size: 12px; color: var(--ds-text-muted); }
:where([data-ds-root]) .call-card__audio { max-width: 100%; height: 32px; }
`;

/** spec ai-telephony §9: a call's duration shows as seconds under a minute, else rounded minutes. */
export function callDurationKey(seconds: number): {
  key: 'call.seconds' | 'call.minutes';
  count: number;
} {
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60
    ? { key: 'call.seconds', count: whole }
    : { key: 'call.minutes', count: Math.round(whole / 60) };
}

/** A call's duration as §9 words it ("45 s", "2 min") in the page's language: the card's, the dialer's. */
export function useCallDuration(): (seconds: number) => string {
  const t = useT('calls');
  return useCallback(
    (seconds: number) => {
      const duration = callDurationKey(seconds);
      return t(duration.key, { count: duration.count });
    },
    [t],
  );
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
    <svg className="call-card__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

type Playback = { state: 'idle' | 'loading' | 'missing' } | { state: 'ready'; url: string };

/** The recording on demand: Play fetches it, then an audio player; "No recording" when there is none. */
function CallRecording({ callId }: { callId: string }) {
  const t = useT('calls');
  const [playback, setPlayback] = useState<Playback>({ state: 'idle' });
  const readyUrl = playback.state === 'ready' ? playback.url : null;
  useEffect(() => (readyUrl ? () => URL.revokeObjectURL(readyUrl) : undefined), [readyUrl]);
  const play = async () => {
    setPlayback({ state: 'loading' });
    try {
      setPlayback({ state: 'ready', url: URL.createObjectURL(await fetchCallRecording(callId)) });
    } catch {
      setPlayback({ state: 'missing' });
    }
  };
  if (playback.state === 'ready')
    return (
      // biome-ignore lint/a11y/useMediaCaption: a phone call's recording has no captions to offer
      <audio
        className="call-card__audio"
        src={playback.url}
        controls
        autoPlay
        aria-label={t('call.recording')}
      />
    );
  if (playback.state === 'missing') return <p className="call-card__missing">{t('call.noRecording')}</p>;
  return (
    <Button variant="ghost" size="sm" loading={playback.state === 'loading'} onClick={() => void play()}>
      {t('call.play')}
    </Button>
  );
}

/**
 * "Outgoing call · +14155550123 · 2 min · Answered", the disposition, the note, and the recording
 * on demand (a call never connected has no talk time and nothing to play).
 */
export function CallCard({ call }: { call: CallSummary }) {
  const t = useT('calls');
  const duration = useCallDuration();
  useEffect(() => ensureAreaStyles('data-call-card-styles', css), []);
  const connected = call.result === 'answered' || call.result === 'voicemail';
  const summary = [
    t(call.direction === 'incoming' ? 'call.incoming' : 'call.outgoing'),
    ...(call.number ? [call.number] : []),
    ...(connected ? [duration(call.duration_seconds)] : []),
    t(`call.results.${call.result}`),
  ].join(' · ');
  return (
    <div className="call-card" data-call-id={call.id}>
      <p className="call-card__summary">
        <PhoneIcon />
        <span>{summary}</span>
      </p>
      {call.disposition ? <Badge tone="neutral">{call.disposition}</Badge> : null}
      {call.note ? <p className="call-card__note">{call.note}</p> : null}
      {connected ? <CallRecording callId={call.id} /> : null}
    </div>
  );
}

/** "SMS to +14155550123" / "SMS from +14155550123": a text's direction and the prospect's number. */
export function SmsLine({ direction, sms }: { direction: 'in' | 'out'; sms: SmsSummary }) {
  const t = useT('calls');
  return (
    <span className="call-card__sms">
      {direction === 'in'
        ? t('sms.incoming', { number: sms.from, interpolation: { escapeValue: false } })
        : t('sms.outgoing', { number: sms.to, interpolation: { escapeValue: false } })}
    </span>
  );
}
