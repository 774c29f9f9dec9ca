import type { ServerEvent } from '@outreach/core/events';

/**
 * How services announce changes: the announce-a-change interface of the platform. Services,
 * the engine and providers receive one (SpaceScope.realtime, EngineDeps.realtime) and never
 * import the socket server; realtime/realtime.ts implements it, tests use the recording one.
 * Events are addressed to a workspace or a connected account, never broadcast, so no socket
 * sees another workspace's events.
 */
export interface RealtimeEmitter {
  toSpace(spaceId: string, event: ServerEvent, payload: unknown): void;
  /** To the sockets that may see this connected account (room `credential:<id>`). */
  toCredential(credentialId: string, event: ServerEvent, payload: unknown): void;
  /** To one member's sockets in one workspace (room `user:<space>:<user>`). */
  toUser?(spaceId: string, userId: string, event: ServerEvent, payload: unknown): void;
  /** To the workspace's sockets that joined its AI room (`join_ai_room`: the magic campaigns' events). */
  toAiRoom?(spaceId: string, event: ServerEvent, payload: unknown): void;
  /**
   * Who may see which credentials in a workspace changed (one added, removed, or
   * granted to a member): sockets re-join their credential rooms. Awaited before
   * emitting to a new credential's room.
   */
  credentialsChanged?(spaceId: string): Promise<void>;
  /**
   * A user's sessions or memberships changed (logout, token renewal, password change, leaving
   * or being removed from a workspace): their sockets re-check their token and workspace and
   * leave every room they may no longer be in.
   */
  sessionsChanged?(userId: string): Promise<void>;
}

export const noopEmitter: RealtimeEmitter = { toSpace: () => {}, toCredential: () => {} };

export interface RecordedEvent {
  spaceId: string;
  event: ServerEvent;
  payload: unknown;
}

export interface RecordedCredentialEvent {
  credentialId: string;
  event: ServerEvent;
  payload: unknown;
}

export interface RecordedUserEvent extends RecordedEvent {
  userId: string;
}

export interface RecordingEmitter extends RealtimeEmitter {
  readonly events: RecordedEvent[];
  readonly userEvents: RecordedUserEvent[];
  readonly credentialEvents: RecordedCredentialEvent[];
  /** What went to workspaces' AI rooms. */
  readonly aiEvents: RecordedEvent[];
  /** The users whose sessions were re-checked, in order. */
  readonly sessionChecks: string[];
}

export function createRecordingEmitter(): RecordingEmitter {
  const events: RecordedEvent[] = [];
  const credentialEvents: RecordedCredentialEvent[] = [];
  const sessionChecks: string[] = [];
  const userEvents: RecordedUserEvent[] = [];
  const aiEvents: RecordedEvent[] = [];
  return {
    events,
    userEvents,
    credentialEvents,
    aiEvents,
    sessionChecks,
    toSpace: (spaceId, event, payload) => {
      events.push({ spaceId, event, payload });
    },
    toCredential: (credentialId, event, payload) => {
      credentialEvents.push({ credentialId, event, payload });
    },
    toUser: (spaceId, userId, event, payload) => {
      userEvents.push({ spaceId, userId, event, payload });
    },
    toAiRoom: (spaceId, event, payload) => {
      aiEvents.push({ spaceId, event, payload });
    },
    credentialsChanged: async () => {},
    sessionsChanged: async (userId) => {
      sessionChecks.push(userId);
    },
  };
}
