import { useT } from '@outreach/sdk';
import { statusText } from './status-text';
import type { WarmupSummary } from './warmup-api';

/**
 * A mailbox's warm-up at a glance in the mailboxes table (GET /ai_email/warmup): "Warming · day 5",
 * its health score and today's mails, "Off", or why it stopped.
 */
export function WarmUpCell({ warmup }: { warmup: WarmupSummary }) {
  const t = useT('ai');
  const parts =
    warmup.status === 'warming'
      ? [
          warmup.day_index === null
            ? t('mailboxes.warmUp.status.warming')
            : t('mailboxes.warmUp.column.warming', { day: warmup.day_index + 1 }),
          warmup.health_score === null
            ? null
            : t('mailboxes.warmUp.column.health', { score: warmup.health_score }),
          warmup.today ? t('mailboxes.warmUp.column.today', warmup.today) : null,
        ]
      : [warmup.status === 'off' ? t('mailboxes.warmUp.column.off') : statusText(t, warmup)];
  return (
    <p
      className={warmup.status === 'stopped' ? 'ai-mail__error' : 'ai-mail__muted'}
      data-testid="warm-up-cell"
    >
      {parts.filter(Boolean).join(' · ')}
    </p>
  );
}
