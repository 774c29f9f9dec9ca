/**
 * The result of a DNS check in plain words, one row a record (issue 29: "says in plain words what is
 * wrong"): which record, whether it is right, the API's sentence about it and what the name holds.
 * Shown for the AI email service's domains and for the domain of a mailbox connected in Integrations.
 */
import { formatDateTime, type TFunction, useT } from '@outreach/sdk';
import type { DomainCheck, RecordCheck } from './mailboxes-api';

export function recordLabel(t: TFunction<'ai'>, record: RecordCheck['record']): string {
  return t(`mailboxes.records.purpose.${record}`);
}

export function CheckStatus({ status }: { status: RecordCheck['status'] | DomainCheck['status'] }) {
  const t = useT('ai');
  return (
    <span className={`ai-mail__status ai-mail__status--${status}`}>
      {t(`mailboxes.check.status.${status}`)}
    </span>
  );
}

export function DnsCheckResults({ check, checkedAt }: { check: DomainCheck; checkedAt?: string | null }) {
  const t = useT('ai');
  return (
    <div className="ai-mail__form">
      <p>
        <CheckStatus status={check.status} />{' '}
        {t(`mailboxes.check.summary.${check.status}`, { domain: check.domain })}
        {checkedAt ? (
          <span className="ai-mail__muted">
            {' '}
            {t('mailboxes.check.checkedAt', {
              time: formatDateTime(checkedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </span>
        ) : null}
      </p>
      <table className="ai-mail__table" aria-label={t('mailboxes.check.title', { domain: check.domain })}>
        <thead>
          <tr>
            <th scope="col">{t('mailboxes.check.columns.record')}</th>
            <th scope="col">{t('mailboxes.check.columns.status')}</th>
            <th scope="col">{t('mailboxes.check.columns.message')}</th>
          </tr>
        </thead>
        <tbody>
          {check.records.map((record) => (
            <tr key={`${record.record}:${record.name}`} data-record={record.record}>
              <th scope="row">
                <div>{recordLabel(t, record.record)}</div>
                <div className="ai-mail__muted ai-mail__value">{record.name}</div>
              </th>
              <td>
                <CheckStatus status={record.status} />
              </td>
              <td>
                <div>{record.message}</div>
                {record.status !== 'ok' && record.found.length > 0 ? (
                  <div className="ai-mail__muted">
                    {t('mailboxes.check.found')}{' '}
                    <span className="ai-mail__value">{record.found.join(' · ')}</span>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
