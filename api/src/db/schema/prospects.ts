import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { spaceOwned } from './spaces';
import { users } from './users';

import { prospectLifecycles } from '@outreach/core/outreach';
import { createdAt, optionalRef, ownerRef, timestamps } from './columns';

/** spec: outreach §4 prospect lifecycle (the list lives with the prospect JSON in the sdk). */
export { prospectLifecycles };
export type { ProspectLifecycle } from '@outreach/core/outreach';

/** spec: outreach §4 enrichment states. */
export const enrichmentStates = ['enriching', 'enriched', 'not_enriched', 'enriched_no_contacts'] as const;
export type EnrichmentState = (typeof enrichmentStates)[number];

/**
 * A person outreach is aimed at (outreach §3 Prospect / profile), owned by one
 * workspace. The same person is one row per workspace: `profileKey` (the
 * normalised profile URL) and `emailKey` (the lower-cased first email) are unique
 * per workspace, which is how duplicates are "not added" (outreach §8).
 */
export const prospects = pgTable(
  'prospects',
  {
    ...spaceOwned(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    profileUrl: text('profile_url'),
    profileKey: text('profile_key'),
    emailKey: text('email_key'),
    position: text('position'),
    location: text('location'),
    industry: text('industry'),
    companyName: text('company_name'),
    companyDomain: text('company_domain'),
    personalEmail: text('personal_email'),
    workEmail: text('work_email'),
    enrichedEmail: text('enriched_email'),
    phone: text('phone'),
    twitter: text('twitter'),
    website: text('website'),
    isPremium: text('is_premium'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    lifecycle: text('lifecycle', { enum: prospectLifecycles }).notNull().default('new'),
    enrichment: text('enrichment', { enum: enrichmentStates }),
    /** Where the prospect came from: csv, search, api, finder. */
    source: text('source').notNull().default('api'),
    /**
     * The prospect's status of spec outreach §3 (its latest campaign link, lifecycle, labels), kept by
     * the triggers of migration 0016 for the Reports audience (docs/decisions.md "Reports rollups").
     */
    reportStatus: text('report_status').notNull().default('new'),
    ...timestamps(),
  },
  (table) => [
    index('prospects_space_created_idx').on(table.spaceId, table.createdAt),
    uniqueIndex('prospects_space_profile_key_unique').on(table.spaceId, table.profileKey),
    uniqueIndex('prospects_space_email_key_unique').on(table.spaceId, table.emailKey),
    index('prospects_space_name_idx').on(table.spaceId, sql`lower(${table.fullName})`),
    // My Prospects filters by status and pages newest first (modules/prospects).
    index('prospects_space_lifecycle_created_idx').on(table.spaceId, table.lifecycle, table.createdAt),
  ],
);

export type ProspectRow = typeof prospects.$inferSelect;

/** spec: outreach §3 "notes (a list per profile, each with id)". */
export const prospectNotes = pgTable(
  'prospect_notes',
  {
    ...spaceOwned(),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    authorId: optionalRef('author_id', () => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('prospect_notes_prospect_idx').on(table.prospectId, table.createdAt)],
);

export type ProspectNoteRow = typeof prospectNotes.$inferSelect;
