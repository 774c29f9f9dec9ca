import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaceOwned } from './spaces';
import { enumCheck, ownerRef, timestamps, timestamptz } from './columns';

/** spec: outreach §3 Integration "Email providers". */
export const emailProviders = [
  'google',
  'sendgrid',
  'microsoft',
  'amazon',
  'exchange',
  'smtp',
  'ai_email_service',
] as const;
export type EmailProvider = (typeof emailProviders)[number];

/** spec: outreach §3 Integration status (connected, disconnected, disabled). */
export const integrationStatuses = ['connected', 'disconnected', 'disabled'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/** Which of a mailbox's two servers its last error came from (issue 26 item 11). */
export const mailboxDirections = ['smtp', 'imap'] as const;
export type MailboxDirection = (typeof mailboxDirections)[number];

/**
 * What the follow-ups of a mailbox without IMAP do (issue 26 item 8): its replies are never read,
 * so by default a prospect gets its first email only; `send` is the user's choice to go on anyway.
 */
export const followUpsWithoutReplies = ['stop', 'send'] as const;
export type FollowUpsWithoutReplies = (typeof followUpsWithoutReplies)[number];

/** SMTP or IMAP settings as stored; the password is AES-256-GCM (providers/secrets/credential-secrets.ts). */
export interface StoredMailServer {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  /** Google and Microsoft mailboxes log in with XOAUTH2: `password` is then the refresh token (encrypted). */
  auth?: 'oauth2';
  oauthProvider?: 'google' | 'microsoft';
}

/**
 * An email integration of a credential (outreach §3 Integration, §7 "Other
 * integrations"). A new SMTP integration is `disconnected` until PUT add_smtp
 * verifies its logins. The IMAP poller keeps its place with `imapUidValidity` +
 * `imapLastUid` (RFC 3501: UIDs only mean something within one UIDVALIDITY).
 */
export const integrations = pgTable(
  'integrations',
  {
    ...spaceOwned(),
    credentialId: ownerRef('credential_id', () => credentials.id),
    provider: text('provider', { enum: emailProviders }).notNull(),
    status: text('status', { enum: integrationStatuses }).notNull().default('disconnected'),
    /** The From address (and the login's mailbox). */
    email: text('email'),
    fromName: text('from_name'),
    smtp: jsonb('smtp').$type<StoredMailServer>(),
    imap: jsonb('imap').$type<StoredMailServer>(),
    imapUidValidity: text('imap_uid_validity'),
    imapLastUid: integer('imap_last_uid').notNull().default(0),
    lastPolledAt: timestamptz('last_polled_at'),
    /** Set while a poller reads the mailbox: a second poller (another worker, a slow minute) skips it. */
    imapLeaseUntil: timestamptz('imap_lease_until'),
    /** The mail server's last refusal (login, send, poll), shown to the user. */
    lastError: text('last_error'),
    /** The server `lastError` came from: only a success of that one clears it. */
    lastErrorFrom: text('last_error_from', { enum: mailboxDirections }),
    /** Without IMAP (replies not read): `stop` sends a prospect the first email only. */
    followUpsWithoutReplies: text('follow_ups_without_replies', { enum: followUpsWithoutReplies })
      .notNull()
      .default('stop'),
    ...timestamps(),
  },
  (table) => [
    index('integrations_space_idx').on(table.spaceId),
    index('integrations_credential_status_idx').on(table.credentialId, table.status),
    enumCheck('integrations_status_check', table.status, integrationStatuses),
    enumCheck('integrations_follow_ups_check', table.followUpsWithoutReplies, followUpsWithoutReplies),
  ],
);

export type IntegrationRow = typeof integrations.$inferSelect;

export const suppressionReasons = ['unsubscribe', 'bounce', 'complaint'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/**
 * Addresses a workspace must not email again: unsubscribed (RFC 8058 one-click or
 * the page), hard-bounced, or complained. Stored lower-cased, one row per address.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    ...spaceOwned(),
    email: text('email').notNull(),
    reason: text('reason', { enum: suppressionReasons }).notNull(),
    /** Bounce status code and diagnostic, the prospect who unsubscribed, … */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    uniqueIndex('email_suppressions_space_email_unique').on(table.spaceId, table.email),
    check('email_suppressions_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export type EmailSuppressionRow = typeof emailSuppressions.$inferSelect;
