import type { AuthSettings } from '../src/platform/auth-settings';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import { type App, type CreateAppOptions, createApp } from '../src/app';
import { createManualClock, type ManualClock } from '../src/clock';
import { createDatabase, type Database, type DatabaseMode } from '../src/db/client';
import type { EngineSettings } from '../src/platform/engine-settings';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { type SpaceRow, spaceMembers, spaces, type UserRow, users } from '../src/db/schema';
import { createLogger, type Logger } from '../src/logger';
import { hashPassword } from '../src/platform/passwords';
import { issueToken } from '../src/modules/auth/auth.service';
import type { RemoteOverrides } from '../src/platform/remotes';
import { ensureWhitelabels } from '../src/platform/brands';
import type { Payments } from '../src/providers/payments/payments';
import {
  createRecordingEmitter,
  type RealtimeEmitter,
  type RecordingEmitter,
} from '../src/platform/announce';
import { createTypedTestApi, type TypedTestApi } from './typed-client';

/**
 * Every API suite runs on in-memory PGlite; with TEST_DATABASE_URL (an admin URL
 * of a real Postgres, e.g. postgres://postgres@127.0.0.1:5432/postgres) it runs
 * again on a fresh database created there and dropped afterwards:
 *
 *   describe.each(databaseModes())('workflows on %s', (mode) => { ... })
 */
export function databaseModes(): DatabaseMode[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on Postgres, drops the test database. */
  drop(): Promise<void>;
}

/**
 * A migrated PGlite, as a data-folder tarball: initdb costs seconds, loading a
 * tarball a fraction of that. Cached on disk per migrations content (shared by
 * the test files running in parallel) and in memory per test file.
 */
