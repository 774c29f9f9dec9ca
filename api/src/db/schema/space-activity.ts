import { randomUUID } from 'node:crypto';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';

/**
 * Credits a platform admin granted by hand (PUT /space/admin/{id}/manual_credits,
 * spec platform §4 "Manual credit grants ... exist for admins"). The billing issue
 * adds usage; the balance is grants minus usage.
 */
export const spaceCreditGrants = pgTable(
  'space_credit_grants',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** Positive grants, negative corrections. */
    amount: integer('amount').notNull(),
    /** spec platform §3 credits_usage.available_by_type: `default` unless a category is named. */
    creditType: text('credit_type').notNull().default('default'),
    comment: text('comment'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('space_credit_grants_space_idx').on(table.spaceId, table.createdAt)],
);

export type SpaceCreditGrantRow = typeof spaceCreditGrants.$inferSelect;

/** POST /space/crm_suggestion: a CRM a user asked to be integrated (read by the product team). */
export const crmSuggestions = pgTable(
  'crm_suggestions',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    suggestion: text('suggestion').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crm_suggestions_space_idx').on(table.spaceId)],
);

export type CrmSuggestionRow = typeof crmSuggestions.$inferSelect;
