import type { DefaultEventsMap, Server } from 'socket.io';

/** The socket event names are declared once, in @outreach/core/events (the browser listens to the same). */
export { type ClientEvent, clientEvents, type ServerEvent, serverEvents } from '@outreach/core/events';

/**
 * Between API nodes (`io.serverSideEmitWithAck` through the cluster adapter, realtime.ts): a
 * node owns its sockets' state, so each node re-checks its own sockets and answers when done.
 */
export interface NodeEvents {
  credentials_changed: (spaceId: string, done: (handled: boolean) => void) => void;
  sessions_changed: (userId: string, done: (handled: boolean) => void) => void;
  /** A node's probe of its own Postgres LISTEN at start-up (cluster.ts). */
  adapter_ready_probe: (nonce: string) => void;
}

export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, NodeEvents>;

/** One room per workspace; a socket joins only the room of the space its token may see. */
export function spaceRoom(spaceId: string): string {
  return `space:${spaceId}`;
}

/** One room per connected account; a socket joins those its user may see (modules/credentials/credential-access.ts). */
export function credentialRoom(credentialId: string): string {
  return `credential:${credentialId}`;
}

/**
 * The AI room of a workspace (issue 28, ai-telephony §7 Realtime): sockets of that workspace that
 * sent `join_ai_room` hear the magic campaigns' events there.
 */
export function aiRoom(spaceId: string): string {
  return `ai:${spaceId}`;
}

/** One room per member of a workspace: a user's sockets in that space (an incoming call rings only them). */
export function userRoom(spaceId: string, userId: string): string {
  return `user:${spaceId}:${userId}`;
}
