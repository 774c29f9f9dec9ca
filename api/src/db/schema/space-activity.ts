import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { spaceOwned } from './spaces';
import { users } from './users';
import { createdAt, optionalRef } from './columns';

/**
 * Credits a platform admin granted by hand (PUT /space/admin/{id}/manual_credits,
 * spec platform §4 "Manual credit grants ... exist for admins"). The billing issue
 * adds usage; the balance is grants minus usage.
 */
export const spaceCreditGrants = pgTable(
  'space_credit_grants',
  {
    ...spaceOwned(),
    /** Positive grants, negative corrections. */
    amount: integer('amount').notNull(),
    /** spec platform §3 credits_usage.available_by_type: `default` unless a category is named. */
    creditType: text('credit_type').notNull().default('default'),
    comment: text('comment'),
    grantedBy: optionalRef('granted_by', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('space_credit_grants_space_idx').on(table.spaceId, table.createdAt)],
);

export type SpaceCreditGrantRow = typeof spaceCreditGrants.$inferSelect;

/** POST /space/crm_suggestion: a CRM a user asked to be integrated (read by the product team). */
export const crmSuggestions = pgTable(
  'crm_suggestions',
  {
    ...spaceOwned(),
    userId: optionalRef('user_id', () => users.id),
    suggestion: text('suggestion').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('crm_suggestions_space_idx').on(table.spaceId)],
);

export type CrmSuggestionRow = typeof crmSuggestions.$inferSelect;
