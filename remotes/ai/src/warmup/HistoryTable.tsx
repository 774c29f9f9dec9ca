import { formatDay, useT } from '@outreach/sdk';
import type { WarmupDay } from './warmup-api';

/** The warm-up days of the last 14 (newest first): sent, delivered, in spam, replied, health. */
export function HistoryTable({ days }: { days: readonly WarmupDay[] }) {
  const t = useT('ai');
  if (days.length === 0) return <p className="ai-mail__muted">{t('mailboxes.warmUp.history.none')}</p>;
  return (
    <table className="ai-mail__table" aria-label={t('mailboxes.warmUp.history.title')}>
      <thead>
        <tr>
          <th scope="col">{t('mailboxes.warmUp.history.day')}</th>
          <th scope="col">{t('mailboxes.warmUp.history.sent')}</th>
          <th scope="col">{t('mailboxes.warmUp.history.delivered')}</th>
          <th scope="col">{t('mailboxes.warmUp.history.inSpam')}</th>
          <th scope="col">{t('mailboxes.warmUp.history.replied')}</th>
          <th scope="col">{t('mailboxes.warmUp.history.health')}</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.day} data-day={day.day}>
            <td>{formatDay(day.day)}</td>
            <td>{t('mailboxes.warmUp.history.ofPlanned', { sent: day.sent, planned: day.planned })}</td>
            <td>{day.delivered}</td>
            <td>{day.in_spam}</td>
            <td>{day.replied}</td>
            <td>{day.health_score ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
