import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getBrand } from '@outreach/brands';
import { createApp } from './app';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { demoCredentials, seedDemo } from './db/seed';
import { type Env, EnvError, loadEnv } from './env';
import { createQueue } from './jobs/queue';
import { createLogger } from './logger';
import { authSettingsFromEnv } from './modules/auth/auth.settings';
import { remoteOverridesFromEnv } from './modules/config/config.service';
import { createOutboxProvider } from './providers/mail/outbox.provider';
import { createSmtpProvider } from './providers/mail/smtp.provider';
import { createRealtime } from './realtime/realtime';

/**
 * The node entry point: one process serves the API, socket.io, the built front
 * end and the job workers. `npm run serve` (tsx api/src/server.ts).
 */
async function main(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL);
  const startedAt = performance.now();

  const database = await createDatabase({ url: env.DATABASE_URL, dataDir: join(env.DATA_DIR, 'pglite') });
  await migrate(database);
  const seed = env.DEMO_SEED ? await seedDemo(database.db) : null;

  // The request listener is in place before socket.io attaches, so socket.io
  // answers /socket.io and hands every other request to Hono.
  const server = createServer(getRequestListener((request, bindings) => app.fetch(request, bindings)));
  const realtime = createRealtime(server, { db: database.db, logger });
  // Real mail when SMTP_URL is set, else the outbox table (open /outbox to read it).
  const mail = env.SMTP_URL
    ? createSmtpProvider({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxProvider(database.db, { from: env.MAIL_FROM });
  const app = createApp({
    db: database,
    logger,
    realtime,
    mail,
    brandFallback: env.DEFAULT_BRAND,
    remoteOverrides: remoteOverridesFromEnv(env),
    distDir: env.DIST_DIR,
    credentialsKey: env.CREDENTIALS_KEY,
    publicUrl: env.PUBLIC_URL,
    auth: authSettingsFromEnv(env),
  });
  const queue = env.JOBS ? await createQueue(database, { logger }) : null;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });

  const { port } = server.address() as AddressInfo;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info(
    {
      port,
      host: env.HOST,
      database: database.mode,
      jobs: queue !== null,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'listening',
  );
  const signIn = seed ? ` — sign in as ${demoCredentials.email} / ${demoCredentials.password}` : '';
  process.stdout.write(`${getBrand(env.DEFAULT_BRAND).name} is running at ${url}${signIn}\n`);
  if (mail.mode === 'outbox') {
    logger.warn(
      'SMTP_URL is not set: emails are kept in the local outbox, readable by anyone who can reach /outbox',
    );
    process.stdout.write(`Emails (activation, password reset, invites) are in the outbox: ${url}/outbox\n`);
  }

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
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await realtime.close();
      await httpClosed;
      await queue?.stop();
      if (mail.mode === 'smtp') mail.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
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
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
