import type { Logger } from '../logger';
import type { Database } from './client';

/** How often the embedded database is vacuumed and analyzed. */
export const pgliteMaintenanceMs = 10 * 60 * 1000;

/**
 * One `VACUUM ANALYZE` of the whole database. Postgres has autovacuum for this; PGlite, one
 * process with no background workers, has none: without it dead row versions pile up (every
 * engine step leaves several) and the planner never learns a table's size, so it may sort a
 * whole table where an index would read one batch.
 */
export async function vacuumAnalyze(database: Database): Promise<void> {
  await database.executeSql('vacuum analyze');
}

/**
 * On the embedded default (PGlite), vacuums and analyzes every `pgliteMaintenanceMs`, first
 * soon after start (the seed and any import before it). On Postgres nothing: autovacuum runs.
 * Answers the function that stops it.
 */
export function startPgliteMaintenance(
  database: Database,
  logger: Logger,
  everyMs = pgliteMaintenanceMs,
): () => void {
  if (database.mode !== 'pglite') return () => {};
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await vacuumAnalyze(database);
    } catch (error) {
      logger.warn({ err: error }, 'database maintenance failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, Math.min(everyMs, 60_000));
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
