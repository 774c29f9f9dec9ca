/**
 * Event names shared by the API and the browser, declared once (issue 24): the API emits them,
 * the sdk's socket client and the remotes listen or offer them.
 */

/**
 * Domain events of the outreach area, named as the webhook trigger events of spec outreach §3
 * ("Trigger events"), in the spec's order. The API emits them (platform/outreach-events.ts),
 * webhooks and Zapier filter by them, the inbox remote offers them as triggers and feed filters.
 */
export const outreachEventNames = [
  'mark_as_customer',
  'mark_as_lead',
  'meet_booked',
  'message_sent',
  'invite_sent',
  'invite_accepted',
  'got_reply',
  'new_message',
  'add_label',
  'add_ai_label',
  'delete_label',
  'new_email',
  'email_sent',
  'clicked_email_link',
  'clicked_message_link',
] as const;
export type OutreachEventName = (typeof outreachEventNames)[number];

export function isOutreachEventName(name: string): name is OutreachEventName {
  return (outreachEventNames as readonly string[]).includes(name);
}

/**
 * Socket event names, exactly as the spec writes them (platform §7 Realtime, outreach §7
 * Realtime). Websocket transport only. Server -> client.
 */
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
  /**
   * An inbox message's delivery changed (queued -> sent or failed, modules/automation): `{ _id,
   * dialog_id, status, error }`, to the account's room, so an open chat updates without a reload.
   */
  updateMessage: 'update_message',
  /**
   * A call rings one of the member's numbers (modules/dialer/incoming.service.ts): `{ call_id,
   * phone_id, from, to, ring_ms }`, to that member's sockets in that workspace only.
   */
  incomingCall: 'incoming_call',
  /**
   * A call-log entry was created or changed (modules/dialer/call-updates.ts): `{ call_id,
   * prospect_id, dialog_id, status }`, to the workspace room; the browser refetches what it shows.
   */
  dialerCallUpdated: 'dialer_call_updated',
  /**
   * A mailbox's warm-up changed by itself (issue 29: stopped on a bounce, a complaint or a
   * blocklisted IP): `{ mailbox_id, status, stop_reason }`, to the workspace room.
   */
  warmupUpdated: 'warmup_updated',
  /**
   * A magic campaign was built (issue 28, ai-telephony §7 Realtime): `{ workflow_id }`, to the
   * workspace's AI room (sockets that sent join_ai_room), once per campaign.
   */
  aiWorkflowHasBeenGenerated: 'ai_workflow_has_been_generated',
  /**
   * A magic campaign could not be built: `{ workflow_id, error }`, to the AI room, once; its
   * credits are given back.
   */
  aiWorkflowGenerationFailed: 'ai_workflow_generation_failed',
} as const;

export type ServerEvent = (typeof serverEvents)[keyof typeof serverEvents];

/** The payload of `incoming_call`: the call in the history, the number called, who calls, how long it rings. */
export interface IncomingCallEvent {
  call_id: string;
  phone_id: string;
  /** The caller, E.164. */
  from: string;
  /** Our number, E.164. */
  to: string;
  ring_ms: number;
}

/**
 * The payload of `dialer_call_updated`: which call changed and its status now (`in_progress`, or
 * how it ended). Ids only: the history and thread are read again through the API, whose rules
 * decide what the member sees.
 */
export interface DialerCallUpdatedEvent {
  call_id: string;
  /** The call's prospect, or null for a number no prospect has. */
  prospect_id: string | null;
  /** The inbox thread holding the call's entry, or null while it has none (in progress, no prospect). */
  dialog_id: string | null;
  status: 'in_progress' | 'answered' | 'no_answer' | 'busy' | 'failed' | 'voicemail';
}

/** The payload of `ai_workflow_has_been_generated`: the built campaign's id. */
export interface AiWorkflowGeneratedEvent {
  workflow_id: string;
}

/** The payload of `ai_workflow_generation_failed`: which campaign, and why (shown to the person). */
export interface AiWorkflowGenerationFailedEvent {
  workflow_id: string;
  error: string;
}

/** Client -> server. */
export const clientEvents = {
  serverCreateConnection: 'server_create_connection',
  joinAiRoom: 'join_ai_room',
  changeCredentials: 'change_credentials',
  joinProspectsRoom: 'join_prospects_room',
} as const;

export type ClientEvent = (typeof clientEvents)[keyof typeof clientEvents];
