import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';
import { createdAt, optionalRef } from './columns';

/**
 * The Prospect Finder's data set (outreach §3 finder filters): people shared by
 * every workspace, generated deterministically on first use
 * (modules/finder/finder-dataset.ts). `enrichedEmail` is what enrichment reveals.
 */
export const finderPeople = pgTable(
  'finder_people',
  {
    /** fp-00001 … : stable across installs, so a test or a bug report can name a person. */
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    position: text('position').notNull(),
    companyName: text('company_name').notNull(),
    companyDomain: text('company_domain').notNull(),
    location: text('location').notNull(),
    industry: text('industry').notNull(),
    profileUrl: text('profile_url').notNull(),
    email: text('email'),
    workEmail: text('work_email'),
    phone: text('phone'),
    enrichedEmail: text('enriched_email'),
    isEnriched: boolean('is_enriched').notNull(),
    isFresh: boolean('is_fresh').notNull(),
    /** Reachable only on the social network (no email, no phone). */
    isSocialOnly: boolean('is_social_only').notNull(),
    homeowner: boolean('homeowner').notNull(),
    netWorth: text('net_worth').notNull(),
    incomeRange: text('income_range').notNull(),
    children: boolean('children').notNull(),
    married: boolean('married').notNull(),
    age: integer('age').notNull(),
    gender: text('gender').notNull(),
  },
  (table) => [
    index('finder_people_name_idx').on(sql`lower(${table.fullName})`),
    index('finder_people_company_idx').on(table.companyName),
  ],
);

export type FinderPersonRow = typeof finderPeople.$inferSelect;

/**
 * One enrichment that found a verified email (outreach §9 "1 credit for a
 * verified email"). Billing (another issue) reads the credits from here.
 */
export const finderEnrichments = pgTable(
  'finder_enrichments',
  {
    ...spaceOwned(),
    personId: text('person_id')
      .notNull()
      .references(() => finderPeople.id, { onDelete: 'cascade' }),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    email: text('email').notNull(),
    credits: integer('credits').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('finder_enrichments_space_person_idx').on(table.spaceId, table.personId)],
);

export type FinderEnrichmentRow = typeof finderEnrichments.$inferSelect;