let pgliteTemplate: Promise<Blob> | undefined;

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // A PGlite upgrade changes the data-folder format: rebuild then too.
  hash.update(
    await readFile(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  for (const folder of [migrationsFolder, join(migrationsFolder, 'meta')]) {
    for (const name of (await readdir(folder)).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        hash.update(name).update(await readFile(join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildPgliteTemplate(): Promise<Blob> {
  const cacheFolder = join(tmpdir(), 'outreach-api-test');
  const cacheFile = join(cacheFolder, `pglite-${await migrationsFingerprint()}.tar`);
  try {
    return new Blob([await readFile(cacheFile)]);
  } catch {
    // not cached yet
  }
  const client = new PGlite();
  await migratePglite(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir(cacheFolder, { recursive: true });
  const partial = `${cacheFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, cacheFile);
  return dump;
}

export async function createTestDatabase(mode: DatabaseMode = 'pglite'): Promise<TestDatabase> {
  if (mode === 'pglite') {
    pgliteTemplate ??= buildPgliteTemplate();
    const database = await createDatabase({ memory: true, loadDataDir: await pgliteTemplate });
    await migrate(database); // a no-op on the template; proves the migrator runs on PGlite
    // The brands of brands/ as white-label records, as server.ts does at start (issue 14).
    await ensureWhitelabels(database.db);
    return { database, drop: () => database.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), maxConnections: 4 });
  await migrate(database);
  await ensureWhitelabels(database.db);
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** Log lines captured from pino, to check what reaches the log. */
export function createCapturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

export interface MemberOptions {
  email?: string;
  /** Hash a real password (slow on purpose: argon2id); without it the user can only use the token. */
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Join this existing workspace instead of creating one. */
  space?: SpaceRow;
  spaceName?: string;
  isAdmin?: boolean;
  /**
   * The new workspace's tier (ignored with `space`): 'growth' by default, the demo's plan, so a
   * test of a gated feature runs unlocked; tests of the locks and limits say 'free' (issue 13).
   */
  tier?: string;
}

export interface Member {
  user: UserRow;
  space: SpaceRow;
  token: string;
  /** `{ Authorization: 'Bearer <token>' }` */
  auth: Record<string, string>;
}

/** The path id and token of a typed call on one row as `member`: `ctx.api.x.y(on(owner, id))`. */
export function on(member: Member, id: string): { path: { id: string }; token: string } {
  return { path: { id }, token: member.token };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: { ok: true; payload: T } | { ok: false; error: string };
  /** The payload of a success; throws with the error text otherwise (keeps tests short). */
  payload: T;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  /** Sent as JSON; a string is sent as is (malformed JSON tests), a FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestContext {
  mode: DatabaseMode;
  database: Database;
  app: ReturnType<typeof createApp>;
  clock: ManualClock;
  realtime: RecordingEmitter;
  logLines: Record<string, unknown>[];
  /** A user with a token, in a new workspace (or `options.space`). */
  createMember(options?: MemberOptions): Promise<Member>;
  /**
   * Any path, any input, a payload typed by the caller: for calls the typed client cannot make
   * (malformed JSON, undeclared paths). A type argument here is a hand-written response type:
   * prefer `api` (scripts/typed-api-tests.test.ts counts them).
   */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** The typed client (typed-client.ts): declared paths, checked input, the declared payload. */
  api: TypedTestApi;
  /**
   * Another app over this database and clock, built with other options (a bus the test listens
   * to, webhooks to private addresses, OAuth apps), so a test of that app stays typed too.
   */
  withApp(options?: Omit<CreateAppOptions, 'db' | 'clock'>): TestClient;
  close(): Promise<void>;
}

export interface TestContextOptions {
  mode?: DatabaseMode;
  remoteOverrides?: RemoteOverrides;
  brandFallback?: string;
  realtime?: RealtimeEmitter;
  distDir?: string;
  /** ENGINE_* settings of the app (the forecast plans with them). */
  engine?: Partial<EngineSettings>;
  /** Mailboxes may use the local test mail servers (on by default here; the SSRF test turns it off). */
  mailServersAllowPrivate?: boolean;
  /** Stripe SDK pointed at the local payments server (billing tests); none by default. */
  payments?: Payments | null;
  /** Google / Microsoft sign-in apps (none by default, as on a fresh install). */
  auth?: Partial<AuthSettings>;
}

/** `request` over `app`: the token as a bearer header, the body as JSON, the envelope parsed. */
function requestOver(app: App) {
  return async function request<T>(
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (requestOptions.token) headers.Authorization = `Bearer ${requestOptions.token}`;
    let body: string | FormData | undefined;
    if (requestOptions.body instanceof FormData) {
      body = requestOptions.body; // multipart: the boundary header comes with it
    } else if (requestOptions.body !== undefined) {
      body =
        typeof requestOptions.body === 'string' ? requestOptions.body : JSON.stringify(requestOptions.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await app.request(path, { method: requestOptions.method ?? 'GET', headers, body });
    const parsed = (await response.json()) as ApiResponse<T>['body'];
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      get payload(): T {
        if (!parsed.ok) throw new Error(`expected ok, got ${response.status} ${parsed.error}`);
        return parsed.payload;
      },
    };
  };
}

/** An app as a test calls it: the app itself, `request` and the typed client over it. */
export interface TestClient {
  app: App;
  request: TestContext['request'];
  api: TypedTestApi;
}

function clientOver(app: App): TestClient {
  const request = requestOver(app);
  return { app, request, api: createTypedTestApi(request) };
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const mode = options.mode ?? 'pglite';
  const { database, drop } = await createTestDatabase(mode);
  const clock = createManualClock();
  const recording = createRecordingEmitter();
  const { logger, lines } = createCapturingLogger();
  const app = createApp({
    db: database,
    clock,
    logger,
    realtime: options.realtime ?? recording,
    brandFallback: options.brandFallback,
    remoteOverrides: options.remoteOverrides,
    version: '9.9.9-test',
    distDir: options.distDir,
    engine: options.engine,
    mailServersAllowPrivate: options.mailServersAllowPrivate ?? true,
    payments: options.payments ?? null,
    auth: options.auth,
  });
  let sequence = 0;

  async function createMember(member: MemberOptions = {}): Promise<Member> {
    sequence += 1;
    const suffix = `${sequence}-${randomBytes(3).toString('hex')}`;
    const db = database.db;
    const space =
      member.space ??
      (await db
        .insert(spaces)
        .values({
          name: member.spaceName ?? `Workspace ${suffix}`,
          tier: member.tier ?? 'growth',
          createdAt: clock.now(),
        })
        .returning()
        .then((rows) => rows[0]));
    if (!space) throw new Error('no space');
    const [user] = await db
      .insert(users)
      .values({
        email: (member.email ?? `member-${suffix}@example.test`).toLowerCase(),
        firstName: member.firstName ?? 'Test',
        lastName: member.lastName ?? `Member ${sequence}`,
        passwordHash: member.password ? await hashPassword(member.password) : null,
        emailConfirmed: true,
        currentSpaceId: space.id,
        createdAt: clock.now(),
      })
      .returning();
    if (!user) throw new Error('no user');
    await db.insert(spaceMembers).values({
      spaceId: space.id,
      userId: user.id,
      isAdmin: member.isAdmin ?? true,
      createdAt: clock.now(),
    });
    const token = await issueToken(db, clock, user.id);
    return { user, space, token, auth: { Authorization: `Bearer ${token}` } };
  }

  const { request, api } = clientOver(app);

  return {
    mode,
    database,
    app,
    clock,
    realtime: recording,
    logLines: lines,
    createMember,
    request,
    api,
    withApp: (appOptions = {}) => clientOver(createApp({ db: database, clock, ...appOptions })),
    close: drop,
  };
}
