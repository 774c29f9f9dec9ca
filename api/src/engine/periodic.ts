import { pollAllMailboxes } from '../providers/outreach-email/imap-poller';
import type { EngineDeps } from './contracts';

/**
 * Work that runs on a clock rather than per prospect, through pg-boss schedules
 * (one process gets each run, whatever the number of workers). The engine's own jobs are
 * here; the modules' jobs (webhook delivery) are handed in where the app is composed
 * (channels/default-registry.ts `modulePeriodicJobs`), and startEngine runs both.
 */
export interface PeriodicJob {
  /** pg-boss queue name. */
  name: string;
  /** pg-boss cron (minute granularity). */
  cron: string;
  run(deps: EngineDeps): Promise<unknown>;
}

export const enginePeriodicJobs: PeriodicJob[] = [
  // Replies, bounces and out-of-office answers reach handleInbound through the mail poller (B1).
  { name: 'engine-poll-mailboxes', cron: '* * * * *', run: (deps) => pollAllMailboxes(deps) },
];
