/**
 * The dialer side panel (spec ai-telephony §2 "Dialer panel parts", §4, §5, §8, §9): empty (no number
 * yet: Get Started), main (number picker, dial input, keypad, recent calls), in-call (callee, status,
 * mm:ss timer, mute, keypad, hang up) and the keypad's DTMF during a call; an incoming call rings
 * here with Answer / Decline. The shell opens it from its phone button (expose/Panel.tsx).
 */
import { Button, EmptyState, Input, Select, Spinner, showNotification } from '@outreach/design-system';
import { serverEvents } from '@outreach/core/events';
import {
  type DialerPanelHostProps,
  type OpenDialerRequest,
  useNavigate,
  useRealtimeEvent,
  useT,
} from '@outreach/sdk';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { CallOutcome } from '../calls/call-client';
import { type CallEntry, type DialerPhone, fetchPhones, fetchRecentCalls } from '../calls/dialer-api';
import { isPhoneChange, onPhonesChanged } from '../numbers/numbers-api';
import { defaultPanelDeps, type PanelDeps } from './deps';
import { formatElapsed } from './format';
import { Keypad } from './Keypad';
import { ensureDialerPanelStyles } from './panel.styles';
import { keepDialCharacters } from './phone';
import { RecentCalls } from './RecentCalls';
import { SimulateIncoming } from './SimulateIncoming';
import { type LiveCall, useCallSession } from './useCallSession';
import { type Dial, useDialForm } from './useDialForm';

export interface DialerPanelProps extends Partial<Omit<DialerPanelHostProps, 'onClose'>> {
  /** Without it the panel has no close button (a page of its own). */
  onClose?: () => void;
  deps?: Partial<PanelDeps>;
}

