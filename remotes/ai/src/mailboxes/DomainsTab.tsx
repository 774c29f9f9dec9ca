/**
 * /mailboxes/domains (issue 29; spec ai-telephony §4 "Domain: registering, then ready", §9 ".com
 * domains register within 1 hour, others up to 48 hours. Domain refresh within 5 minutes"): search a
 * name for its availability and price in credits, buy it (the balance checked first, the API's
 * refusal said plainly), the workspace's domains with their status (read again while one is
 * registering), and for the chosen one the DNS records to publish, each with its check result.
 */
import {
  Button,
  EmptyState,
  ErrorPanel,
  Input,
  showNotification,
  Spinner,
  useBusyAction,
} from '@outreach/design-system';
import { ApiError, formatDateTime, Link, LockedFeature, useT } from '@outreach/sdk';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckStatus, DnsCheckResults, recordLabel } from './DnsCheckResults';
import {
  buyCreditsPath,
  buyDomain,
  checkAvailability,
  type DnsRecord,
  type DomainOffer,
  deleteDomain,
  fetchBalance,
  fetchDomain,
  recheckDomain,
  readyWithin,
  type SendingDomain,
  type SendingDomainDetail,
} from './mailboxes-api';
import { CopyButton } from './CopyButton';
import { lockedBy } from './gates';
import { DeleteDialog, LoadedList, MailTable } from './ListParts';
import { loadError, useLoaded } from './useLoaded';
import { useDomains } from './useDomains';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

export function DomainsTab() {
  const t = useT('ai');
  const domains = useDomains();
  const balance = useLoaded('balance', fetchBalance);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('domain');
  const select = (id: string | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (id) copy.set('domain', id);
      else copy.delete('domain');
      return copy;
    });
  const selected = domains.data?.find((domain) => domain.id === selectedId);
  const [deleting, setDeleting] = useState<SendingDomain | null>(null);

  const locked = lockedBy(domains.error);
  if (locked) return <LockedFeature feature={locked} />;
  return (
    <div className="ai-mail">
      <DomainSearch
        balance={balance.data}
        onBought={(bought, left) => {
          balance.replace(left);
          domains.reload();
          select(bought.id);
        }}
      />
      <section className="ai-mail__card" aria-label={t('mailboxes.domains.listTitle')}>
        <h2>{t('mailboxes.domains.listTitle')}</h2>
        <LoadedList
          loaded={domains}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title={t('mailboxes.domains.emptyTitle')}
              description={t('mailboxes.domains.emptyDescription')}
            />
          }
        >
          {(data) => (
            <DomainsTable
              domains={data}
              selectedId={selectedId}
              onSelect={(domain) => select(domain.id === selectedId ? null : domain.id)}
              onDelete={setDeleting}
            />
          )}
        </LoadedList>
      </section>
      {selected ? <DomainDetails key={selected.id} domain={selected} onChecked={domains.reload} /> : null}
      {deleting ? (
        <DeleteDialog
          title={t('mailboxes.domains.deleteTitle', { domain: deleting.name })}
          text={t('mailboxes.domains.deleteText')}
          deleted={t('mailboxes.domains.deleted', { domain: deleting.name })}
          remove={() => deleteDomain(deleting.id)}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            if (deleting.id === selectedId) select(null);
            domains.reload();
          }}
        />
      ) : null}
    </div>
  );
}

interface DomainSearchProps {
  /** The credits the workspace can spend; undefined while it loads (or could not be read). */
  balance: number | undefined;
  onBought: (domain: SendingDomainDetail, balance: number) => void;
}

