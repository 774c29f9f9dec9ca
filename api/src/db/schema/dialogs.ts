import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { credentials } from './credentials';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';
import { createdAt, optionalRef, ownerRef, timestamps, timestamptz } from './columns';

/** The channels a conversation runs on (outreach §3 drafts: linkedIn, email, sms; and calls, issue 27). */
export const dialogChannels = ['social', 'email', 'sms', 'call'] as const;
export type DialogChannel = (typeof dialogChannels)[number];

/**
 * A conversation between one sender and one prospect (outreach §4 Dialog: read or
 * unread, starred, archived). The inbox issue builds its UI on these rows; the
 * engine writes sent steps and picked-up replies here.
 */
export const dialogs = pgTable(
  'dialogs',
  {
    ...spaceOwned(),
    credentialId: optionalRef('credential_id', () => credentials.id),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    isUnread: boolean('is_unread').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dialogs_space_credential_prospect_unique').on(
      table.spaceId,
      table.credentialId,
      table.prospectId,
    ),
    index('dialogs_space_last_message_idx').on(table.spaceId, table.lastMessageAt),
    index('dialogs_credential_unread_idx').on(table.credentialId, table.isUnread),
  ],
);

export type DialogRow = typeof dialogs.$inferSelect;

/**
 * One message of a dialog. Outgoing email keeps its RFC 5322 Message-ID so a
 * reply's In-Reply-To / References find the thread; `kind` tells a reply from an
 * out-of-office or a bounce.
 */
export const messages = pgTable(
  'messages',
  {
    ...spaceOwned(),
    dialogId: ownerRef('dialog_id', () => dialogs.id),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    channel: text('channel', { enum: dialogChannels }).notNull(),
    /** message, reply, out_of_office, bounce, connection_request, inmail, … */
    kind: text('kind').notNull().default('message'),
    subject: text('subject'),
    text: text('text').notNull().default(''),
    messageIdHeader: text('message_id_header'),
    inReplyTo: text('in_reply_to'),
    stepExecutionId: uuid('step_execution_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [
    index('messages_dialog_sent_idx').on(table.dialogId, table.sentAt),
    index('messages_space_message_id_idx').on(table.spaceId, table.messageIdHeader),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

export const scheduledMessageStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type ScheduledMessageStatus = (typeof scheduledMessageStatuses)[number];

/**
 * A reply written in the inbox to be sent later (spec outreach §5 "Scheduled send cannot be in
 * the past"). A job sends it when `sendAt` is due, through the same path as an immediate reply,
 * and records the sent message in `messageId`; the author can cancel it until then.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    ...spaceOwned(),
    dialogId: ownerRef('dialog_id', () => dialogs.id),
    userId: optionalRef('user_id', () => users.id),
    /** The reply as the send route takes it (text, subject, attachments, …). */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    sendAt: timestamptz('send_at').notNull(),
    status: text('status', { enum: scheduledMessageStatuses }).notNull().default('pending'),
    error: text('error'),
    /** The message it became once sent. */
    messageId: uuid('message_id'),
    ...timestamps(),
  },
  (table) => [
    index('scheduled_messages_due_idx').on(table.status, table.sendAt),
    index('scheduled_messages_dialog_idx').on(table.dialogId, table.sendAt),
  ],
);

export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;
