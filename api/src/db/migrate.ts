import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client';

/** The committed drizzle-kit migrations (`npm run db:generate` writes new ones). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** One key for every process of this product migrating one database (any 64-bit number works). */
export const migrationLockKey = 7_215_604_311;

/** The key of the whole start-up preparation (migrations, brand records, seeds): see `withDatabaseLock`. */
export const setupLockKey = 7_215_604_312;

/**
 * Runs `work` while this process holds the Postgres session advisory lock `key` (on one reserved
 * connection), so several processes starting at once on one database take turns: the first does
 * the work, the others wait and then find it done. PGlite is one process by construction (the data
 * folder's lock, db/data-dir-lock.ts): `work` just runs.
 */
export async function withDatabaseLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const { driver } = database;
  if (driver.mode === 'pglite') return work();
  const connection = await driver.client.reserve();
  try {
    await connection`select pg_advisory_lock(${key})`;
    try {
      return await work();
    } finally {
      await connection`select pg_advisory_unlock(${key})`;
    }
  } finally {
    connection.release();
  }
}

/**
 * Applies every migration not yet applied (drizzle records them in drizzle.__drizzle_migrations).
 * On Postgres several processes may start at once (API nodes, workers): under the migration lock
 * one migrates while the others wait and then find nothing left to do.
 */
export async function migrate(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.mode === 'pglite') {
    await migratePglite(driver.db, { migrationsFolder });
    return;
  }
  await withDatabaseLock(database, migrationLockKey, () => migratePostgres(driver.db, { migrationsFolder }));
}