/** Search a name, see whether it is free and what it costs, buy it. */
function DomainSearch({ balance, onBought }: DomainSearchProps) {
  const t = useT('ai');
  const [name, setName] = useState('');
  const [offer, setOffer] = useState<DomainOffer | null>(null);
  const [missing, setMissing] = useState(false);
  const search = useBusyAction();
  const [buying, setBuying] = useState(false);
  // The refusal itself, not only its text: a 402 (credits) offers the way to buy some.
  const [buyError, setBuyError] = useState<Error | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOffer(null);
    setBuyError(null);
    const typed = name.trim();
    setMissing(!typed);
    if (!typed) return;
    await search.run(async () => setOffer(await checkAvailability(typed)));
  };

  const purchase = async (domain: string) => {
    setBuyError(null);
    setBuying(true);
    try {
      const bought = await buyDomain(domain);
      showNotification({
        type: 'success',
        title: t('mailboxes.domains.bought', { domain: bought.domain.name }),
      });
      setOffer(null);
      setName('');
      onBought(bought.domain, bought.balance);
    } catch (failure) {
      setBuyError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setBuying(false);
    }
  };

  const short = offer?.available === true && balance !== undefined && balance < offer.price;
  return (
    <section className="ai-mail__card" aria-label={t('mailboxes.domains.searchTitle')}>
      <h2>{t('mailboxes.domains.searchTitle')}</h2>
      <p className="ai-mail__muted">{t('mailboxes.domains.searchHelp')}</p>
      <form className="ai-mail__row" noValidate onSubmit={submit}>
        <Input
          className="ai-mail__grow"
          label={t('mailboxes.domains.name')}
          placeholder={t('mailboxes.domains.namePlaceholder')}
          value={name}
          error={missing ? t('mailboxes.domains.nameRequired') : (search.error ?? undefined)}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" loading={search.busy}>
          {t('mailboxes.domains.check')}
        </Button>
      </form>
      {offer ? (
        <div className="ai-mail__form" aria-live="polite">
          {offer.available ? (
            <>
              <p>
                <strong>
                  {t('mailboxes.domains.available', { domain: offer.domain, count: offer.price })}
                </strong>
              </p>
              <p className="ai-mail__muted">
                {t(`mailboxes.domains.readyWithin.${readyWithin(offer.domain)}`)}
              </p>
              {balance !== undefined ? (
                <p className="ai-mail__muted">{t('mailboxes.domains.balance', { count: balance })}</p>
              ) : null}
              {short ? (
                <p className="ai-mail__error" role="alert">
                  {t('mailboxes.domains.notEnoughCredits', { count: offer.price - (balance ?? 0) })}{' '}
                  <Link to={buyCreditsPath}>{t('mailboxes.buyCredits')}</Link>
                </p>
              ) : null}
              <div>
                <Button disabled={short} loading={buying} onClick={() => void purchase(offer.domain)}>
                  {t('mailboxes.domains.buy', { count: offer.price })}
                </Button>
              </div>
            </>
          ) : (
            <p className="ai-mail__error">{t('mailboxes.domains.taken', { domain: offer.domain })}</p>
          )}
          {buyError ? (
            <p className="ai-mail__error" role="alert">
              {buyError.message}
              {buyError instanceof ApiError && buyError.status === 402 ? (
                <>
                  {' '}
                  <Link to={buyCreditsPath}>{t('mailboxes.buyCredits')}</Link>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

interface DomainsTableProps {
  domains: readonly SendingDomain[];
  selectedId: string | null;
  onSelect: (domain: SendingDomain) => void;
  onDelete: (domain: SendingDomain) => void;
}

function DomainsTable({ domains, selectedId, onSelect, onDelete }: DomainsTableProps) {
  const t = useT('ai');
  return (
    <MailTable
      columns={[
        t('mailboxes.domains.columns.domain'),
        t('mailboxes.domains.columns.status'),
        t('mailboxes.domains.columns.dns'),
        t('mailboxes.domains.columns.price'),
      ]}
    >
      {domains.map((domain) => (
        <tr key={domain.id} data-domain-id={domain.id}>
          <td>
            <strong>{domain.name}</strong>
          </td>
          <td>
            <DomainStatus domain={domain} />
          </td>
          <td>
            {domain.check_status ? (
              <CheckStatus status={domain.check_status} />
            ) : (
              <span className="ai-mail__muted">{t('mailboxes.check.notYet')}</span>
            )}
          </td>
          <td>{t('mailboxes.credits', { count: domain.price })}</td>
          <td>
            <div className="ai-mail__actions">
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={domain.id === selectedId}
                aria-label={t('mailboxes.domains.showRecords', { domain: domain.name })}
                onClick={() => onSelect(domain)}
              >
                {t('mailboxes.domains.records')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('mailboxes.domains.delete', { domain: domain.name })}
                onClick={() => onDelete(domain)}
              >
                {t('mailboxes.remove')}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </MailTable>
  );
}

/** Registering (and how long it takes), ready (since when), or failed (the price was refunded). */
export function DomainStatus({ domain }: { domain: SendingDomain }) {
  const t = useT('ai');
  return (
    <>
      <div className={`ai-mail__status ai-mail__status--${domain.status}`}>
        {t(`mailboxes.domains.status.${domain.status}`)}
      </div>
      <div className="ai-mail__muted">
        {domain.status === 'registering'
          ? t(`mailboxes.domains.readyWithin.${readyWithin(domain.name)}`)
          : domain.status === 'ready' && domain.ready_at
            ? t('mailboxes.domains.readySince', { time: formatDateTime(domain.ready_at, dateTime) })
            : domain.status === 'failed'
              ? t('mailboxes.domains.failedHelp')
              : null}
      </div>
    </>
  );
}

/** The chosen domain: its records to publish (copyable), the last check per record, "Check now". */
function DomainDetails({ domain, onChecked }: { domain: SendingDomain; onChecked: () => void }) {
  const t = useT('ai');
  // Read again when the list sees the domain change (ready, or checked by the job).
  const detail = useLoaded(`${domain.id}:${domain.status}:${domain.checked_at}`, () =>
    fetchDomain(domain.id),
  );
  const check = useBusyAction();
  const recheck = async () => {
    await check.run(async () => {
      detail.replace(await recheckDomain(domain.id));
      onChecked();
    });
  };
  let body: ReactNode;
  if (detail.status === 'loading') body = <Spinner label={t('loading')} />;
  else if (detail.status === 'error' || !detail.data)
    body = <ErrorPanel message={loadError(detail)} onRetry={detail.reload} />;
  else
    body = (
      <>
        <p className="ai-mail__muted">{t('mailboxes.records.help')}</p>
        <RecordsTable records={detail.data.records} />
        <div className="ai-mail__row">
          <h3 className="ai-mail__grow">{t('mailboxes.check.heading')}</h3>
          <Button size="sm" variant="secondary" loading={check.busy} onClick={() => void recheck()}>
            {t('mailboxes.check.now')}
          </Button>
        </div>
        {check.error ? (
          <p className="ai-mail__error" role="alert">
            {check.error}
          </p>
        ) : null}
        {detail.data.last_check ? (
          <DnsCheckResults check={detail.data.last_check} checkedAt={detail.data.checked_at} />
        ) : (
          <p className="ai-mail__muted">
            {domain.status === 'registering'
              ? t('mailboxes.check.afterRegistering')
              : t('mailboxes.check.notYet')}
          </p>
        )}
      </>
    );
  return (
    <section className="ai-mail__card" aria-label={t('mailboxes.records.title', { domain: domain.name })}>
      <h2>{t('mailboxes.records.title', { domain: domain.name })}</h2>
      {body}
    </section>
  );
}

function RecordsTable({ records }: { records: readonly DnsRecord[] }) {
  const t = useT('ai');
  return (
    <table className="ai-mail__table" aria-label={t('mailboxes.records.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('mailboxes.records.columns.record')}</th>
          <th scope="col">{t('mailboxes.records.columns.type')}</th>
          <th scope="col">{t('mailboxes.records.columns.name')}</th>
          <th scope="col">{t('mailboxes.records.columns.value')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => {
          const label = recordLabel(t, record.purpose);
          return (
            <tr key={`${record.purpose}:${record.name}:${record.value}`} data-record={record.purpose}>
              <td>{label}</td>
              <td>
                {record.type}
                {record.priority !== undefined ? (
                  <div className="ai-mail__muted">
                    {t('mailboxes.records.priority', { priority: record.priority })}
                  </div>
                ) : null}
              </td>
              <td>
                <span className="ai-mail__value">{record.name}</span>{' '}
                <CopyButton text={record.name} label={t('mailboxes.records.copyName', { record: label })} />
              </td>
              <td>
                <span className="ai-mail__value">{record.value}</span>{' '}
                <CopyButton text={record.value} label={t('mailboxes.records.copyValue', { record: label })} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
