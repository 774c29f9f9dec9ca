import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client';

/** The committed drizzle-kit migrations (`npm run db:generate` writes new ones). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** One key for every process of this product migrating one database (any 64-bit number works). */
export const migrationLockKey = 7_215_604_311;

/**
 * Applies every migration not yet applied (drizzle records them in drizzle.__drizzle_migrations).
 * On Postgres several processes may start at once (API nodes, workers): a session advisory lock,
 * held on one reserved connection, lets one migrate while the others wait and then find nothing
 * left to do. PGlite is one process by construction.
 */
export async function migrate(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.mode === 'pglite') {
    await migratePglite(driver.db, { migrationsFolder });
    return;
  }
  const connection = await driver.client.reserve();
  try {
    await connection`select pg_advisory_lock(${migrationLockKey})`;
    try {
      await migratePostgres(driver.db, { migrationsFolder });
    } finally {
      await connection`select pg_advisory_unlock(${migrationLockKey})`;
    }
  } finally {
    connection.release();
  }
}
