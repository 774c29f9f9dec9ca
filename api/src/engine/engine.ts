import type PgBoss from 'pg-boss';
import type { EngineDeps } from './contracts';
import type { ExecutorRegistry } from './executors/registry';
import { periodicJobs } from './periodic';
import { engineSettings } from './settings';
import { runExecutions, type StepJob, stepQueue, tick } from './scheduler';

/**
 * The running engine in one process (server.ts starts it when JOBS is true):
 * a timer runs the scheduler pass every ENGINE_TICK_SECONDS (safe in every
 * process at once: claims use SKIP LOCKED), a pg-boss worker runs claimed steps,
 * and the periodic jobs (mail polling, webhook delivery) run once a minute
 * through pg-boss schedules (one process per minute gets each).
 */
export interface RunningEngine {
  /** One scheduler pass now (the timer calls it; tests and the demo may too). */
  tickNow(): Promise<void>;
  stop(): Promise<void>;
}

export async function startEngine(
  deps: EngineDeps,
  boss: PgBoss,
  registry: ExecutorRegistry,
  options: { workerBatchSize?: number; pollingIntervalSeconds?: number } = {},
): Promise<RunningEngine> {
  const settings = engineSettings(deps);
  await boss.createQueue(stepQueue);
  let workerId: string | null = null;
  const send = async (jobs: PgBoss.JobInsert<StepJob>[]) => {
    await boss.insert(jobs);
    // Wake this process's worker now instead of at its next poll.
    if (workerId) boss.notifyWorker(workerId);
  };
  // Each job carries a batch of executions (scheduler.jobsFor): a fetch takes a few jobs.
  const batchSize = options.workerBatchSize ?? 2;
  workerId = await boss.work<StepJob>(
    stepQueue,
    { batchSize, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      // A job whose channel threw is retried by pg-boss (its finished steps are then skipped);
      // the other jobs of the fetch are not held back by it.
      const failed = await Promise.allSettled(
        jobs.map((job) => runExecutions(deps, registry, job.data.executionIds)),
      );
      // A full fetch means more may be waiting: fetch again at once.
      if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
      const rejected = failed.filter((entry) => entry.status === 'rejected');
      if (rejected.length > 0 && rejected.length === jobs.length) throw rejected[0]?.reason;
    },
  );

  let running: Promise<void> | null = null;
  let stopped = false;
  const tickNow = async () => {
    if (running) return running;
    running = (async () => {
      try {
        await tick(deps, send);
      } catch (error) {
        deps.logger.error({ err: error }, 'engine: scheduler pass failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void tickNow();
  }, settings.tickSeconds * 1000);
  timer.unref();
  // The first pass starts now; the periodic jobs are set up while it runs.
  void tickNow();

  try {
    for (const periodic of periodicJobs) {
      await boss.createQueue(periodic.name);
      await boss.schedule(periodic.name, periodic.cron);
      await boss.work(periodic.name, async () => {
        await periodic.run(deps);
      });
    }
  } catch (error) {
    // Not started after all: no timer, no pass, no step worker left behind.
    stopped = true;
    clearInterval(timer);
    await running;
    await boss.offWork(stepQueue);
    throw error;
  }

  return {
    tickNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await boss.offWork(stepQueue);
      for (const periodic of periodicJobs) await boss.offWork(periodic.name);
    },
  };
}
