import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AllowedPages } from './space-members';
import { spaceOwned } from './spaces';
import { users } from './users';
import { createdAt, enumCheck, optionalRef, timestamps, timestamptz } from './columns';

/**
 * spec platform §3/§4 invite states: sent, resent, revoked. `accepted` is ours: the
 * invite was used, so its link stops working and the list shows who joined.
 */
export const emailInviteStates = ['sent', 'resent', 'revoked', 'accepted'] as const;
export type EmailInviteState = (typeof emailInviteStates)[number];

/**
 * An invitation by email (POST /space/{id}/invites). The link's token is stored as its
 * sha256 only, like auth tokens; resending issues a new token (the older link stops working).
 */
export const emailInvites = pgTable(
  'email_invites',
  {
    ...spaceOwned(),
    /** Lower-cased; joining needs a signed-in user with this email. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    state: text('state', { enum: emailInviteStates }).notNull().default('sent'),
    /** `granted_access`: the invitee joins as a workspace admin. */
    isAdmin: boolean('is_admin').notNull().default(false),
    allowedPages: jsonb('allowed_pages').$type<AllowedPages>(),
    credentialsIds: jsonb('credentials_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    invitedBy: optionalRef('invited_by', () => users.id),
    acceptedBy: optionalRef('accepted_by', () => users.id),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('email_invites_token_hash_unique').on(table.tokenHash),
    index('email_invites_space_idx').on(table.spaceId, table.createdAt),
    enumCheck('email_invites_state_check', table.state, emailInviteStates),
  ],
);

export type EmailInviteRow = typeof emailInvites.$inferSelect;

/**
 * An invitation by code (spec platform §5: 12 characters), reusable by anyone who has
 * it. A workspace has at most one live code; renewing revokes it and issues another.
 */
export const codeInvites = pgTable(
  'code_invites',
  {
    ...spaceOwned(),
    code: text('code').notNull(),
    allowedPages: jsonb('allowed_pages').$type<AllowedPages>(),
    credentialsIds: jsonb('credentials_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('code_invites_code_unique').on(table.code),
    // One live code per workspace: concurrent first reads cannot create two.
    uniqueIndex('code_invites_live_space_unique').on(table.spaceId).where(sql`${table.revokedAt} is null`),
  ],
);

export type CodeInviteRow = typeof codeInvites.$inferSelect;
