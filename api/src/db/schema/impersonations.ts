import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { spaceRef } from './spaces';
import { users } from './users';
import { ownerRef, primaryId, timestamptz } from './columns';

/**
 * "Log in as customer" (issue 23 item 11): a platform admin acting in a workspace they are not a
 * member of (the `space` query parameter, no token swap). A row is opened by the admin's first request in that
 * workspace (the audit log gets `impersonation.start`) and closed by "Back to admin" or signing
 * out (`impersonation.end`). At most one open row per admin and workspace, so parallel first
 * requests record one start, and renewing the token does not start again.
 */
export const adminImpersonations = pgTable(
  'admin_impersonations',
  {
    id: primaryId(),
    adminId: ownerRef('admin_id', () => users.id),
    spaceId: spaceRef(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    uniqueIndex('admin_impersonations_open_idx')
      .on(table.adminId, table.spaceId)
      .where(sql`${table.endedAt} is null`),
    index('admin_impersonations_admin_idx').on(table.adminId, table.startedAt),
  ],
);

export type AdminImpersonationRow = typeof adminImpersonations.$inferSelect;