export function DialerPanel({ open = true, request, onClose, onRequestOpen, deps: given }: DialerPanelProps) {
  const t = useT('dialer');
  const deps = useMemo(() => ({ ...defaultPanelDeps, ...given }), [given]);
  const [phones, setPhones] = useState<DialerPhone[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [recent, setRecent] = useState<CallEntry[]>([]);
  const [supported] = useState(() => deps.supportsCalls());
  // The numbers page bought, changed or released a number, or the API suspended one: read them again.
  const [phonesVersion, setPhonesVersion] = useState(0);
  useEffect(() => onPhonesChanged(() => setPhonesVersion((value) => value + 1)), []);
  useRealtimeEvent(serverEvents.refetchData, (payload) => {
    if (isPhoneChange(payload)) setPhonesVersion((value) => value + 1);
  });

  useEffect(() => {
    ensureDialerPanelStyles();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: phonesVersion reads the numbers again
  useEffect(() => {
    let cancelled = false;
    fetchPhones()
      .then((list) => {
        if (cancelled) return;
        setPhones(list);
        if (list.length > 0)
          fetchRecentCalls()
            .then((calls) => !cancelled && setRecent(calls))
            .catch((error: unknown) => console.error('dialer: recent calls', error));
      })
      .catch((error: unknown) => !cancelled && setLoadError((error as Error).message));
    return () => {
      cancelled = true;
    };
  }, [phonesVersion]);

  const hasPhones = (phones?.length ?? 0) > 0;
  // §8: opening the dialer in a browser without WebRTC: a toast, and the dialer is unusable.
  useEffect(() => {
    if (open && hasPhones && !supported) showNotification({ type: 'danger', title: t('panel.unsupported') });
  }, [open, hasPhones, supported, t]);

  const onLogged = useCallback((entry: CallEntry) => {
    setRecent((current) => [entry, ...current.filter((item) => item.id !== entry.id)]);
  }, []);

  const session = useCallSession({ phones, enabled: supported, deps, onLogged, onIncoming: onRequestOpen });

  const live = session.live;
  let body: ReactNode = null;
  if (loadError)
    body = (
      <p className="dialer-panel__error" role="alert">
        {loadError}
      </p>
    );
  else if (phones === null) body = <Spinner label={t('loading')} />;
  else if (phones.length === 0) body = <EmptyPanel onDone={onClose} />;
  else if (live?.direction === 'incoming' && live.status === 'ringing') body = <IncomingCall live={live} />;
  else if (live) body = <InCall live={live} deps={deps} onToggleMute={session.toggleMute} />;

  return (
    <aside className="dialer-panel" aria-label={t('panel.title')} hidden={!open} data-dialer-panel="">
      <PanelHeader onClose={onClose} />
      {session.provider === 'sandbox' ? <p className="dialer-panel__note">{t('panel.sandbox')}</p> : null}
      {session.provider === 'sandbox' && phones && phones.length > 0 && !live ? (
        <SimulateIncoming phones={phones} />
      ) : null}
      {body}
      {phones && phones.length > 0 && !loadError ? (
        // Kept mounted during a call: the number, the dial text and the caller survive it.
        <div className="dialer-panel__main" hidden={Boolean(live)}>
          <MainView
            phones={phones}
            recent={recent}
            request={request}
            supported={supported}
            deps={deps}
            dial={session.dial}
            lastOutcome={session.lastOutcome}
          />
        </div>
      ) : null}
    </aside>
  );
}

function PanelHeader({ onClose }: { onClose?: () => void }) {
  const t = useT('dialer');
  const navigate = useNavigate();
  return (
    <div className="dialer-panel__header">
      <h2>{t('panel.title')}</h2>
      {/* §2: the cog leads to dialer-manage. */}
      <button
        type="button"
        className="dialer-panel__icon"
        aria-label={t('panel.settings')}
        title={t('panel.settings')}
        onClick={() => {
          navigate('/integrations/dialer');
          onClose?.();
        }}
      >
        ⚙
      </button>
      {onClose ? (
        <button type="button" className="dialer-panel__icon" aria-label={t('panel.close')} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}

function EmptyPanel({ onDone }: { onDone?: () => void }) {
  const t = useT('dialer');
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('panel.empty.title')}
      description={t('panel.empty.description')}
      action={
        <Button
          onClick={() => {
            // The numbers page with the Buy Number modal open.
            navigate('/integrations/dialer/phone-numbers?buy=1');
            onDone?.();
          }}
        >
          {t('panel.empty.getStarted')}
        </Button>
      }
    />
  );
}

interface MainViewProps {
  phones: readonly DialerPhone[];
  recent: readonly CallEntry[];
  request?: OpenDialerRequest | null;
  supported: boolean;
  deps: PanelDeps;
  dial: Dial;
  lastOutcome: CallOutcome | null;
}

function MainView({ phones, recent, request, supported, deps, dial, lastOutcome }: MainViewProps) {
  const t = useT('dialer');
  const form = useDialForm({ phones, request, dial });
  const [keypadOpen, setKeypadOpen] = useState(true);

  return (
    <>
      <CallerSelect phones={phones} value={form.selectedId} onPick={form.pickCaller} />
      <div className="dialer-panel__dial">
        <Input
          ref={form.input}
          label={t('panel.dialLabel')}
          placeholder={t('panel.dialPlaceholder')}
          inputMode="tel"
          autoComplete="off"
          value={form.text}
          onChange={(event) => form.changeText(keepDialCharacters(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void form.call();
          }}
        />
        <Button
          variant="ghost"
          aria-label={t('panel.backspace')}
          title={t('panel.backspace')}
          onClick={form.backspace}
        >
          ⌫
        </Button>
      </div>
      {keypadOpen ? <Keypad onKey={(character) => form.type(character)} playTone={deps.playTone} /> : null}
      {form.error ? (
        <p className="dialer-panel__error" role="alert">
          {form.error}
        </p>
      ) : null}
      {lastOutcome ? (
        <p className="dialer-panel__note">
          {t('panel.lastCall', { result: t(`panel.result.${lastOutcome}`) })}
        </p>
      ) : null}
      <div className="dialer-panel__row">
        <Button onClick={() => void form.call()} disabled={!supported || form.busy}>
          {t('panel.call')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={keypadOpen}
          onClick={() => {
            if (!supported) showNotification({ type: 'danger', title: t('panel.unsupported') });
            setKeypadOpen((shown) => !shown);
          }}
        >
          {keypadOpen ? t('panel.hideKeypad') : t('panel.showKeypad')}
        </Button>
      </div>
      <RecentCalls calls={recent} onPick={(number) => form.changeText(keepDialCharacters(number))} />
    </>
  );
}

/** The caller number picker: suspended numbers are listed but cannot be picked. */
function CallerSelect({
  phones,
  value,
  onPick,
}: {
  phones: readonly DialerPhone[];
  value: string;
  onPick: (id: string) => void;
}) {
  const t = useT('dialer');
  return (
    <Select
      label={t('panel.fromLabel')}
      placeholder={t('panel.selectNumber')}
      value={value}
      options={phones.map((phone) => ({
        value: phone.id,
        label: phone.status === 'active' ? phone.number : t('panel.suspended', { number: phone.number }),
        disabled: phone.status !== 'active',
      }))}
      onChange={(event) => onPick(event.target.value)}
    />
  );
}

function IncomingCall({ live }: { live: LiveCall }) {
  const t = useT('dialer');
  return (
    <section aria-label={t('panel.incoming.title')}>
      <p className="dialer-panel__status">{t('panel.incoming.title')}</p>
      <p className="dialer-panel__callee">{live.remote}</p>
      <div className="dialer-panel__row">
        <Button onClick={() => void live.call.answer()}>{t('panel.incoming.answer')}</Button>
        <Button variant="danger" onClick={() => live.call.hangup()}>
          {t('panel.incoming.decline')}
        </Button>
      </div>
    </section>
  );
}

function InCall({ live, deps, onToggleMute }: { live: LiveCall; deps: PanelDeps; onToggleMute: () => void }) {
  const t = useT('dialer');
  const [keypadOpen, setKeypadOpen] = useState(false);
  return (
    <section aria-label={t(`panel.status.${live.status}`)}>
      <p className="dialer-panel__callee">{live.remote}</p>
      <p className="dialer-panel__status" role="status">
        {t(`panel.status.${live.status}`)}
      </p>
      {live.status === 'connected' ? (
        <p className="dialer-panel__timer" role="timer" aria-label={t('panel.timer')}>
          {formatElapsed(live.elapsed)}
        </p>
      ) : null}
      <div className="dialer-panel__row">
        <Button variant="secondary" aria-pressed={live.muted} onClick={onToggleMute}>
          {live.muted ? t('panel.unmute') : t('panel.mute')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={keypadOpen}
          onClick={() => setKeypadOpen((shown) => !shown)}
        >
          {keypadOpen ? t('panel.hideKeypad') : t('panel.showKeypad')}
        </Button>
        <Button variant="danger" onClick={() => live.call.hangup()}>
          {t('panel.hangUp')}
        </Button>
      </div>
      {keypadOpen ? <Keypad onKey={(_, key) => live.call.sendDtmf(key)} playTone={deps.playTone} /> : null}
    </section>
  );
}
