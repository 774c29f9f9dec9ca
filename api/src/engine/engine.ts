import type PgBoss from 'pg-boss';
import type { EngineDeps } from './contracts';
import type { ExecutorRegistry } from './executor-registry';
import type { PeriodicJob } from './periodic';
import { engineSettings } from '../platform/engine-settings';
import { type StepJob, stepQueue, tick } from './scheduler';
import { runExecutions } from './step-runner';
import { heartbeat, reapDeadWorkers, registerWorker, releaseWorker } from './workers';

/**
 * The running engine in one process (server.ts starts it when JOBS is true):
 * a timer runs the scheduler pass every ENGINE_TICK_SECONDS (safe in every
 * process at once: claims use SKIP LOCKED), a pg-boss worker runs claimed steps,
 * and the periodic jobs (mail polling, webhook delivery) run once a minute
 * through pg-boss schedules (one process per minute gets each).
 *
 * Each start registers a worker (engine/workers.ts) that beats every
 * `workerHeartbeatSeconds`; its id marks the steps this process claims and runs.
 * A process that dies is taken for dead after `workerTimeoutSeconds` and any
 * other's next pass takes its steps over; `stop()` hands them on at once.
 */
export interface RunningEngine {
  /** This process's engine_workers id. */
  readonly workerId: string;
  /** One scheduler pass now (the timer calls it; tests and the demo may too). */
  tickNow(): Promise<void>;
  stop(): Promise<void>;
}

