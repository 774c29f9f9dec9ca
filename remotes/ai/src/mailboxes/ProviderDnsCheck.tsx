/**
 * The DNS check of a connected mailbox's domain (GET /integrations/{provider}/{id}/dns_check): each
 * record (SPF, DKIM, DMARC, MX) in plain words, and "Check again". A provider the product does not
 * know, or a mailbox that is not this workspace's, is "not found"; a mailbox without an address yet
 * gets the API's own sentence.
 */
import { Button, EmptyState, ErrorPanel, Spinner } from '@outreach/design-system';
import { ApiError, Link, useT } from '@outreach/sdk';
import { DnsCheckResults } from './DnsCheckResults';
import { checkMailboxDns, isMailboxProvider, type MailboxProvider } from './mailboxes-api';
import { loadError, useLoaded } from './useLoaded';

export function ProviderDnsCheck({ type, id }: { type: string; id: string }) {
  const t = useT('ai');
  const check = useLoaded(`${type}/${id}`, () =>
    isMailboxProvider(type)
      ? checkMailboxDns(type, id)
      : Promise.reject(new ApiError(t('mailboxes.provider.notFound'), 404)),
  );
  const back = <Link to="/integrations?type=email">{t('mailboxes.provider.toIntegrations')}</Link>;

  if (check.status === 'loading') return <Spinner label={t('loading')} />;
  if (check.status === 'error') {
    const status = check.error instanceof ApiError ? check.error.status : 0;
    if (status === 404 || status === 400)
      return (
        <EmptyState
          title={status === 404 ? t('mailboxes.provider.notFound') : t('mailboxes.provider.cannotCheck')}
          description={status === 404 ? t('mailboxes.provider.notFoundText') : loadError(check)}
          action={back}
        />
      );
    return <ErrorPanel message={loadError(check)} onRetry={check.reload} />;
  }
  if (!check.data) return null;
  return (
    <section
      className="ai-mail ai-mail__card"
      aria-label={t('mailboxes.check.title', { domain: check.data.domain })}
    >
      <div className="ai-mail__row">
        <h2 className="ai-mail__grow">{t('mailboxes.check.title', { domain: check.data.domain })}</h2>
        <Button size="sm" variant="secondary" loading={check.refreshing} onClick={check.reload}>
          {t('mailboxes.check.again')}
        </Button>
      </div>
      <p className="ai-mail__muted">
        {t('mailboxes.provider.help', { provider: t(`mailboxes.provider.names.${type as MailboxProvider}`) })}
      </p>
      <DnsCheckResults check={check.data} />
      <p>{back}</p>
    </section>
  );
}
