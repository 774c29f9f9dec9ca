import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { engineWorkers } from '../db/schema';
import { idIn } from './bulk-writes';
import type { EngineDeps } from './contracts';
import { engineSettings } from '../platform/engine-settings';

/**
 * Which engine process runs a step (docs/engine.md "Exactly once in effect"). Each boot of the
 * engine registers a worker row and beats every `workerHeartbeatSeconds`; it writes its id on the
 * executions it claims and takes. A worker whose heartbeat is older than `workerTimeoutSeconds`
 * is dead: any process's scheduler pass hands its open steps on (`reapDeadWorkers`), and a clean
 * stop hands its own on at once (`releaseWorker`).
 *
 * A heartbeat row rather than a Postgres advisory lock held by the live process: the same code
 * runs on PGlite (one process, no second session to ask about locks), a test moves a manual
 * clock instead of killing sessions, and no connection has to be reserved per process (pg-boss
 * and postgres-js pool theirs).
 */

/** Alive: its last heartbeat is younger than the timeout (by the clock of the one asking). */
export function isLive(heartbeatAt: Date | null | undefined, now: Date, timeoutMs: number): boolean {
  return (
    heartbeatAt !== null && heartbeatAt !== undefined && now.getTime() - heartbeatAt.getTime() < timeoutMs
  );
}

export function workerTimeoutMs(deps: Pick<EngineDeps, 'engine'>): number {
  return engineSettings(deps).workerTimeoutSeconds * 1000;
}

/** A new worker row for this boot; answers its id. */
export async function registerWorker(
  deps: Pick<EngineDeps, 'db' | 'clock'>,
  identity: { host?: string; pid?: number } = {},
): Promise<string> {
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.db.insert(engineWorkers).values({
    id,
    host: identity.host ?? hostname(),
    pid: identity.pid ?? process.pid,
    startedAt: now,
    heartbeatAt: now,
  });
  return id;
}

/**
 * The heartbeat. A row found gone means another process took this one for dead (it stalled
 * past the timeout) and handed its steps on: it registers again under the same id, so what it
 * takes from now on is seen as live; what it was running when it stalled may have been taken
 * over (the email executor's fence keeps a send from going out twice). Answers false then.
 */
export async function heartbeat(deps: Pick<EngineDeps, 'db' | 'clock'>, workerId: string): Promise<boolean> {
  const now = deps.clock.now();
  const beat = await deps.db
    .update(engineWorkers)
    .set({ heartbeatAt: now })
    .where(eq(engineWorkers.id, workerId))
    .returning({ id: engineWorkers.id });
  if (beat.length > 0) return true;
  await deps.db
    .insert(engineWorkers)
    .values({ id: workerId, host: hostname(), pid: process.pid, startedAt: now, heartbeatAt: now })
    .onConflictDoNothing();
  return false;
}

/**
 * Hands the open steps of these workers on, in the caller's transaction: their prospects are
 * due now (the claim's 30-minute lease is cut short), so the next scheduler pass of any process
 * claims them again and re-sends their open executions; the worker rows are deleted, and
 * `runExecutions` takes a running execution whose worker has no row. A step handed to an
 * automation worker (`detail.task_id`) is left alone: that worker reports, not this process.
 * Answers how many prospects were made due.
 */
async function handOn(tx: Db, workerIds: string[], now: Date): Promise<number> {
  if (workerIds.length === 0) return 0;
  const at = now.toISOString();
  // No index on step_executions.worker_id (it would make the worker's take non-HOT): this reads
  // the open executions once per dead worker, which is rare, not once per pass.
  const result = await tx.execute(sql`
    update campaign_prospects cp set next_step_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    where cp.state = 'active' and cp.id in (
      select e.campaign_prospect_id from step_executions e
      where (${idIn(sql`e.worker_id`, workerIds)}
          -- A running step re-sent by a process that then died too still names the first
          -- worker, whose row went with the first hand-on: it is an orphan, handed on here.
          or (e.worker_id is not null
            and not exists (select 1 from engine_workers w where w.id = e.worker_id)))
        and e.status in ('scheduled', 'running') and e.detail->>'task_id' is null)
    returning cp.id`);
  await tx.delete(engineWorkers).where(idIn(engineWorkers.id, workerIds));
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return rows.length;
}

/**
 * Finds the workers whose heartbeat is older than the timeout and hands their steps on (each
 * scheduler pass calls it; SKIP LOCKED: two processes never reap the same worker). With
 * `everyOther` (a PGlite boot: one process by construction) every other worker is dead already.
 */
export async function reapDeadWorkers(
  deps: Pick<EngineDeps, 'db' | 'clock' | 'engine' | 'logger' | 'workerId'>,
  options: { everyOther?: boolean } = {},
): Promise<{ workers: number; prospects: number }> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - workerTimeoutMs(deps));
  return deps.db.transaction(async (tx) => {
    const dead = await tx
      .select({ id: engineWorkers.id })
      .from(engineWorkers)
      .where(options.everyOther ? undefined : lt(engineWorkers.heartbeatAt, cutoff))
      .for('update', { skipLocked: true });
    const ids = dead.map((row) => row.id).filter((id) => id !== deps.workerId);
    if (ids.length === 0) return { workers: 0, prospects: 0 };
    const prospects = await handOn(tx, ids, now);
    deps.logger.warn({ workers: ids, prospects }, 'engine: took over the steps of dead workers');
    return { workers: ids.length, prospects };
  });
}

/**
 * A clean stop: this worker's open steps are handed on at once, not after the heartbeat
 * timeout. Call it once no step of this process runs any more.
 */
export async function releaseWorker(
  deps: Pick<EngineDeps, 'db' | 'clock'>,
  workerId: string,
): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => handOn(tx, [workerId], now));
}

/** The heartbeat of a worker (null: no row, so not alive). */
export async function workerHeartbeat(db: Db, workerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ heartbeatAt: engineWorkers.heartbeatAt })
    .from(engineWorkers)
    .where(eq(engineWorkers.id, workerId));
  return row?.heartbeatAt ?? null;
}
