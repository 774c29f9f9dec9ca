import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, demo } from './browser';
import { type RunningServer, repoRoot, startServer } from './server';

/**
 * The operator's first day (issue 26 items 27 and 28), on the built server as `npm start` runs it:
 * `npm run admin` while the server holds the embedded database, and several nodes started together
 * on one fresh Postgres database.
 */

/** A server on a fresh database (its initdb and migrations) may take a while on a busy machine. */
const startOptions = { startTimeoutMs: 600_000 };
const testTimeout = 1_200_000;

interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` (tsx scripts/admin.ts) on the embedded database in `dataDir`. */
function runAdmin(dataDir: string, args: string[]): Promise<CommandRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join('scripts', 'admin.ts'), ...args],
      { cwd: repoRoot, env, timeout: 240_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

async function isPlatformAdmin(server: RunningServer): Promise<boolean> {
  const token = await apiSignIn(server.baseUrl, demo);
  const user = await api<{ is_admin: boolean }>(server.baseUrl, token, 'GET', '/users/fetch_user');
  return user.is_admin;
}

describe('npm run admin while the server runs on the embedded database', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it(
    'grants through the running server, which sees the grant at once',
    async () => {
      const server = await startServer({}, startOptions);
      servers.push(server);
      const endpointFile = path.join(server.dataDir, 'admin-endpoint.json');
      expect(statSync(endpointFile).mode & 0o777).toBe(0o600);
      expect(await isPlatformAdmin(server)).toBe(false);

      const run = await runAdmin(server.dataDir, ['grant', demo.email]);
      expect(run).toMatchObject({ code: 0, stdout: `${demo.email} is now a platform admin\n` });
      expect(await isPlatformAdmin(server)).toBe(true);

      // The command's own refusals come back as they would on the command line.
      const unknown = await runAdmin(server.dataDir, ['grant', 'nobody@example.com']);
      expect(unknown).toMatchObject({ code: 1, stderr: 'No user with this email\n' });
    },
    testTimeout,
  );

  it(
    'refuses, changing nothing, when the process holding the database can not be reached',
    async () => {
      const server = await startServer({}, startOptions);
      servers.push(server);
      const endpointFile = path.join(server.dataDir, 'admin-endpoint.json');
      // The holder answers, but not to this secret: as good as unreachable.
      const endpoint = JSON.parse(readFileSync(endpointFile, 'utf8')) as { secret: string };
      writeFileSync(endpointFile, JSON.stringify({ ...endpoint, secret: 'not-the-secret' }));

      const run = await runAdmin(server.dataDir, ['grant', demo.email]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('Nothing was changed');
      expect(run.stderr).toContain(`The embedded database is in use by process ${server.pid}`);
      expect(await isPlatformAdmin(server)).toBe(false);
    },
    testTimeout,
  );
});

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    console.warn(
      `operator: no Postgres at ${adminUrl}, the multi-node start is skipped; set TEST_DATABASE_URL`,
    );
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}

describe.skipIf(!(await postgresReachable()))('nodes started together on a fresh Postgres database', () => {
  it(
    'all three start and answer /api/health: one migrates and seeds, the others find it done',
    async () => {
      const name = `operator_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const started = await Promise.allSettled(
        Array.from({ length: 3 }, () => startServer({ DATABASE_URL: url.toString() }, startOptions)),
      );
      try {
        const failures = started.flatMap((result) =>
          result.status === 'rejected' ? [String(result.reason)] : [],
        );
        expect(failures).toEqual([]);
        for (const result of started) {
          if (result.status !== 'fulfilled') continue;
          const health = await fetch(`${result.value.baseUrl}/api/health`);
          expect(await health.json()).toMatchObject({
            ok: true,
            payload: { status: 'ok', database: 'postgres' },
          });
        }
        // Seeded once: one demo user, whichever node wrote it.
        const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
        const [row] = await sql`select count(*)::int as total from users where email = ${demo.email}`;
        await sql.end();
        expect(row?.total).toBe(1);
      } finally {
        await Promise.all(
          started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)),
        );
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    testTimeout,
  );
});
