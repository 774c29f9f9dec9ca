import type { ApiBody, ApiQuery } from '@outreach/core/contract';
import { defaultDialogList } from '@outreach/sdk/page-data';

/** What GET /inbox/dialogs takes (its query, from the contract). */
type DialogQuery = NonNullable<ApiQuery<'get', '/inbox/dialogs'>>;
type DialogPeriod = NonNullable<DialogQuery['period']>;
type DialogFilter = NonNullable<DialogQuery['filter']>;

/** spec outreach §2 Inbox: the inbox periods, as the API names them (default one month). */
export const inboxPeriods = [
  '3d',
  '1w',
  '2w',
  '1m',
  '3m',
  '6m',
  '1y',
] as const satisfies readonly DialogPeriod[];
export type InboxPeriod = (typeof inboxPeriods)[number];
export const defaultInboxPeriod: InboxPeriod = defaultDialogList.period;

/** spec outreach §4 Dialog: read or unread, starred, archived. */
export const inboxFilters = [
  'all',
  'unread',
  'starred',
  'archived',
] as const satisfies readonly DialogFilter[];
export type InboxFilter = (typeof inboxFilters)[number];

/** The channels the inbox can send on (POST /inbox/dialogs/{id}/messages). */
export type SendChannel = ApiBody<'post', '/inbox/dialogs/{id}/messages'>['channel'];

/** The composer's channels: the inbox's, and SMS (POST /sms/messages) when the prospect can be texted. */
export type ComposerChannel = SendChannel | 'sms';
