import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client';

/** The committed drizzle-kit migrations (`npm run db:generate` writes new ones). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every migration not yet applied (drizzle records them in drizzle.__drizzle_migrations). */
export async function migrate(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.mode === 'pglite') await migratePglite(driver.db, { migrationsFolder });
  else await migratePostgres(driver.db, { migrationsFolder });
}
