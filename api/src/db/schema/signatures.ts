import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaces } from './spaces';

/**
 * An email signature of one sender (outreach §3 Signature: name, content,
 * is_default). At most one default per credential (§4), enforced by a partial
 * unique index so two concurrent saves cannot both win.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('signatures_credential_idx').on(table.credentialId, table.createdAt),
    uniqueIndex('signatures_one_default_unique').on(table.credentialId).where(sql`${table.isDefault}`),
  ],
);

export type SignatureRow = typeof signatures.$inferSelect;
