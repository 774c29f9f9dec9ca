import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { type Logger, silentLogger } from '../logger';

/**
 * Durable jobs in Postgres (pg-boss 10), on both database modes: with
 * DATABASE_URL pg-boss opens its own small pool; on PGlite it goes through
 * `database.executeSql` (one embedded connection; PGlite serialises queries).
 * The outreach engine registers its queues and workers here (engine issue);
 * for now nothing else is registered.
 */
export interface Queue {
  readonly boss: PgBoss;
  /** Lets running jobs finish (up to 10 s), then stops polling. Call before closing the database. */
  stop(): Promise<void>;
}

export async function createQueue(database: Database, options: { logger?: Logger } = {}): Promise<Queue> {
  const logger = options.logger ?? silentLogger;
  const boss =
    database.driver.mode === 'postgres'
      ? new PgBoss({ connectionString: database.driver.url, max: 4, application_name: 'outreach-jobs' })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (error) => logger.error({ err: error }, 'jobs: pg-boss error'));
  await boss.start();
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
