import type { DefaultEventsMap, Server } from 'socket.io';

/**
 * Socket event names, exactly as the spec writes them (platform §7 Realtime,
 * outreach §7 Realtime). Websocket transport only.
 */

/** Server -> client. */
export const serverEvents = {
  updateSpace: 'update_space',
  updateCredits: 'update_credits',
  updateUser: 'update_user',
  updateCredentials: 'update_credentials',
  updateCredentialsIntegrations: 'update_credentials_integrations',
  updateIntegration: 'update_integration',
  setProxy: 'set_proxy',
  updateUnreadCounter: 'update_unread_counter',
  authorization: 'authorization',
  updateWorkflow: 'update_workflow',
  refetchData: 'refetch_data',
  refetchWorkflows: 'refetch_workflows',
  alreadyAuthorized: 'already_authorized',
  /** A CSV import's progress after each batch (modules/csv-import): `{ upload_id, processed, total, added, refused, … }`. */
  csvImportProgress: 'csv_import_progress',
  /** An outreach event was logged (modules/activity/event-log.ts): the row as the activity feed lists it. */
  newActivity: 'new_activity',
} as const;

export type ServerEvent = (typeof serverEvents)[keyof typeof serverEvents];

/** Client -> server. */
export const clientEvents = {
  serverCreateConnection: 'server_create_connection',
  joinAiRoom: 'join_ai_room',
  changeCredentials: 'change_credentials',
  joinProspectsRoom: 'join_prospects_room',
} as const;

export type ClientEvent = (typeof clientEvents)[keyof typeof clientEvents];

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
