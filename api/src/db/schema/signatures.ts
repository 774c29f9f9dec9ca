import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaceOwned } from './spaces';
import { ownerRef, timestamps } from './columns';

/**
 * An email signature of one sender (outreach §3 Signature: name, content,
 * is_default). At most one default per credential (§4), enforced by a partial
 * unique index so two concurrent saves cannot both win.
 */
export const signatures = pgTable(
  'signatures',
  {
    ...spaceOwned(),
    credentialId: ownerRef('credential_id', () => credentials.id),
    name: text('name').notNull(),
    content: text('content').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('signatures_credential_idx').on(table.credentialId, table.createdAt),
    uniqueIndex('signatures_one_default_unique').on(table.credentialId).where(sql`${table.isDefault}`),
  ],
);

export type SignatureRow = typeof signatures.$inferSelect;
