import type { ServerEvent } from './events';

/**
 * How services announce changes. The socket.io server implements it
 * (realtime.ts); tests use the recording one. Events are addressed to a
 * workspace, never broadcast, so no socket sees another workspace's events.
 * (Credential rooms join here with the credentials issue.)
 */
export interface RealtimeEmitter {
  toSpace(spaceId: string, event: ServerEvent, payload: unknown): void;
}

export const noopEmitter: RealtimeEmitter = { toSpace: () => {} };

export interface RecordedEvent {
  spaceId: string;
  event: ServerEvent;
  payload: unknown;
}

export interface RecordingEmitter extends RealtimeEmitter {
  readonly events: RecordedEvent[];
}

export function createRecordingEmitter(): RecordingEmitter {
  const events: RecordedEvent[] = [];
  return {
    events,
    toSpace: (spaceId, event, payload) => {
      events.push({ spaceId, event, payload });
    },
  };
}
