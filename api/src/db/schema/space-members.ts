import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { spaceRef } from './spaces';
import { users } from './users';
import { createdAt, ownerRef } from './columns';

/**
 * A member's page map (spec platform §3 "Allowed pages: per-user map of pages"):
 * page key -> allowed. Null: no restriction (every admin, and members nobody limited).
 */
export type AllowedPages = Record<string, boolean>;

/** Who belongs to which workspace; `is_admin` is the workspace admin role (spec: Account.admins). */
export const spaceMembers = pgTable(
  'space_members',
  {
    spaceId: spaceRef(),
    userId: ownerRef('user_id', () => users.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    allowedPages: jsonb('allowed_pages').$type<AllowedPages>(),
    /**
     * Credential ids a worker may use (spec platform §6: "a worker sees credentials only
     * in their available_credentials"). Admins see every credential whatever this holds.
     */
    availableCredentials: jsonb('available_credentials')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.spaceId, table.userId] }),
    index('space_members_user_idx').on(table.userId),
  ],
);

export type SpaceMemberRow = typeof spaceMembers.$inferSelect;
