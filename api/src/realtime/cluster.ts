import { randomUUID } from 'node:crypto';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import pg from 'pg';
import { createClient } from 'redis';
import type { ServerOptions } from 'socket.io';
import { MessageType } from 'socket.io-adapter';
import type { Logger } from '../logger';
import type { RealtimeServer } from './events';

/** Where socket.io meets the other API nodes. Redis when `redisUrl` is set, else Postgres with `databaseUrl`. */
export interface ClusterOptions {
  databaseUrl?: string;
  redisUrl?: string;
}

/** A socket.io adapter that carries rooms, emits and server-side events between API nodes. */
export interface Cluster {
  kind: 'postgres' | 'redis';
  adapter: ServerOptions['adapter'];
  /** Resolves once `io` (built with `adapter`) receives what other nodes publish. */
  listening(io: RealtimeServer): Promise<void>;
  /** After `io.close()`: ends the adapter's connections. */
  close(): Promise<void>;
}

/** The adapter's defaults, written out because the readiness probe publishes on the same channel. */
const channelPrefix = 'socket.io';
const attachmentsTable = 'socket_io_attachments';
/** How long a node waits to hear its own probe before giving up on start-up. */
const listeningTimeoutMs = 10_000;

/** null when there is nothing to share (PGlite alone: one process, the in-memory adapter). */
export async function createCluster(options: ClusterOptions, logger: Logger): Promise<Cluster | null> {
  if (options.redisUrl) return createRedisCluster(options.redisUrl, logger);
  if (options.databaseUrl) return createPostgresCluster(options.databaseUrl, logger);
  return null;
}

async function createPostgresCluster(databaseUrl: string, logger: Logger): Promise<Cluster> {
  // node-postgres, not the app's postgres.js: the adapter needs a pg.Pool. Two connections: one
  // stays in LISTEN, the other sends every NOTIFY in turn, so a node's emits arrive in order.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let closing = false;
  // An idle client dropped by the server must not crash the process; the adapter reconnects.
  pool.on('error', (error) => logger.warn({ err: error }, 'realtime: Postgres adapter connection lost'));
  try {
    await createAttachmentsTable(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    adapter: createPostgresAdapter(pool, {
      channelPrefix,
      tableName: attachmentsTable,
      errorHandler: (error) => {
        if (!closing) logger.warn({ err: error }, 'realtime: Postgres adapter error');
      },
    }),
    listening: (io) => postgresListening(io, pool),
    async close() {
      closing = true;
      await pool.end();
    },
  };
}

/**
 * The adapter's table for payloads over NOTIFY's 8000-byte limit (or binary). Created here, not
 * by a drizzle migration: it belongs to the adapter (its name is an adapter option, its rows live
 * seconds and the adapter deletes them), it exists only where the adapter runs (never on
 * PGlite), and the app's schema stays the app's. The advisory lock keeps nodes starting
 * together from racing on `CREATE TABLE IF NOT EXISTS` (which can fail on pg_type otherwise).
 */
async function createAttachmentsTable(pool: pg.Pool): Promise<void> {
  await pool.query(`
    BEGIN;
    SELECT pg_advisory_xact_lock(hashtext('${attachmentsTable}'));
    CREATE TABLE IF NOT EXISTS ${attachmentsTable} (
      id bigserial UNIQUE,
      created_at timestamptz DEFAULT NOW(),
      payload bytea
    );
    COMMIT;
  `);
}

/**
 * The adapter starts LISTEN in the background with no signal when it is done; a node that
 * serves sockets before then would miss other nodes' emits. So the node notifies its own
 * channel, in the format of socket.io's emitters (uid `emitter`, which nodes do not count as a
 * peer), a server-side event carrying a nonce, until it hears it back.
 */
function postgresListening(io: RealtimeServer, pool: pg.Pool): Promise<void> {
  const nonce = randomUUID();
  const probe = JSON.stringify({
    uid: 'emitter',
    nsp: '/',
    type: MessageType.SERVER_SIDE_EMIT,
    data: { packet: ['adapter_ready_probe', nonce] },
  });
  return new Promise((resolve, reject) => {
    const heard = (value: string) => {
      if (value === nonce) finish();
    };
    const send = () => {
      pool.query('SELECT pg_notify($1, $2)', [`${channelPrefix}#/`, probe]).catch(() => {
        // The deadline below reports a database that never answers.
      });
    };
    const retry = setInterval(send, 100);
    const deadline = setTimeout(
      () => finish(new Error(`realtime: no Postgres notification within ${listeningTimeoutMs} ms`)),
      listeningTimeoutMs,
    );
    function finish(error?: Error) {
      clearInterval(retry);
      clearTimeout(deadline);
      io.off('adapter_ready_probe', heard);
      if (error) reject(error);
      else resolve();
    }
    io.on('adapter_ready_probe', heard);
    send();
  });
}

async function createRedisCluster(redisUrl: string, logger: Logger): Promise<Cluster> {
  // Two connections: one goes into subscriber mode and can only listen.
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    // node-redis reconnects by itself; without a listener an error would crash the process.
    client.on('error', (error: unknown) => logger.warn({ err: error }, 'realtime: Redis adapter error'));
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.destroy();
    subscriber.destroy();
    throw error;
  }
  return {
    kind: 'redis',
    adapter: createRedisAdapter(publisher, subscriber),
    // The adapter subscribes when io builds it; Redis answers a connection's commands in order,
    // so the PING's reply means the subscriptions before it are active.
    listening: async () => {
      await subscriber.ping();
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
