import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { realtimeAccess } from '../src/channels/realtime-access';
import type { DatabaseMode } from '../src/db/client';
import { silentLogger } from '../src/logger';
import { clientEvents } from '../src/realtime/events';
import { type AuthorizationResult, createRealtime, type Realtime } from '../src/realtime/realtime';
import { createTestContext, type TestClient, type TestContext } from './helpers';

/**
 * A socket.io client connected to `url` as the sdk connects (websocket only, no reconnection),
 * added to `opened` so the test can disconnect them all afterwards.
 */
export async function connectSocket(url: string, opened: Socket[]): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The app with realtime, served over HTTP on a free loopback port, as a realtime suite uses it. */
export interface RealtimeServer {
  readonly ctx: TestContext;
  readonly realtime: Realtime;
  /** The app the server serves: requests through it emit on `realtime`. */
  readonly client: TestClient;
  readonly url: string;
  /** A new socket on the server, disconnected after the suite. */
  connect(): Promise<Socket>;
  /** `server_create_connection` with `data` (a token, a space), answered by its acknowledgement. */
  authorize(socket: Socket, data: unknown): Promise<AuthorizationResult>;
}

/**
 * Registers in the calling describe a realtime server on `mode`: started before the first test,
 * its sockets disconnected and everything closed after the last. Read its fields inside tests.
 */
export function useRealtimeServer(mode: DatabaseMode): RealtimeServer {
  let ctx: TestContext | undefined;
  let realtime: Realtime | undefined;
  let client: TestClient | undefined;
  let url: string | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    const server = createServer(getRequestListener((request) => ready(client).app.fetch(request)));
    realtime = await createRealtime(server, {
      access: realtimeAccess(ctx.database.db),
      logger: silentLogger,
    });
    client = ctx.withApp({ realtime });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await realtime?.close();
    await ctx?.close();
  });
  return {
    get ctx() {
      return ready(ctx);
    },
    get realtime() {
      return ready(realtime);
    },
    get client() {
      return ready(client);
    },
    get url() {
      return ready(url);
    },
    connect: () => connectSocket(ready(url), sockets),
    authorize: async (socket, data) =>
      (await socket
        .timeout(5000)
        .emitWithAck(clientEvents.serverCreateConnection, data)) as AuthorizationResult,
  };
}

function ready<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the realtime server starts in beforeAll: use it inside tests');
  return value;
}

/** A round trip per socket (`change_credentials`, which answers any socket), so anything emitted before has arrived. */
export async function flushSockets(sockets: Socket[]): Promise<void> {
  await Promise.all(
    sockets.map((socket) => socket.timeout(5000).emitWithAck(clientEvents.changeCredentials, {})),
  );
}
