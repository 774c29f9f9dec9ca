/**
 * The rooms of this node's sockets (split out of realtime.ts): a socket's authorization into one
 * workspace room, its credential rooms, the re-checks when rights or sessions change, and the
 * queue that keeps one socket's room changes from interleaving. The socket's state lives in
 * `socket.data` on the node it is connected to.
 */
import type { DefaultEventsMap, Socket } from 'socket.io';
import { z } from 'zod';
import { AppError, errorMessages } from '../errors';
import type { Logger } from '../logger';
import {
  aiRoom,
  clientEvents,
  credentialRoom,
  type NodeEvents,
  serverEvents,
  spaceRoom,
  userRoom,
} from './events';
import type { AuthorizationResult, ChangeCredentialsResult, RealtimeAccess } from './realtime';

const connectionRequest = z.object({
  token: z.string().min(1),
  space: z.string().nullish(),
});

const changeCredentialsRequest = z.object({
  old: z.string().nullish(),
  new: z.string().nullish(),
});

export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, NodeEvents>;

export interface SocketData {
  spaceId?: string;
  user?: { id: string; isAdmin: boolean };
  /** The hash of the token the socket authorized with: a revoked token ends its rooms. */
  tokenHash?: string;
  /** The credential rooms this socket is in. */
  credentialIds: Set<string>;
  /** The workspace whose AI room the socket is in (`join_ai_room`), left with that workspace. */
  aiSpaceId?: string;
  /** Authorizations of one socket run one after another, so the last one decides its room. */
  queue: Promise<unknown>;
}

/** What the sockets of this node may join, asked of the access rules handed in. */
export class SocketRooms {
  private readonly access: RealtimeAccess;
  private readonly logger: Logger;

  constructor(access: RealtimeAccess, logger: Logger) {
    this.access = access;
    this.logger = logger;
  }

  /** A new socket: no room yet, and its two client events. */
  attach(socket: RealtimeSocket): void {
    const socketData = socket.data as SocketData;
    socketData.queue = Promise.resolve();
    socketData.credentialIds = new Set();
    socket.on(clientEvents.changeCredentials, (data: unknown, ack?: unknown) => {
      void this.enqueue(socket, () => this.answerChangeCredentials(socket, data, ack));
    });
    socket.on(clientEvents.serverCreateConnection, (data: unknown, ack?: unknown) => {
      socketData.queue = socketData.queue.then(() => this.answerConnection(socket, data, ack));
    });
    socket.on(clientEvents.joinAiRoom, (_data: unknown, ack?: unknown) => {
      void this.enqueue(socket, () => this.answerJoinAiRoom(socket, ack));
    });
  }

  /**
   * `join_ai_room` (ai-telephony §7): after authorization, the socket joins its workspace's AI
   * room; the ack says `{ ok }` (false before the socket is authorized).
   */
  private async answerJoinAiRoom(socket: RealtimeSocket, ack: unknown): Promise<void> {
    const socketData = socket.data as SocketData;
    const spaceId = socketData.user ? socketData.spaceId : undefined;
    if (spaceId) {
      await socket.join(aiRoom(spaceId));
      socketData.aiSpaceId = spaceId;
    }
    const result = spaceId
      ? { ok: true as const }
      : { ok: false as const, error: errorMessages.tokenNotValid };
    if (typeof ack === 'function') ack(result);
  }

  /** Leaves the AI room the socket joined (its workspace changed or its authorization ended). */
  private async leaveAiRoom(socket: RealtimeSocket): Promise<void> {
    const socketData = socket.data as SocketData;
    if (socketData.aiSpaceId) await socket.leave(aiRoom(socketData.aiSpaceId));
    socketData.aiSpaceId = undefined;
  }

  /** Runs socket work one step after another (authorizations and room changes must not interleave). */
  enqueue(socket: RealtimeSocket, work: () => Promise<void>): Promise<void> {
    const socketData = socket.data as SocketData;
    const next = socketData.queue.then(work).catch((error: unknown) => {
      this.logger.error({ err: error }, 'realtime: socket task failed');
    });
    socketData.queue = next;
    return next;
  }

  /** Leaves the room of the socket's user in its workspace (before the user or the space changes). */
  private async leaveUserRoom(socket: RealtimeSocket): Promise<void> {
    const socketData = socket.data as SocketData;
    if (socketData.spaceId && socketData.user)
      await socket.leave(userRoom(socketData.spaceId, socketData.user.id));
  }

  /** Puts the socket in exactly the credential rooms its user may see in its workspace. */
  async syncCredentialRooms(socket: RealtimeSocket): Promise<void> {
    const socketData = socket.data as SocketData;
    const allowed =
      socketData.spaceId && socketData.user
        ? new Set(await this.access.visibleCredentialIds(socketData.spaceId, socketData.user))
        : new Set<string>();
    for (const id of socketData.credentialIds) {
      if (!allowed.has(id)) await socket.leave(credentialRoom(id));
    }
    for (const id of allowed) {
      if (!socketData.credentialIds.has(id)) await socket.join(credentialRoom(id));
    }
    socketData.credentialIds = allowed;
  }

