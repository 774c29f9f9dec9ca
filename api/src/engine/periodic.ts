import type { EngineDeps } from './contracts';

/**
 * Work that runs on a clock rather than per prospect, through pg-boss schedules
 * (one process gets each run, whatever the number of workers). Every job is handed in where
 * the app is composed (channels/default-registry.ts `modulePeriodicJobs`: the mail channel's
 * polling, webhook delivery, ...), and startEngine runs them.
 */
export interface PeriodicJob {
  /** pg-boss queue name (or the timer's name, for `everySeconds`). */
  name: string;
  /** pg-boss cron (minute granularity). */
  cron?: string;
  /**
   * Instead of a cron: every this many seconds, on a timer in each process that runs the engine
   * (work that must be seconds fresh, such as folding the reports' change log; the job itself
   * makes concurrent runs safe).
   */
  everySeconds?: number;
  run(deps: EngineDeps): Promise<unknown>;
}
