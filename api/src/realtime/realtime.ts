import type { Server as HttpServer } from 'node:http';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { SpaceRow, UserRow } from '../db/schema';
import { AppError, errorMessages } from '../errors';
import type { Logger } from '../logger';
import type { RealtimeEmitter } from '../platform/announce';
import { type ClusterOptions, createCluster } from './cluster';
import {
  clientEvents,
  credentialRoom,
  type NodeEvents,
  type RealtimeServer,
  serverEvents,
  spaceRoom,
} from './events';

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

const connectionRequest = z.object({
  token: z.string().min(1),
  space: z.string().nullish(),
});

const changeCredentialsRequest = z.object({
  old: z.string().nullish(),
  new: z.string().nullish(),
});

type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, NodeEvents>;

interface SocketData {
  spaceId?: string;
  user?: { id: string; isAdmin: boolean };
  /** The hash of the token the socket authorized with: a revoked token ends its rooms. */
  tokenHash?: string;
  /** The credential rooms this socket is in. */
  credentialIds: Set<string>;
  /** Authorizations of one socket run one after another, so the last one decides its room. */
  queue: Promise<unknown>;
}

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
 * Later issues: join_ai_room, join_prospects_room.
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

  async function authorize(socket: RealtimeSocket, data: unknown): Promise<AuthorizationResult> {
    const request = connectionRequest.safeParse(data);
    if (!request.success) return { ok: false, error: errorMessages.tokenNotValid };
    const found = await access.identify(request.data.token);
    if (!found) return { ok: false, error: errorMessages.tokenNotValid };
    const space = await access.openSpace(found.user, request.data.space ?? undefined);
    if (!space) return { ok: false, error: errorMessages.spaceNotFound };

    const socketData = socket.data as SocketData;
    socketData.user = { id: found.user.id, isAdmin: found.user.isAdmin };
    socketData.tokenHash = found.tokenHash;
    if (socketData.spaceId === space.id) {
      await syncCredentialRooms(socket);
      const result = { ok: true as const, space: await access.describeSpace(space) };
      socket.emit(serverEvents.alreadyAuthorized, result);
      return result;
    }
    if (socketData.spaceId) await socket.leave(spaceRoom(socketData.spaceId));
    socketData.spaceId = space.id;
    await socket.join(spaceRoom(space.id));
    await syncCredentialRooms(socket);
    return { ok: true, space: await access.describeSpace(space) };
  }

  /** Puts the socket in exactly the credential rooms its user may see in its workspace. */
  async function syncCredentialRooms(socket: RealtimeSocket): Promise<void> {
    const socketData = socket.data as SocketData;
    const allowed =
      socketData.spaceId && socketData.user
        ? new Set(await access.visibleCredentialIds(socketData.spaceId, socketData.user))
        : new Set<string>();
    for (const id of socketData.credentialIds) {
      if (!allowed.has(id)) await socket.leave(credentialRoom(id));
    }
    for (const id of allowed) {
      if (!socketData.credentialIds.has(id)) await socket.join(credentialRoom(id));
    }
    socketData.credentialIds = allowed;
  }

  async function changeCredentials(socket: RealtimeSocket, data: unknown): Promise<ChangeCredentialsResult> {
    const socketData = socket.data as SocketData;
    if (!socketData.spaceId || !socketData.user) return { ok: false, error: errorMessages.tokenNotValid };
    const request = changeCredentialsRequest.safeParse(data);
    if (!request.success) return { ok: false, error: 'Credentials not found' };
    // Rights may have changed since the socket authorized: re-check, then answer for `new`.
    await syncCredentialRooms(socket);
    const wanted = request.data.new ?? null;
    if (wanted === null) return { ok: true, credential_id: null };
    // The rooms were just synced with what the user may see.
    if (!socketData.credentialIds.has(wanted)) {
      return { ok: false, error: 'Credentials not found' };
    }
    return { ok: true, credential_id: wanted };
  }

  /** Leaves every room; the socket must authorize again to hear anything. */
  async function dropAuthorization(socket: RealtimeSocket, error: string): Promise<void> {
    const socketData = socket.data as SocketData;
    if (socketData.spaceId) await socket.leave(spaceRoom(socketData.spaceId));
    socketData.spaceId = undefined;
    socketData.user = undefined;
    socketData.tokenHash = undefined;
    await syncCredentialRooms(socket);
    socket.emit(serverEvents.authorization, { ok: false, error } satisfies AuthorizationResult);
  }

  /** A socket keeps its rooms only while its token is valid and its user still belongs to its workspace. */
  async function recheckSession(socket: RealtimeSocket): Promise<void> {
    const socketData = socket.data as SocketData;
    if (!socketData.tokenHash || !socketData.spaceId) return;
    const found = await access.identifyByHash(socketData.tokenHash);
    if (!found) return dropAuthorization(socket, errorMessages.tokenNotValid);
    const space = await access.openSpace(found.user, socketData.spaceId).catch(() => null);
    if (!space || space.id !== socketData.spaceId)
      return dropAuthorization(socket, errorMessages.spaceNotFound);
    await syncCredentialRooms(socket);
  }

  /** Runs socket work one step after another (authorizations and room changes must not interleave). */
  function enqueue(socket: RealtimeSocket, work: () => Promise<void>): Promise<void> {
    const socketData = socket.data as SocketData;
    const next = socketData.queue.then(work).catch((error: unknown) => {
      logger.error({ err: error }, 'realtime: socket task failed');
    });
    socketData.queue = next;
    return next;
  }

  io.on('connection', (socket) => {
    const socketData = socket.data as SocketData;
    socketData.queue = Promise.resolve();
    socketData.credentialIds = new Set();

    socket.on(clientEvents.changeCredentials, (data: unknown, ack?: unknown) => {
      void enqueue(socket, async () => {
        let result: ChangeCredentialsResult;
        try {
          result = await changeCredentials(socket, data);
        } catch (error) {
          logger.error({ err: error }, 'realtime: change_credentials failed');
          result = { ok: false, error: errorMessages.unexpected };
        }
        if (typeof ack === 'function') ack(result);
      });
    });

    socket.on(clientEvents.serverCreateConnection, (data: unknown, ack?: unknown) => {
      socketData.queue = socketData.queue.then(async () => {
        let result: AuthorizationResult;
        try {
          result = await authorize(socket, data);
        } catch (error) {
          if (error instanceof AppError) result = { ok: false, error: error.message };
          else {
            logger.error({ err: error }, 'realtime: authorization failed');
            result = { ok: false, error: errorMessages.unexpected };
          }
        }
        if (!result.ok && socketData.spaceId) {
          // A failed re-authorization leaves the socket in no room at all.
          await socket.leave(spaceRoom(socketData.spaceId));
          socketData.spaceId = undefined;
          socketData.user = undefined;
          await syncCredentialRooms(socket);
        }
        socket.emit(serverEvents.authorization, result);
        if (typeof ack === 'function') ack(result);
      });
    });
  });

  /** This node's sockets in a workspace re-join exactly the credential rooms their users may see. */
  async function recheckCredentialRooms(spaceId: string): Promise<void> {
    const ids = io.of('/').adapter.rooms.get(spaceRoom(spaceId)) ?? new Set<string>();
    const sockets = [...ids].flatMap((id) => io.of('/').sockets.get(id) ?? []);
    await Promise.all(sockets.map((socket) => enqueue(socket, () => syncCredentialRooms(socket))));
  }

  /** This node's sockets of a user re-check their token and workspace. */
  async function recheckSessions(userId: string): Promise<void> {
    const sockets = [...io.of('/').sockets.values()].filter(
      (socket) => (socket.data as SocketData).user?.id === userId,
    );
    await Promise.all(sockets.map((socket) => enqueue(socket, () => recheckSession(socket))));
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
