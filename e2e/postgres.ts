import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * The Postgres of the browser tests that need one (crash-recovery, mailboxes): TEST_DATABASE_URL,
 * or the local one. A test makes a database of its own on it (freshDatabase).
 */
export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Why Postgres can not be reached at adminUrl, or null when it can. When it can not, says so on
 * the console as `file`'s, which then skips its tests.
 */
export async function postgresProblem(file: string): Promise<string | null> {
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    console.warn(
      `${file}: skipped, no Postgres reachable at ${adminUrl} (${problem}); set TEST_DATABASE_URL`,
    );
    return problem;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}

export interface TestDatabase {
  url: string;
  /** A client of the database (`connections` at most). */
  sql: postgres.Sql;
  /** Ends the client and drops the database. */
  drop(): Promise<void>;
}

/** A database of the test's own on that Postgres, named `<prefix>_<time>_<random>`, dropped afterwards. */
export async function freshDatabase(prefix: string, connections = 1): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: connections, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 1 }).catch(() => undefined);
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 1 });
      }
    },
  };
}
