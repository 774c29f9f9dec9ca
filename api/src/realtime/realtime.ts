import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { SpaceRow, UserRow } from '../db/schema';
import type { Logger } from '../logger';
import type { RealtimeEmitter } from '../platform/announce';
import { type ClusterOptions, createCluster } from './cluster';
import { aiRoom, credentialRoom, type RealtimeServer, type ServerEvent, spaceRoom, userRoom } from './events';
import { type SocketData, SocketRooms } from './socket-rooms';

/** A signed-in session: its user and the hash of its token (kept to re-check the session later). */
export interface SocketSession {
  user: UserRow;
  tokenHash: string;
}

/**
 * Who a socket is and what it may see, handed in by the composition (server.ts, built in
 * channels/realtime-access.ts from the platform's identity and workspace rules and the
 * credentials module's visibility), so realtime imports no module.
 */
export interface RealtimeAccess {
  /** The session a bearer token signs in; null: not a valid token. */
  identify(token: string): Promise<SocketSession | null>;
  /** The same from a kept token hash; null once the session ended (logout, renewal, password change). */
  identifyByHash(tokenHash: string): Promise<SocketSession | null>;
  /**
   * The workspace `user` may open: `requested`, else their current one; null: none. An AppError
   * it throws answers the socket with its message.
   */
  openSpace(user: UserRow, requested: string | undefined): Promise<SpaceRow | null>;
  /** The workspace as `authorization` sends it (the space of GET /api/space/info). */
  describeSpace(space: SpaceRow): Promise<unknown>;
  /** The ids of the workspace's credentials `user` may see: the credential rooms its sockets are in. */
  visibleCredentialIds(spaceId: string, user: Pick<UserRow, 'id' | 'isAdmin'>): Promise<string[]>;
}

export interface Realtime extends RealtimeEmitter {
  readonly io: RealtimeServer;
  /** How this node reaches the others' sockets; null: one node, the in-memory adapter. */
  readonly cluster: 'postgres' | 'redis' | null;
  toUser(spaceId: string, userId: string, event: ServerEvent, payload: unknown): void;
  toAiRoom(spaceId: string, event: ServerEvent, payload: unknown): void;
  credentialsChanged(spaceId: string): Promise<void>;
  sessionsChanged(userId: string): Promise<void>;
  /**
   * Disconnects every socket and closes socket.io (and with it the HTTP server it is attached
   * to), then the cluster adapter's connections.
   */
  close(): Promise<void>;
}

export type AuthorizationResult = { ok: true; space: unknown } | { ok: false; error: string };

/** The ack of `change_credentials`. */
export type ChangeCredentialsResult =
  | { ok: true; credential_id: string | null }
  | { ok: false; error: string };

/**
 * socket.io at /socket.io, websocket transport only (spec platform §7 Realtime).
 * A socket sees nothing until it sends `server_create_connection {token, space}`;
 * then it joins exactly one workspace room, the one that token may see, and
 * gets `authorization {ok, space}` (also as the ack). Emitting goes through
 * `toSpace`, so events reach only that workspace's sockets.
 *
 * It also joins the room of every credential of that workspace its user may
 * see (`credential:<id>`, platform §6: a worker only their available
 * credentials); `toCredential` emits there. `credentialsChanged` re-checks the
 * rooms of a workspace's sockets when credentials are added, removed or
 * granted, and `change_credentials {old, new}` joins the newly selected one
 * (when allowed) and leaves the old one when it is no longer allowed.
 *
 * Several nodes (docs/decisions.md, "Several nodes"): with `cluster.redisUrl` socket.io goes
 * through Redis, else with `cluster.databaseUrl` through Postgres (LISTEN/NOTIFY), so `toSpace`
 * and `toCredential` reach sockets on every node. A socket's state (its user, token, rooms, task
 * queue) lives on the node it is connected to, so `credentialsChanged` and `sessionsChanged`
 * ask every node to re-check its own sockets (`serverSideEmitWithAck`) and wait for the answers.
 * Resolves once the adapter hears the other nodes: listen for requests only after that.
 *
 * `join_ai_room` puts an authorized socket in its workspace's AI room (`toAiRoom`, issue 28).
 * Later issues: join_prospects_room.
 */
export async function createRealtime(
  httpServer: HttpServer,
  options: { access: RealtimeAccess; logger: Logger; cluster?: ClusterOptions },
): Promise<Realtime> {
  const { access, logger } = options;
  const cluster = options.cluster ? await createCluster(options.cluster, logger) : null;
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    ...(cluster ? { adapter: cluster.adapter } : {}),
  });
  try {
    await cluster?.listening(io);
  } catch (error) {
    await io.close();
    await cluster?.close();
    throw error;
  }

  const rooms = new SocketRooms(access, logger);
  io.on('connection', (socket) => rooms.attach(socket));

  /** This node's sockets in a workspace re-join exactly the credential rooms their users may see. */
  async function recheckCredentialRooms(spaceId: string): Promise<void> {
    const ids = io.of('/').adapter.rooms.get(spaceRoom(spaceId)) ?? new Set<string>();
    const sockets = [...ids].flatMap((id) => io.of('/').sockets.get(id) ?? []);
    await Promise.all(
      sockets.map((socket) => rooms.enqueue(socket, () => rooms.syncCredentialRooms(socket))),
    );
  }

  /** This node's sockets of a user re-check their token and workspace. */
  async function recheckSessions(userId: string): Promise<void> {
    const sockets = [...io.of('/').sockets.values()].filter(
      (socket) => (socket.data as SocketData).user?.id === userId,
    );
    await Promise.all(sockets.map((socket) => rooms.enqueue(socket, () => rooms.recheckSession(socket))));
  }

  // Another node's credentialsChanged / sessionsChanged: answer once this node's sockets are done.
  io.on('credentials_changed', (spaceId, done) => {
    if (typeof spaceId === 'string') void recheckCredentialRooms(spaceId).then(() => done(true));
  });
  io.on('sessions_changed', (userId, done) => {
    if (typeof userId === 'string') void recheckSessions(userId).then(() => done(true));
  });

  /**
   * Waits for every other node known to the adapter (a node down or slow past the adapter's
   * timeout is logged, not fatal: the HTTP action that changed the rights has already happened).
   */
  async function onOtherNodes(event: 'credentials_changed' | 'sessions_changed', id: string) {
    if (!cluster) return;
    try {
      await io.serverSideEmitWithAck(event, id);
    } catch (error) {
      logger.warn({ err: error, event }, 'realtime: a node did not answer in time');
    }
  }

  return {
    io,
    cluster: cluster?.kind ?? null,
    toSpace(spaceId, event, payload) {
      io.to(spaceRoom(spaceId)).emit(event, payload);
    },
    toCredential(credentialId, event, payload) {
      io.to(credentialRoom(credentialId)).emit(event, payload);
    },
    toUser(spaceId, userId, event, payload) {
      io.to(userRoom(spaceId, userId)).emit(event, payload);
    },
    toAiRoom(spaceId, event, payload) {
      io.to(aiRoom(spaceId)).emit(event, payload);
    },
    async credentialsChanged(spaceId) {
      await Promise.all([recheckCredentialRooms(spaceId), onOtherNodes('credentials_changed', spaceId)]);
    },
    async sessionsChanged(userId) {
      await Promise.all([recheckSessions(userId), onOtherNodes('sessions_changed', userId)]);
    },
    async close() {
      await io.close();
      await cluster?.close();
    },
  };
}
