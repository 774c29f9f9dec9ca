import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AllowedPages } from './space-members';
import { spaceRef } from './spaces';
import { users } from './users';
import { createdAt, primaryId, timestamps } from './columns';

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
    id: primaryId(),
    spaceId: spaceRef(),
    /** Lower-cased; joining needs a signed-in user with this email. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    state: text('state', { enum: emailInviteStates }).notNull().default('sent'),
    /** `granted_access`: the invitee joins as a workspace admin. */
    isAdmin: boolean('is_admin').notNull().default(false),
    allowedPages: jsonb('allowed_pages').$type<AllowedPages>(),
    credentialsIds: jsonb('credentials_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('email_invites_token_hash_unique').on(table.tokenHash),
    index('email_invites_space_idx').on(table.spaceId, table.createdAt),
    check('email_invites_state_check', sql`${table.state} in ('sent', 'resent', 'revoked', 'accepted')`),
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
    id: primaryId(),
    spaceId: spaceRef(),
    code: text('code').notNull(),
    allowedPages: jsonb('allowed_pages').$type<AllowedPages>(),
    credentialsIds: jsonb('credentials_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('code_invites_code_unique').on(table.code),
    // One live code per workspace: concurrent first reads cannot create two.
    uniqueIndex('code_invites_live_space_unique').on(table.spaceId).where(sql`${table.revokedAt} is null`),
  ],
);

export type CodeInviteRow = typeof codeInvites.$inferSelect;
