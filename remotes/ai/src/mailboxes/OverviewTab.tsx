/**
 * /mailboxes/overview (issue 29): how far the workspace is with the AI email service. Counts of its
 * domains by status and of its mailboxes (with the slots left), and the steps to get started: buy a
 * domain, its DNS records (published for a domain bought here; the check says when they are live),
 * add mailboxes, warm them up. A step the plan does not include shows the upgrade placeholder.
 */
import { ErrorPanel, Spinner } from '@outreach/design-system';
import { Link, LockedFeature, useT } from '@outreach/sdk';
import type { ReactNode } from 'react';
import { lockedBy, type MailFeature, usePlanAllows } from './gates';
import { fetchMailboxes, type MailboxList } from './hosted-mailboxes-api';
import type { SendingDomain } from './mailboxes-api';
import { type Loaded, loadError, useLoaded } from './useLoaded';
import { useDomains } from './useDomains';

const noMailboxes: MailboxList = {
  mailboxes: [],
  slots: { limit: 0, used: 0, available: 0 },
  per_domain: 3,
  price: 0,
};

export function OverviewTab() {
  const t = useT('ai');
  const domainsAllowed = usePlanAllows('ai_domain');
  const mailboxesAllowed = usePlanAllows('mailbox_slot');
  const warmingAllowed = usePlanAllows('email_warming');
  const domains = useDomains(domainsAllowed);
  const mailboxes = useLoaded(mailboxesAllowed ? 'mailboxes' : 'mailboxes:off', () =>
    mailboxesAllowed ? fetchMailboxes() : Promise.resolve(noMailboxes),
  );
  const domainsOpen = domainsAllowed && !lockedBy(domains.error);
  const mailboxesOpen = mailboxesAllowed && !lockedBy(mailboxes.error);

  const list = domains.data ?? [];
  const count = (status: SendingDomain['status']) => list.filter((domain) => domain.status === status).length;
  const ready = list.filter((domain) => domain.status === 'ready');
  const recordsLive = ready.some((domain) => domain.check_status === 'ok');
  const hosted = mailboxes.data?.mailboxes ?? [];

  return (
    <div className="ai-mail">
      <section className="ai-mail__card" aria-label={t('mailboxes.overview.countsTitle')}>
        <h2>{t('mailboxes.overview.countsTitle')}</h2>
        <dl className="ai-mail__counts">
          <Count
            label={t('mailboxes.overview.counts.ready')}
            loaded={domainsOpen ? domains : null}
            value={count('ready')}
          />
          <Count
            label={t('mailboxes.overview.counts.registering')}
            loaded={domainsOpen ? domains : null}
            value={count('registering')}
          />
          {count('failed') > 0 ? (
            <Count label={t('mailboxes.overview.counts.failed')} loaded={domains} value={count('failed')} />
          ) : null}
          <Count
            label={t('mailboxes.overview.counts.mailboxes')}
            loaded={mailboxesOpen ? mailboxes : null}
            value={hosted.length}
          />
          <Count
            label={t('mailboxes.overview.counts.slots')}
            loaded={mailboxesOpen ? mailboxes : null}
            value={mailboxes.data?.slots.available ?? null}
          />
        </dl>
      </section>

      <section className="ai-mail__card" aria-label={t('mailboxes.overview.stepsTitle')}>
        <h2>{t('mailboxes.overview.stepsTitle')}</h2>
        <ol className="ai-mail__steps">
          <Step
            name="buy"
            done={list.length > 0}
            feature="ai_domain"
            open={domainsOpen}
            action={<Link to="/mailboxes/domains">{t('mailboxes.overview.steps.buy.action')}</Link>}
          />
          <Step
            name="records"
            done={recordsLive}
            feature="ai_domain"
            open={domainsOpen}
            action={<Link to="/mailboxes/domains">{t('mailboxes.overview.steps.records.action')}</Link>}
          />
          <Step
            name="mailboxes"
            done={hosted.length > 0}
            feature="mailbox_slot"
            open={mailboxesOpen}
            action={<Link to="/mailboxes/mailboxes">{t('mailboxes.overview.steps.mailboxes.action')}</Link>}
          />
          <Step
            name="warmUp"
            done={false}
            feature="email_warming"
            open={warmingAllowed}
            action={<Link to="/mailboxes/mailboxes">{t('mailboxes.overview.steps.warmUp.action')}</Link>}
          />
        </ol>
        {domains.status === 'error' && domainsOpen ? (
          <ErrorPanel message={loadError(domains)} onRetry={domains.reload} />
        ) : null}
        {mailboxes.status === 'error' && mailboxesOpen ? (
          <ErrorPanel message={loadError(mailboxes)} onRetry={mailboxes.reload} />
        ) : null}
      </section>
    </div>
  );
}

/** One figure: a spinner while it loads, a dash when it can not be known (locked, failed, unlimited). */
function Count({
  label,
  loaded,
  value,
}: {
  label: string;
  loaded: Pick<Loaded<unknown>, 'status'> | null;
  value: number | null;
}) {
  const t = useT('ai');
  let shown: ReactNode = '—';
  if (loaded?.status === 'loading') shown = <Spinner size="sm" label={t('loading')} />;
  else if (loaded?.status === 'ready') shown = value === null ? t('mailboxes.overview.unlimited') : value;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{shown}</dd>
    </div>
  );
}

interface StepProps {
  name: 'buy' | 'records' | 'mailboxes' | 'warmUp';
  done: boolean;
  feature: MailFeature;
  /** The plan includes the step's feature. */
  open: boolean;
  action: ReactNode;
}

function Step({ name, done, feature, open, action }: StepProps) {
  const t = useT('ai');
  return (
    <li data-step={name}>
      <strong>{t(`mailboxes.overview.steps.${name}.title`)}</strong>
      {open && done ? (
        <span className="ai-mail__status ai-mail__status--ok"> {t('mailboxes.overview.done')}</span>
      ) : null}
      <p className="ai-mail__muted">{t(`mailboxes.overview.steps.${name}.text`)}</p>
      {open ? <p>{action}</p> : <LockedFeature feature={feature} />}
    </li>
  );
}