  /** A socket keeps its rooms only while its token is valid and its user still belongs to its workspace. */
  async recheckSession(socket: RealtimeSocket): Promise<void> {
    const socketData = socket.data as SocketData;
    if (!socketData.tokenHash || !socketData.spaceId) return;
    const found = await this.access.identifyByHash(socketData.tokenHash);
    if (!found) return this.dropAuthorization(socket, errorMessages.tokenNotValid);
    const space = await this.access.openSpace(found.user, socketData.spaceId).catch(() => null);
    if (!space || space.id !== socketData.spaceId)
      return this.dropAuthorization(socket, errorMessages.spaceNotFound);
    await this.syncCredentialRooms(socket);
  }

  private async authorize(socket: RealtimeSocket, data: unknown): Promise<AuthorizationResult> {
    const request = connectionRequest.safeParse(data);
    if (!request.success) return { ok: false, error: errorMessages.tokenNotValid };
    const found = await this.access.identify(request.data.token);
    if (!found) return { ok: false, error: errorMessages.tokenNotValid };
    const space = await this.access.openSpace(found.user, request.data.space ?? undefined);
    if (!space) return { ok: false, error: errorMessages.spaceNotFound };

    const socketData = socket.data as SocketData;
    await this.leaveUserRoom(socket);
    socketData.user = { id: found.user.id, isAdmin: found.user.isAdmin };
    socketData.tokenHash = found.tokenHash;
    if (socketData.spaceId === space.id) {
      await socket.join(userRoom(space.id, found.user.id));
      await this.syncCredentialRooms(socket);
      const result = { ok: true as const, space: await this.access.describeSpace(space) };
      socket.emit(serverEvents.alreadyAuthorized, result);
      return result;
    }
    if (socketData.spaceId) await socket.leave(spaceRoom(socketData.spaceId));
    await this.leaveAiRoom(socket);
    socketData.spaceId = space.id;
    await socket.join(spaceRoom(space.id));
    await socket.join(userRoom(space.id, found.user.id));
    await this.syncCredentialRooms(socket);
    return { ok: true, space: await this.access.describeSpace(space) };
  }

  /** `server_create_connection`: authorize, answer with `authorization` (and the ack). */
  private async answerConnection(socket: RealtimeSocket, data: unknown, ack: unknown): Promise<void> {
    const socketData = socket.data as SocketData;
    let result: AuthorizationResult;
    try {
      result = await this.authorize(socket, data);
    } catch (error) {
      if (error instanceof AppError) result = { ok: false, error: error.message };
      else {
        this.logger.error({ err: error }, 'realtime: authorization failed');
        result = { ok: false, error: errorMessages.unexpected };
      }
    }
    if (!result.ok && socketData.spaceId) {
      // A failed re-authorization leaves the socket in no room at all.
      await this.leaveUserRoom(socket);
      await socket.leave(spaceRoom(socketData.spaceId));
      await this.leaveAiRoom(socket);
      socketData.spaceId = undefined;
      socketData.user = undefined;
      await this.syncCredentialRooms(socket);
    }
    socket.emit(serverEvents.authorization, result);
    if (typeof ack === 'function') ack(result);
  }

  private async changeCredentials(socket: RealtimeSocket, data: unknown): Promise<ChangeCredentialsResult> {
    const socketData = socket.data as SocketData;
    if (!socketData.spaceId || !socketData.user) return { ok: false, error: errorMessages.tokenNotValid };
    const request = changeCredentialsRequest.safeParse(data);
    if (!request.success) return { ok: false, error: 'Credentials not found' };
    // Rights may have changed since the socket authorized: re-check, then answer for `new`.
    await this.syncCredentialRooms(socket);
    const wanted = request.data.new ?? null;
    if (wanted === null) return { ok: true, credential_id: null };
    // The rooms were just synced with what the user may see.
    if (!socketData.credentialIds.has(wanted)) {
      return { ok: false, error: 'Credentials not found' };
    }
    return { ok: true, credential_id: wanted };
  }

  /** `change_credentials`: the ack says whether the newly selected credential is allowed. */
  private async answerChangeCredentials(socket: RealtimeSocket, data: unknown, ack: unknown): Promise<void> {
    let result: ChangeCredentialsResult;
    try {
      result = await this.changeCredentials(socket, data);
    } catch (error) {
      this.logger.error({ err: error }, 'realtime: change_credentials failed');
      result = { ok: false, error: errorMessages.unexpected };
    }
    if (typeof ack === 'function') ack(result);
  }

  /** Leaves every room; the socket must authorize again to hear anything. */
  private async dropAuthorization(socket: RealtimeSocket, error: string): Promise<void> {
    const socketData = socket.data as SocketData;
    await this.leaveUserRoom(socket);
    if (socketData.spaceId) await socket.leave(spaceRoom(socketData.spaceId));
    await this.leaveAiRoom(socket);
    socketData.spaceId = undefined;
    socketData.user = undefined;
    socketData.tokenHash = undefined;
    await this.syncCredentialRooms(socket);
    socket.emit(serverEvents.authorization, { ok: false, error } satisfies AuthorizationResult);
  }
}
