import { chmodSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres, { type Sql } from 'postgres';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/**
 * The one drizzle type services use. Both drivers' databases (and their
 * transactions) are PgDatabase subclasses, so a service never knows which
 * driver it runs on.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseMode = 'pglite' | 'postgres';

/** The driver-specific half, for the few places that need it (migrations, the job queue). */
export type DatabaseDriver =
  | { mode: 'pglite'; client: PGlite; db: PgliteDatabase<typeof schema> }
  | { mode: 'postgres'; client: Sql; db: PostgresJsDatabase<typeof schema>; url: string };

export interface Database {
  db: Db;
  mode: DatabaseMode;
  driver: DatabaseDriver;
  /** Raw SQL with $1-style parameters (pg-boss's `db.executeSql` contract). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL: real Postgres through postgres.js. Without it: embedded PGlite. */
  url?: string;
  /** PGlite's data folder (created if missing). Ignored with `url` or `memory`. */
  dataDir?: string;
  /** PGlite in memory: nothing persists (tests). */
  memory?: boolean;
  /** PGlite only: start from a `dumpDataDir()` tarball instead of running initdb (fast test databases). */
  loadDataDir?: Blob | File;
  /** postgres.js pool size. */
  maxConnections?: number;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return connectPostgres(options.url, options.maxConnections ?? 10);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.memory || !options.dataDir ? undefined : options.dataDir;
  if (dataDir) {
    // The database's files hold every secret of the install and PGlite writes them 0666: its folder
    // is the owner's only (issue 23 item 16b), also one an older version created 0755.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  }
  // One process per data folder (issue 26 item 27): throws DataDirLockedError while another holds it.
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    mode: 'pglite',
    driver: { mode: 'pglite', client, db },
    async executeSql(text, values) {
      // PGlite's `query` takes one statement; parameterless multi-statement scripts
      // (pg-boss's schema creation and migrations) go through `exec`, whose last
      // result matches what node-postgres returns for a single statement.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

/** Statements with more parameters than this (bulk inserts, long IN lists) are not kept prepared. */
const maxPreparedParameters = 64;

/**
 * postgres.js's `sql` as drizzle's client, with its repeated statements prepared: drizzle runs every
 * query through `unsafe(text, params, { prepare: false })` unless the query was given a name, so
 * Postgres parsed and planned each request's statements anew (the session look-up alone, a
 * three-table join, cost more to plan than to run). Here a statement with parameters is prepared
 * once per connection (postgres.js names and caches it by its text) and only executed afterwards.
 * Statements without parameters keep the simple protocol (migrations' multi-statement scripts need
 * it), and very wide ones stay unnamed so that one-off bulk texts do not pile up in the cache.
 * Transactions and savepoints hand the same wrapper to the code inside them.
 */
function preparing<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe')
        return (text: string, params: unknown[] = [], options: Record<string, unknown> = {}) =>
          target.unsafe(text, params as never[], {
            ...options,
            prepare: params.length > 0 && params.length <= maxPreparedParameters,
          });
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const work = args.at(-1) as (inner: Sql) => unknown;
          return open.apply(target, [...args.slice(0, -1), (inner: Sql) => work(preparing(inner))]);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function connectPostgres(url: string, maxConnections: number): Promise<Database> {
  const client = postgres(url, { max: maxConnections, onnotice: () => {} });
  const db = drizzlePostgres({ client: preparing(client), schema });
  return {
    db,
    mode: 'postgres',
    driver: { mode: 'postgres', client, db, url },
    async executeSql(text, values) {
      const rows = await client.unsafe(text, (values ?? []) as never[]);
      return { rows: [...rows] as Record<string, unknown>[] };
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
