import type { ProspectDetailJson } from '@outreach/sdk/outreach';

/** spec outreach §2 Inbox: the inbox periods, as the API names them (default one month). */
export const inboxPeriods = ['3d', '1w', '2w', '1m', '3m', '6m', '1y'] as const;
export type InboxPeriod = (typeof inboxPeriods)[number];
export const defaultInboxPeriod: InboxPeriod = '1m';

/** spec outreach §4 Dialog: read or unread, starred, archived. */
export const inboxFilters = ['all', 'unread', 'starred', 'archived'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export type MessageChannel = 'social' | 'email' | 'sms';
export type MessageDirection = 'in' | 'out';

export interface DialogProspectJson {
  _id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  position: string | null;
  company_name: string | null;
  profile_url: string | null;
  email: string | null;
}

export interface DialogLastMessageJson {
  direction: MessageDirection;
  channel: MessageChannel;
  kind: string;
  subject: string | null;
  text: string;
  sent_at: string;
}

/** GET /inbox/dialogs item. */
export interface DialogJson {
  _id: string;
  credential_id: string;
  credential_name: string;
  prospect: DialogProspectJson;
  is_unread: boolean;
  is_starred: boolean;
  is_archived: boolean;
  last_message_at: string | null;
  last_message: DialogLastMessageJson | null;
}

export interface DialogPage {
  items: DialogJson[];
  total: number;
  offset: number;
  limit: number;
}

/** GET /inbox/dialogs/{id}/messages item; `kind` may be reply, message, out_of_office, bounce, … */
export interface MessageJson {
  _id: string;
  direction: MessageDirection;
  channel: MessageChannel;
  kind: string;
  subject: string | null;
  text: string;
  sent_at: string;
  status: 'queued' | 'sent' | 'failed';
}

export interface MessagePage {
  items: MessageJson[];
  has_more: boolean;
}

export type DialogFlags = Partial<Pick<DialogJson, 'is_unread' | 'is_starred' | 'is_archived'>>;

/** The channels the inbox can send on (POST /inbox/dialogs/{id}/messages). */
export type SendChannel = 'social' | 'email';

export interface SendMessageInput {
  channel: SendChannel;
  text: string;
  subject?: string;
}

/**
 * What the info sidebar reads of GET /profiles/{id} (the API's own type, shared through the sdk);
 * every list is read loosely, since older answers may lack one.
 */
export type ProspectInfoJson = Pick<
  ProspectDetailJson,
  | '_id'
  | 'full_name'
  | 'position'
  | 'company_name'
  | 'profile_url'
  | 'personal_email'
  | 'work_email'
  | 'enriched_email'
> &
  Partial<Pick<ProspectDetailJson, 'labels' | 'campaigns'>>;
