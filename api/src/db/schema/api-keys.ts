import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { spaceOwned } from './spaces';
import { users } from './users';
import { createdAt, ownerRef, timestamptz } from './columns';

/**
 * A workspace's API key for partners (issue 12; outreach §2 /integrations/api "API token").
 * Only the sha256 (hex) of the secret is stored: the secret is 32 random bytes, so a slow
 * hash would add nothing against a leaked table and would cost every API call its CPU time;
 * an unsalted hash also lets the lookup be one indexed equality. `prefix` is the short
 * visible start of the secret (rk_live_xxxx) that tells keys apart in the list.
 * A key acts as its creator, in its workspace only; revoked keys stay for audit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...spaceOwned(),
    createdBy: ownerRef('created_by', () => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_idx').on(table.secretHash),
    index('api_keys_space_idx').on(table.spaceId, table.createdAt),
    // Names are unique per workspace among live keys (a revoked key's name can be reused).
    uniqueIndex('api_keys_space_live_name_idx')
      .on(table.spaceId, sql`lower(${table.name})`)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * The per-key rate limit's fixed-window counters: one row per key per minute, bumped by a
 * single upsert per request (a row per request, as request_throttle keeps for the rare
 * sign-up calls, would be 600 rows a minute per busy key). Shared by every node.
 */
export const apiKeyRateWindows = pgTable(
  'api_key_rate_windows',
  {
    keyId: ownerRef('key_id', () => apiKeys.id),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.windowStart] })],
);
