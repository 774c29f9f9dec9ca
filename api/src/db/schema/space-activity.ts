import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { spaceRef } from './spaces';
import { users } from './users';
import { createdAt, primaryId } from './columns';

/**
 * Credits a platform admin granted by hand (PUT /space/admin/{id}/manual_credits,
 * spec platform §4 "Manual credit grants ... exist for admins"). The billing issue
 * adds usage; the balance is grants minus usage.
 */
export const spaceCreditGrants = pgTable(
  'space_credit_grants',
  {
    id: primaryId(),
    spaceId: spaceRef(),
    /** Positive grants, negative corrections. */
    amount: integer('amount').notNull(),
    /** spec platform §3 credits_usage.available_by_type: `default` unless a category is named. */
    creditType: text('credit_type').notNull().default('default'),
    comment: text('comment'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('space_credit_grants_space_idx').on(table.spaceId, table.createdAt)],
);

export type SpaceCreditGrantRow = typeof spaceCreditGrants.$inferSelect;

/** POST /space/crm_suggestion: a CRM a user asked to be integrated (read by the product team). */
export const crmSuggestions = pgTable(
  'crm_suggestions',
  {
    id: primaryId(),
    spaceId: spaceRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    suggestion: text('suggestion').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('crm_suggestions_space_idx').on(table.spaceId)],
);

export type CrmSuggestionRow = typeof crmSuggestions.$inferSelect;
