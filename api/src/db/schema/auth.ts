import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';
import { createdAt, enumCheck, optionalRef, ownerRef, primaryId, timestamptz } from './columns';

/**
 * Bearer tokens. Only the sha256 (hex) of a token is stored, so a database dump
 * holds no usable token. Revoked tokens stay for audit; `revoked_at` marks them.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerRef('user_id', () => users.id),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;

/**
 * activation: confirms the email (GET /auth/check_activation_code); restore: sets a new password;
 * email_change: confirms a new sign-in email, mailed to that new address (issue 23 item 3).
 */
export const authCodePurposes = ['activation', 'restore', 'email_change'] as const;
export type AuthCodePurpose = (typeof authCodePurposes)[number];

/**
 * Single-use codes mailed to a user. Like tokens, only the sha256 is stored.
 * `used_at` marks a code spent (or replaced by a newer one of the same purpose).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: ownerRef('user_id', () => users.id),
    purpose: text('purpose', { enum: authCodePurposes }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** email_change only: the address the code confirms (the user's email becomes it on confirmation). */
    newEmail: text('new_email'),
  },
  (table) => [
    index('auth_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    enumCheck('auth_codes_purpose_check', table.purpose, authCodePurposes),
    check(
      'auth_codes_new_email_check',
      sql`(${table.purpose} = 'email_change') = (${table.newEmail} is not null)`,
    ),
  ],
);

export type AuthCodeRow = typeof authCodes.$inferSelect;

/**
 * Failed sign-ins, kept for the rolling hour the throttle looks at
 * (modules/auth/sign-in-throttle.service.ts). `email` is the address as tried,
 * normalised, whether or not such an account exists.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: primaryId(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull(),
  },
  (table) => [
    index('sign_in_attempts_email_ip_idx').on(table.email, table.ip, table.attemptedAt),
    index('sign_in_attempts_ip_idx').on(table.ip, table.attemptedAt),
    index('sign_in_attempts_attempted_at_idx').on(table.attemptedAt),
  ],
);

/**
 * Where each account last signed in successfully (issue 23 item 16c), by email as typed
 * (normalised) and client address group (an IPv4 address, or an IPv6 /64). An address's
 * failures on other accounts never lock out an account that signed in from it within
 * `knownAddressDays` (sign-in-throttle.service.ts); older rows are dropped.
 */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamptz('last_success_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.address] }),
    index('sign_in_known_addresses_last_success_idx').on(table.lastSuccessAt),
  ],
);

/** Applications allowed to ask a signed-in user for access (POST /oauth/accept). */
export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Where the user is sent back with `code` and `state`. */
  redirectUri: text('redirect_uri').notNull(),
  createdAt: createdAt(),
});

export type OauthClientRow = typeof oauthClients.$inferSelect;

/** A user's consent to a client, with the one-time code the client exchanges (sha256 stored). */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: primaryId(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: ownerRef('user_id', () => users.id),
    spaceId: optionalRef('space_id', () => spaces.id),
    state: text('state').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('oauth_grants_user_idx').on(table.userId)],
);

export type OauthGrantRow = typeof oauthGrants.$inferSelect;

/**
 * Requests counted per client address for throttling (issue 11 §4: sign-up and users/exists,
 * which tell whether an email has an account). One row per counted request, kept for an hour.
 */
export const requestThrottle = pgTable(
  'request_throttle',
  {
    id: primaryId(),
    action: text('action').notNull(),
    address: text('address').notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
  },
  (table) => [
    index('request_throttle_action_address_idx').on(table.action, table.address, table.requestedAt),
    index('request_throttle_requested_at_idx').on(table.requestedAt),
  ],
);
