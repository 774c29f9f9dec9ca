import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type Database } from '../api/src/db/client';
import { migrate } from '../api/src/db/migrate';

/** The Postgres the database benchmarks run on (a database is created and dropped per run). */
export const benchAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database on real Postgres, dropped by `drop()`. */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(benchAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(benchAdminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), maxConnections: 8 });
  await migrate(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = postgres(benchAdminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
