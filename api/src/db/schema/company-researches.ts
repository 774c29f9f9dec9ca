import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck, optionalRef, timestamps, timestamptz } from './columns';
import { spaceOwned } from './spaces';
import { users } from './users';

/** Where a company research stands (issue 28): read and summarised in the background. */
export const companyResearchStatuses = ['pending', 'done', 'failed'] as const;
export type CompanyResearchStatus = (typeof companyResearchStatuses)[number];

/** One fact of a research, with the page of the company's site it was read on. */
export interface CompanyResearchFact {
  text: string;
  source_url: string;
}

/** What the summary of a research holds beside its text (each part read from the site). */
export interface CompanyResearchDetails {
  value_proposition: string;
  audience: string;
  products: string[];
  proof_points: string[];
}

/**
 * AI company research (issue 28, spec ai-telephony §3 "Company research"): the company's public
 * site (host_name) read for an objective, its summary and the facts kept with their source pages.
 * A row is one attempt: the rows of a workspace created since midnight UTC count against its
 * daily attempts.
 */
export const companyResearches = pgTable(
  'company_researches',
  {
    ...spaceOwned(),
    userId: optionalRef('user_id', () => users.id),
    hostName: text('host_name').notNull(),
    objective: text('objective').notNull(),
    status: text('status', { enum: companyResearchStatuses }).notNull().default('pending'),
    summary: text('summary'),
    details: jsonb('details').$type<CompanyResearchDetails>(),
    facts: jsonb('facts').$type<CompanyResearchFact[]>().notNull().default([]),
    /** The pages read, in the order they were read. */
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    error: text('error'),
    finishedAt: timestamptz('finished_at'),
    ...timestamps(),
  },
  (table) => [
    index('company_researches_space_created_idx').on(table.spaceId, table.createdAt),
    enumCheck('company_researches_status_check', table.status, companyResearchStatuses),
  ],
);

export type CompanyResearchRow = typeof companyResearches.$inferSelect;
