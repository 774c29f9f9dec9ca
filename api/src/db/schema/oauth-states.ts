import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';
import { optionalOwnerRef, primaryId, timestamptz } from './columns';

/**
 * The `state` of every OAuth sign-in this app begins (issue 23 item 7): Google and Microsoft
 * sign-in, the HubSpot and Pipedrive connections, the Google and Microsoft mailboxes. Random,
 * stored as sha256 only, single use (`used_at`), short-lived (`expires_at`), and bound to the
 * browser that began it: `binding_hash` is the sha256 of a random value kept in that browser's
 * HttpOnly cookie (platform/oauth-state.ts). `space_id`, `user_id` and `data` say
 * who asked and for what, so a callback never trusts the query for it.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: primaryId(),
    /** 'sign_in:google', 'crm:hubspot', 'mailbox:microsoft', ... */
    purpose: text('purpose').notNull(),
    stateHash: text('state_hash').notNull().unique(),
    bindingHash: text('binding_hash').notNull(),
    spaceId: optionalOwnerRef('space_id', () => spaces.id),
    userId: optionalOwnerRef('user_id', () => users.id),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('oauth_states_expires_at_idx').on(table.expiresAt)],
);

export type OauthStateRow = typeof oauthStates.$inferSelect;
