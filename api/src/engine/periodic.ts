import { deliverDueWebhooks } from '../modules/webhooks/webhook-deliveries';
import { pollAllMailboxes } from '../providers/email/imap-poller';
import type { EngineDeps } from './contracts';

/**
 * Work that runs on a clock rather than per prospect, through pg-boss schedules
 * (one process gets each run, whatever the number of workers). Add a job here
 * and engine.ts starts it with the engine.
 */
export interface PeriodicJob {
  /** pg-boss queue name. */
  name: string;
  /** pg-boss cron (minute granularity). */
  cron: string;
  run(deps: EngineDeps): Promise<unknown>;
}

export const periodicJobs: PeriodicJob[] = [
  // Replies, bounces and out-of-office answers reach handleInbound through the mail poller (B1).
  { name: 'engine-poll-mailboxes', cron: '* * * * *', run: (deps) => pollAllMailboxes(deps) },
  // Webhook outbox: due deliveries and retries (B2).
  { name: 'engine-deliver-webhooks', cron: '* * * * *', run: (deps) => deliverDueWebhooks(deps) },
];
