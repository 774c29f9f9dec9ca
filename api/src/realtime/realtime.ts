import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { Db } from '../db/client';
import { AppError, errorMessages } from '../errors';
import type { Logger } from '../logger';
import { findUserByToken } from '../modules/auth/auth.service';
import { resolveSpace, type SpaceJson, spaceInfo } from '../modules/spaces/spaces.service';
import type { RealtimeEmitter } from './emitter';
import { clientEvents, serverEvents, spaceRoom } from './events';

export interface Realtime extends RealtimeEmitter {
  readonly io: Server;
  /** Disconnects every socket and closes socket.io (and with it the HTTP server it is attached to). */
  close(): Promise<void>;
}

export type AuthorizationResult = { ok: true; space: SpaceJson } | { ok: false; error: string };

const connectionRequest = z.object({
  token: z.string().min(1),
  space: z.string().nullish(),
});

interface SocketData {
  spaceId?: string;
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
 * Later issues: credential rooms (change_credentials), join_ai_room,
 * join_prospects_room, and the Postgres adapter for several nodes.
 */
export function createRealtime(httpServer: HttpServer, options: { db: Db; logger: Logger }): Realtime {
  const { db, logger } = options;
  const io = new Server(httpServer, { path: '/socket.io', transports: ['websocket'], serveClient: false });

  async function authorize(socket: Socket, data: unknown): Promise<AuthorizationResult> {
    const request = connectionRequest.safeParse(data);
    if (!request.success) return { ok: false, error: errorMessages.tokenNotValid };
    const found = await findUserByToken(db, request.data.token);
    if (!found) return { ok: false, error: errorMessages.tokenNotValid };
    const space = await resolveSpace(db, found.user, request.data.space ?? undefined);
    if (!space) return { ok: false, error: errorMessages.spaceNotFound };

    const socketData = socket.data as SocketData;
    if (socketData.spaceId === space.id) {
      const result = { ok: true as const, space: await spaceInfo(db, space) };
      socket.emit(serverEvents.alreadyAuthorized, result);
      return result;
    }
    if (socketData.spaceId) await socket.leave(spaceRoom(socketData.spaceId));
    socketData.spaceId = space.id;
    await socket.join(spaceRoom(space.id));
    return { ok: true, space: await spaceInfo(db, space) };
  }

  io.on('connection', (socket) => {
    const socketData = socket.data as SocketData;
    socketData.queue = Promise.resolve();

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
        }
        socket.emit(serverEvents.authorization, result);
        if (typeof ack === 'function') ack(result);
      });
    });
  });

  return {
    io,
    toSpace(spaceId, event, payload) {
      io.to(spaceRoom(spaceId)).emit(event, payload);
    },
    close: () => io.close(),
  };
}