/** What startEngine may be told. */
export interface EngineOptions {
  workerBatchSize?: number;
  pollingIntervalSeconds?: number;
  /**
   * This process is the only one on its database (PGlite: one process by construction): every
   * other worker row is a previous boot that died, and its steps are taken over at once.
   */
  soleProcess?: boolean;
  /** The clock jobs handed in (mail polling, webhook delivery: channels/default-registry.ts). */
  periodicJobs?: readonly PeriodicJob[];
  /**
   * Runs the creation of queues and schedules one process at a time: nodes starting together on
   * one Postgres deadlock in pg-boss's createQueue otherwise (server.ts passes the set-up lock).
   */
  oneAtATime?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Set once stop() begins: the timers and the step worker read it. */
interface EngineState {
  stopped: boolean;
}

/** This worker's heartbeat: three beats a timeout at least, so one late beat is not a death. */
function startHeartbeat(workerDeps: EngineDeps, workerId: string, state: EngineState): NodeJS.Timeout {
  const settings = engineSettings(workerDeps);
  const beat = async () => {
    try {
      if (!(await heartbeat(workerDeps, workerId)))
        workerDeps.logger.warn(
          { workerId },
          'engine: this process was taken for dead (it stalled); beating again',
        );
    } catch (error) {
      workerDeps.logger.error({ err: error }, 'engine: heartbeat failed');
    }
  };
  const beatMs = Math.min(settings.workerHeartbeatSeconds, settings.workerTimeoutSeconds / 3) * 1000;
  const timer = setInterval(() => {
    if (!state.stopped) void beat();
  }, beatMs);
  timer.unref();
  return timer;
}

/**
 * The pg-boss worker that runs claimed steps. `send` queues the scheduler's jobs and wakes it;
 * `inFlight` holds the step jobs running now, which stop() waits for before handing this worker's
 * steps on.
 */
async function startStepWorker(
  boss: PgBoss,
  workerDeps: EngineDeps,
  registry: ExecutorRegistry,
  options: EngineOptions,
  state: EngineState,
) {
  let bossWorkerId: string | null = null;
  const send = async (jobs: PgBoss.JobInsert<StepJob>[]) => {
    await boss.insert(jobs);
    // Wake this process's worker now instead of at its next poll.
    if (bossWorkerId) boss.notifyWorker(bossWorkerId);
  };
  const inFlight = new Set<Promise<unknown>>();
  // Each job carries a batch of executions (scheduler.jobsFor): a fetch takes a few jobs.
  const batchSize = options.workerBatchSize ?? 2;
  bossWorkerId = await boss.work<StepJob>(
    stepQueue,
    { batchSize, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      // A fetch that returns after stop() began runs nothing: this worker's steps are being
      // handed on, and pg-boss retries the jobs (whatever another process ran is then skipped).
      if (state.stopped) throw new Error('engine stopping');
      // A job whose channel threw is retried by pg-boss (its finished steps are then skipped);
      // the other jobs of the fetch are not held back by it.
      const work = Promise.allSettled(
        jobs.map((job) => runExecutions(workerDeps, registry, job.data.executionIds)),
      );
      inFlight.add(work);
      const failed = await work.finally(() => inFlight.delete(work));
      // A full fetch means more may be waiting: fetch again at once.
      if (jobs.length === batchSize && bossWorkerId && !state.stopped) boss.notifyWorker(bossWorkerId);
      const rejected = failed.filter((entry) => entry.status === 'rejected');
      if (rejected.length > 0 && rejected.length === jobs.length) throw rejected[0]?.reason;
    },
  );
  return { send, inFlight };
}

/** Scheduler passes, one at a time: a pass asked for while one runs joins it. */
function createTicker(workerDeps: EngineDeps, send: (jobs: PgBoss.JobInsert<StepJob>[]) => Promise<void>) {
  let running: Promise<void> | null = null;
  const tickNow = async () => {
    if (running) return running;
    running = (async () => {
      try {
        await tick(workerDeps, send);
      } catch (error) {
        workerDeps.logger.error({ err: error }, 'engine: scheduler pass failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return { tickNow, running: () => running };
}

/** The step queue and the periodic jobs' queues and schedules (each minute one process runs each). */
async function createQueues(boss: PgBoss, periodicJobs: readonly PeriodicJob[]) {
  await boss.createQueue(stepQueue);
  for (const periodic of periodicJobs) {
    if (!periodic.cron) continue;
    await boss.createQueue(periodic.name);
    await boss.schedule(periodic.name, periodic.cron);
  }
}

/** This process's workers of the periodic jobs on pg-boss schedules. */
async function schedulePeriodicJobs(boss: PgBoss, deps: EngineDeps, periodicJobs: readonly PeriodicJob[]) {
  for (const periodic of periodicJobs) {
    if (!periodic.cron) continue;
    await boss.work(periodic.name, async () => {
      await periodic.run(deps);
    });
  }
}

/** The jobs of `everySeconds`: a timer each in this process, one run of a job at a time. */
function startTimedJobs(deps: EngineDeps, periodicJobs: readonly PeriodicJob[], state: EngineState) {
  const running = new Set<Promise<unknown>>();
  const timers = periodicJobs.flatMap((periodic) => {
    if (!periodic.everySeconds) return [];
    let current: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (state.stopped || current) return;
      current = periodic
        .run(deps)
        .catch((error) => deps.logger.error({ err: error, job: periodic.name }, 'engine: timed job failed'))
        .finally(() => {
          if (current) running.delete(current);
          current = null;
        });
      running.add(current);
    }, periodic.everySeconds * 1000);
    timer.unref();
    return [timer];
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

export async function startEngine(
  deps: EngineDeps,
  boss: PgBoss,
  registry: ExecutorRegistry,
  options: EngineOptions = {},
): Promise<RunningEngine> {
  const periodicJobs = options.periodicJobs ?? [];
  const settings = engineSettings(deps);
  const oneAtATime = options.oneAtATime ?? (<T>(work: () => Promise<T>) => work());
  await oneAtATime(() => createQueues(boss, periodicJobs));
  const workerId = await registerWorker(deps);
  // Everything this engine claims and runs is marked with its worker id.
  const workerDeps: EngineDeps = { ...deps, workerId };
  if (options.soleProcess) await reapDeadWorkers(workerDeps, { everyOther: true });
  const state: EngineState = { stopped: false };
  const heartbeatTimer = startHeartbeat(workerDeps, workerId, state);
  const { send, inFlight } = await startStepWorker(boss, workerDeps, registry, options, state);
  const ticker = createTicker(workerDeps, send);
  const timer = setInterval(() => {
    if (!state.stopped) void ticker.tickNow();
  }, settings.tickSeconds * 1000);
  timer.unref();
  // The first pass starts now; the periodic jobs are set up while it runs.
  void ticker.tickNow();
  const timedJobs = startTimedJobs(deps, periodicJobs, state);

  try {
    await schedulePeriodicJobs(boss, deps, periodicJobs);
  } catch (error) {
    // Not started after all: no timer, no pass, no step worker left behind.
    await halt();
    throw error;
  }

  /** Stops passes and step jobs, waits for those running, and hands this worker's steps on. */
  async function halt() {
    state.stopped = true;
    clearInterval(timer);
    clearInterval(heartbeatTimer);
    await timedJobs.stop();
    await ticker.running();
    await boss.offWork(stepQueue);
    await Promise.allSettled([...inFlight]);
    try {
      await releaseWorker(workerDeps, workerId);
    } catch (error) {
      // The database is gone: the others take the steps over after the heartbeat timeout.
      deps.logger.error({ err: error }, 'engine: could not hand this worker steps on');
    }
  }

  return {
    workerId,
    tickNow: ticker.tickNow,
    async stop() {
      if (state.stopped) return;
      await halt();
      for (const periodic of periodicJobs) if (periodic.cron) await boss.offWork(periodic.name);
    },
  };
}
