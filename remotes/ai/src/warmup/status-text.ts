import type { TFunction } from '@outreach/sdk';
import type { MailboxWarmup } from './warmup-api';

/**
 * "Off", "Warming", or "Stopped: a warm-up mail bounced (550 5.1.1 …)". Shared by the warm-up page
 * and the mailboxes table's cell; kept apart from WarmUpView so the mailboxes page (the area's
 * first page) does not import the health chart, i.e. recharts (issue 25).
 */
export function statusText(
  t: TFunction<'ai'>,
  warmup: Pick<MailboxWarmup, 'status' | 'stop_reason' | 'stop_detail'>,
): string {
  if (warmup.status !== 'stopped') return t(`mailboxes.warmUp.status.${warmup.status}`);
  if (!warmup.stop_reason) return t('mailboxes.warmUp.status.stopped');
  const reason = t(`mailboxes.warmUp.stopReason.${warmup.stop_reason}`);
  return warmup.stop_detail
    ? t('mailboxes.warmUp.stoppedWithDetail', { reason, detail: warmup.stop_detail })
    : t('mailboxes.warmUp.stoppedBecause', { reason });
}
