import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getBrand } from '@outreach/brands';
import { createApp } from './app';
import { systemClock } from './clock';
import { createDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { startPgliteMaintenance } from './db/maintenance';
import { migrate, setupLockKey, withDatabaseLock } from './db/migrate';
import { demoCredentials, seedDemo } from './seeds/seed';
import { seedAdminDemo } from './seeds/seed-admin';
import { seedRestrictedDemo } from './seeds/seed-restricted';
import { ensureBrandPlans } from './platform/plans';
import { allWhitelabels, ensureWhitelabels } from './platform/brands';
import { startEngine } from './engine/engine';
import { createDefaultRegistry, modulePeriodicJobs } from './channels/default-registry';
import { startSandboxWorker } from './modules/automation';
import { createOutreachEvents } from './platform/outreach-events';
import { type Env, EnvError, loadEnv } from './env';
import { createQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import { authSettingsFromEnv } from './platform/auth-settings';
import { remoteOverridesFromEnv } from './modules/config';
import { createPayments, type RunningPayments } from './providers/payments/create-payments';
import { createLlm, describeLlm } from './providers/llm/create-llm';
import { newSandboxKey, sandboxModelName } from './modules/ai';
import { createMessaging, describeMessaging } from './providers/messaging/create-messaging';
import type { MessagingProvider } from './providers/messaging/messaging.provider';
import { createVoice, describeVoice, type Voice } from './providers/voice/create-voice';
import type { MailProvider } from './providers/system-mail/mail.provider';
import { publicUrlWarning } from './public-url';
import { createOutboxProvider } from './providers/system-mail/outbox.provider';
import { createSmtpProvider } from './providers/system-mail/smtp.provider';
import { createRealtime } from './realtime/realtime';
import { realtimeAccess } from './channels/realtime-access';
import { loopbackUrl, newAdminSecret, writeAdminEndpoint } from './modules/operator';

/** Opens and migrates the database, makes the brands' records and plans, and seeds the demo. */
async function prepareDatabase(env: Env) {
  const database = await createDatabase({ url: env.DATABASE_URL, dataDir: join(env.DATA_DIR, 'pglite') });
  // Nodes started together on a fresh Postgres database (issue 26 item 28): one migrates and seeds
  // while the others wait, then they find it all done (every step below skips what exists).
  const seeded = await withDatabaseLock(database, setupLockKey, () => seedDatabase(database, env));
  return { database, seeded };
}

/** Migrates, makes the brands' records and plans, and seeds the demo when DEMO_SEED; true when seeded. */
async function seedDatabase(database: Database, env: Env): Promise<boolean> {
  await migrate(database);
  // The brands of brands/ as white-label records when missing (issue 14: the table is the truth).
  await ensureWhitelabels(database.db);
  // Every white-label's plans and prices exist before the first request (issue 13; platform/plans.ts);
  // a white-label created later seeds its own when it is created.
  for (const row of await allWhitelabels(database.db)) await ensureBrandPlans(database.db, row.id);
  if (!env.DEMO_SEED) return false;
  await seedDemo(database.db);
  // The restricted brand's demo (demo@closedesk.test, same password): see seeds/seed-restricted.ts.
  await seedRestrictedDemo(database.db);
  // The platform super admin (admin@reachly.test, same password): see seeds/seed-admin.ts.
  await seedAdminDemo(database.db);
  return true;
}

interface StartNotice {
  env: Env;
  server: Server;
  database: Database;
  mail: MailProvider;
  payments: RunningPayments;
  voice: Voice;
  messaging: MessagingProvider;
  logger: Logger;
  seeded: boolean;
  startedAt: number;
}

/** Says where the product runs, how to sign in, where mail goes, which providers serve and what links are built on. */
function announceStart(notice: StartNotice) {
  const { env, server, database, mail, payments, voice, messaging, logger, seeded, startedAt } = notice;
  const { port } = server.address() as AddressInfo;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info(
    {
      port,
      host: env.HOST,
      database: database.mode,
      jobs: env.JOBS,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'listening',
  );
  const signIn = seeded ? ` — sign in as ${demoCredentials.email} / ${demoCredentials.password}` : '';
  process.stdout.write(`${getBrand(env.DEFAULT_BRAND).name} is running at ${url}${signIn}\n`);
  // Where the mail goes, said at start (issue 11 §1): SMTP, or the outbox that only this machine reads.
  if (mail.mode === 'outbox') {
    logger.warn(
      'SMTP_URL is not set: emails are kept in the local outbox, readable from this machine and by platform admins only',
    );
    process.stdout.write(
      `Emails (activation, password reset, invites) are not sent: read them at ${url}/outbox from this machine (set SMTP_URL to send them)\n`,
    );
  } else {
    logger.info({ smtp: new URL(env.SMTP_URL ?? '').host }, 'emails are sent through SMTP');
  }
  process.stdout.write(`${payments.describe()}\n`);
  // Calls and texts (issue 27): the sandbox carrier or Twilio, and the SIP server browsers register with.
  process.stdout.write(`${describeVoice(voice)}\n`);
  process.stdout.write(`${describeMessaging(messaging)}\n`);
  process.stdout.write(`${describeLlm()}\n`);
  // Emailed unsubscribe and tracking links are built on PUBLIC_URL (said once, at start: issue 15).
  const linksWarning = publicUrlWarning(env.PUBLIC_URL, url);
  if (linksWarning) logger.warn({ publicUrl: env.PUBLIC_URL ?? null }, linksWarning);
}

/** On SIGINT or SIGTERM: runs each stop in order, exits 0, or 1 when one fails or all take over 15 s. */
function stopOnSignals(logger: Logger, stops: (() => Promise<unknown>)[]) {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took longer than 15 s, exiting');
      process.exit(1);
    }, 15_000).unref();
    try {
      for (const stop of stops) await stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/**
 * The node entry point: one process serves the API, socket.io, the built front
 * end and the job workers. `npm start` runs it built (node dist/api/server.mjs, see
 * api/build.mjs); `npm run serve` runs this source through tsx, for development. On the embedded
 * database no second process may open it: `npm run admin` asks this server (adminSecret) instead.
 */
/** The engine's settings from the environment. */
function engineSettingsOf(env: Env) {
  return {
    tickSeconds: env.ENGINE_TICK_SECONDS,
    workWeekends: env.ENGINE_WORK_WEEKENDS,
    spacingMinSeconds: env.ENGINE_SPACING_MIN_SECONDS,
    spacingMaxSeconds: env.ENGINE_SPACING_MAX_SECONDS,
    workerTimeoutSeconds: env.ENGINE_WORKER_TIMEOUT_SECONDS,
  };
}

/** Stripe with STRIPE_SECRET_KEY, else the local payments server (its webhooks come back to `server`). */
function paymentsOf(env: Env, server: Server, logger: Logger) {
  return createPayments({
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    LOCAL_PAYMENTS_PORT: env.LOCAL_PAYMENTS_PORT,
    LOCAL_PAYMENTS_PUBLIC_URL: env.LOCAL_PAYMENTS_PUBLIC_URL,
    HOST: env.HOST,
    appPort: () => (server.address() as AddressInfo | null)?.port ?? env.PORT,
    stateFile: join(env.DATA_DIR, 'local-payments.json'),
    appName: getBrand(env.DEFAULT_BRAND).name,
    onError: (message) => logger.warn(message),
  });
}

/**
 * One LLM for the API and the engine's AI steps (issue 28): the sandbox model is the app's own
 * route, reached through the app once `serve(app)` has it (createApp takes the same key).
 */
function sharedLlm() {
  const llmSandboxKey = newSandboxKey();
  const appFetch: { handle?: (request: Request) => Response | Promise<Response> } = {};
  const llm = createLlm({
    sandbox: {
      key: llmSandboxKey,
      model: sandboxModelName,
      fetch: (request) => appFetch.handle?.(request) ?? new Response(null, { status: 503 }),
    },
  });
  return {
    llm,
    appOptions: { llm, llmSandboxKey },
    serve: (app: { fetch: (request: Request) => Response | Promise<Response> }) => {
      appFetch.handle = (request) => app.fetch(request);
    },
  };
}

async function main(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL);
  const startedAt = performance.now();
  const { database, seeded } = await prepareDatabase(env);
  const adminSecret = database.mode === 'pglite' ? newAdminSecret() : undefined;

  // The request listener is in place before socket.io attaches, so socket.io
  // answers /socket.io and hands every other request to Hono.
  const server = createServer(getRequestListener((request, bindings) => app.fetch(request, bindings)));
  // Several nodes share socket.io through Redis (REDIS_URL) or Postgres (DATABASE_URL).
  const realtime = await createRealtime(server, {
    access: realtimeAccess(database.db),
    logger,
    cluster: { databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL },
  });
  // Real mail when SMTP_URL is set, else the outbox table (open /outbox to read it).
  const mail = env.SMTP_URL
    ? createSmtpProvider({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxProvider(database.db, { from: env.MAIL_FROM });
  // One event bus for the API and the engine's workers (webhooks listen on it).
  const events = createOutreachEvents(logger);
  // The engine's settings, for its workers and for the API's forecast alike.
  const engineSettings = engineSettingsOf(env);
  const payments = await paymentsOf(env, server, logger);
  // Calls and texts (issue 27): Twilio with TWILIO_*, else the sandbox; one of each for the API and the engine.
  const voice = createVoice();
  const messaging = createMessaging({ clock: systemClock });
  const { llm, appOptions, serve } = sharedLlm();
  const app = createApp({
    ...appOptions,
    payments,
    voice,
    messaging,
    events,
    engine: engineSettings,
    db: database,
    logger,
    realtime,
    mail,
    brandFallback: env.DEFAULT_BRAND,
    remoteOverrides: remoteOverridesFromEnv(env),
    frameAncestors: env.FRAME_ANCESTORS,
    distDir: env.DIST_DIR,
    credentialsKey: env.CREDENTIALS_KEY,
    mailServersAllowPrivate: env.MAIL_SERVERS_ALLOW_PRIVATE,
    companyResearch: { allowPrivate: env.RESEARCH_ALLOW_PRIVATE ?? false, siteOrigins: env.RESEARCH_SITES },
    publicUrl: env.PUBLIC_URL,
    // Without PUBLIC_URL, links in emails point at the address this server listens on (never at a Host header).
    listenOrigin: () => `http://localhost:${(server.address() as AddressInfo | null)?.port ?? env.PORT}`,
    auth: authSettingsFromEnv(env),
    adminSecret,
  });
  serve(app);
  const queue = env.JOBS ? await createQueue(database, { logger }) : null;
  // The outreach engine (docs/engine.md): scheduler passes, step workers, periodic jobs.
  const engineDeps = {
    db: database.db,
    clock: systemClock,
    logger,
    realtime,
    events,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    engine: engineSettings,
    mailServersAllowPrivate: env.MAIL_SERVERS_ALLOW_PRIVATE,
    // Periodic jobs that notify people (the health index's alerts) send through it.
    mail,
    llm,
  };
  // On PGlite this is the only process: a previous boot's steps are taken over at once.
  const engine = queue
    ? await startEngine(
        engineDeps,
        queue.boss,
        createDefaultRegistry({ sms: { messaging, price: voice.carrier.pricing().sms }, voice }),
        {
          soleProcess: database.mode === 'pglite',
          periodicJobs: modulePeriodicJobs({ credentialsKey: env.CREDENTIALS_KEY }),
          oneAtATime: (work) => withDatabaseLock(database, setupLockKey, work),
        },
      )
    : null;
  // Social steps go out as automation tasks; until a cloud worker or the extension claims them,
  // the sandbox network answers (docs/sandbox-network.md, docs/automation-tasks.md).
  const stopSandboxWorker = queue ? startSandboxWorker(engineDeps) : null;
  // PGlite has no autovacuum: the embedded default is vacuumed and analyzed on a timer.
  const stopMaintenance = startPgliteMaintenance(database, logger);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });

  const removeAdminEndpoint = adminSecret
    ? writeAdminEndpoint(
        env.DATA_DIR,
        loopbackUrl(env.HOST, (server.address() as AddressInfo).port),
        adminSecret,
      )
    : () => {};
  announceStart({ env, server, database, mail, payments, voice, messaging, logger, seeded, startedAt });
  stopOnSignals(logger, [
    async () => removeAdminEndpoint(),
    async () => {
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await realtime.close();
      await httpClosed;
    },
    () => payments.close(),
    async () => stopSandboxWorker?.(),
    async () => stopMaintenance(),
    async () => engine?.stop(),
    async () => queue?.stop(),
    async () => {
      if (mail.mode === 'smtp') mail.close();
    },
    () => database.close(),
  ]);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

main(env).catch((error: unknown) => {
  // A data folder another process holds is the operator's to resolve: its message says how.
  const text =
    error instanceof DataDirLockedError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`The server could not start: ${text}\n`);
  process.exit(1);
});
