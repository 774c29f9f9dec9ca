/**
 * A mailbox's warm-up (issue 29; spec ai-telephony §2 ai-emails-mailboxes-warm-up): its address and
 * status (with why it stopped), on/off, the ramp's settings, today's cold-sending cap, the health
 * score of the last 14 days as a chart and the history of those days.
 */
import {
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  ErrorPanel,
  Spinner,
  useBusyAction,
} from '@outreach/design-system';
import { LockedFeature, useT } from '@outreach/sdk';
import { warmupColdCap } from '@outreach/core/mail/warmup';
import { lockedBy } from '../mailboxes/gates';
import { loadError, useLoaded } from '../mailboxes/useLoaded';
import { HealthChart } from './HealthChart';
import { HistoryTable } from './HistoryTable';
import { statusText } from './status-text';
import { WarmUpSettingsForm } from './WarmUpSettingsForm';
import { fetchWarmup, type MailboxWarmup, setWarmup, type WarmupStatus } from './warmup-api';

export function WarmUpView({ mailboxId }: { mailboxId: string }) {
  const t = useT('ai');
  const warmup = useLoaded(`warmup:${mailboxId}`, () => fetchWarmup(mailboxId));
  const locked = lockedBy(warmup.error);
  if (locked) return <LockedFeature feature={locked} />;
  if (warmup.status === 'loading') return <Spinner label={t('loading')} />;
  if (warmup.status === 'error' || !warmup.data)
    return <ErrorPanel message={loadError(warmup)} onRetry={warmup.reload} />;
  const data = warmup.data;
  const neverStarted = data.started_at === null && data.status === 'off';
  return (
    <div className="ai-mail" data-testid="warm-up">
      <StatusCard warmup={data} onChange={warmup.replace} />
      {neverStarted ? (
        <EmptyState
          title={t('mailboxes.warmUp.emptyTitle')}
          description={t('mailboxes.warmUp.neverDescription')}
        />
      ) : (
        <>
          <section className="ai-mail__card" aria-label={t('mailboxes.warmUp.health.title')}>
            <h2>{t('mailboxes.warmUp.health.title')}</h2>
            <HealthChart warmup={data} />
          </section>
          <section className="ai-mail__card" aria-label={t('mailboxes.warmUp.history.title')}>
            <h2>{t('mailboxes.warmUp.history.title')}</h2>
            <HistoryTable days={data.history} />
          </section>
        </>
      )}
      <section className="ai-mail__card" aria-label={t('mailboxes.warmUp.settings.title')}>
        <h2>{t('mailboxes.warmUp.settings.title')}</h2>
        <WarmUpSettingsForm warmup={data} onSaved={warmup.replace} />
      </section>
    </div>
  );
}

const tones: Record<WarmupStatus, BadgeTone> = { off: 'neutral', warming: 'primary', stopped: 'danger' };

function StatusCard({
  warmup,
  onChange,
}: {
  warmup: MailboxWarmup;
  onChange: (next: MailboxWarmup) => void;
}) {
  const t = useT('ai');
  const action = useBusyAction();
  const on = warmup.settings.enabled;
  const toggle = () => void action.run(async () => onChange(await setWarmup(warmup.mailbox_id, !on)));
  return (
    <section className="ai-mail__card" aria-label={t('mailboxes.warmUp.statusTitle')}>
      <div className="ai-mail__row">
        <div className="ai-mail__grow">
          <h2>{warmup.email ?? warmup.mailbox_id}</h2>
          <p data-testid="warm-up-status">
            {warmup.status === 'stopped' ? (
              <span className="ai-mail__error">{statusText(t, warmup)}</span>
            ) : (
              <Badge tone={tones[warmup.status]}>{statusText(t, warmup)}</Badge>
            )}
          </p>
        </div>
        <Button variant={on ? 'secondary' : 'primary'} loading={action.busy} onClick={toggle}>
          {on
            ? t('mailboxes.warmUp.disable')
            : warmup.status === 'stopped'
              ? t('mailboxes.warmUp.restart')
              : t('mailboxes.warmUp.enable')}
        </Button>
      </div>
      {action.error ? (
        <p className="ai-mail__error" role="alert">
          {action.error}
        </p>
      ) : null}
      <Progress warmup={warmup} />
    </section>
  );
}

/** The day of the ramp, today's cold-sending cap and the health score while warming. */
function Progress({ warmup }: { warmup: MailboxWarmup }) {
  const t = useT('ai');
  if (warmup.day_index === null) return null;
  const cap = warmup.cold_sending_cap;
  return (
    <>
      <dl className="ai-mail__counts">
        <div>
          <dt>{t('mailboxes.warmUp.day')}</dt>
          <dd data-testid="warm-up-day">{warmup.day_index + 1}</dd>
        </div>
        <div>
          <dt>{t('mailboxes.warmUp.healthScore')}</dt>
          <dd data-testid="warm-up-health">{warmup.health_score ?? '—'}</dd>
        </div>
      </dl>
      {cap !== null ? (
        <p data-testid="cold-sending-cap">
          {cap < warmupColdCap.perDay
            ? t('mailboxes.warmUp.coldRising', {
                count: cap,
                full: warmupColdCap.perDay,
                day: warmupColdCap.days,
              })
            : t('mailboxes.warmUp.coldFull', { count: cap })}
        </p>
      ) : null}
    </>
  );
}
