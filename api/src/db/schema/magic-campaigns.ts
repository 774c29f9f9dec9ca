import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaignKinds, type CaseStudy, type Objective } from '@outreach/core/ai';
import { enumCheck, optionalRef, ownerRef, timestamps, timestamptz } from './columns';
import { spaceOwned } from './spaces';
import { users } from './users';
import { workflows } from './workflows';

/** spec ai-telephony §4 "Magic campaign": building, built, failed. */
export const magicCampaignStates = ['building', 'built', 'failed'] as const;
export type MagicCampaignState = (typeof magicCampaignStates)[number];

/**
 * A campaign generated with AI (issue 28 "Magic campaigns", spec ai-telephony §4, §7): the job that
 * writes the campaign `workflow_id` (created empty, at once, as a draft) from the objective, the
 * cases and the employee's settings. `building` rows are the queue: a run claims one for a lease
 * (`claimed_until`, `claim_token`), writes the steps and moves it to `built` or `failed` in one
 * conditional update, so each campaign is built (and announced) once; `failed` gives the credits
 * (`credits`) back.
 */
export const magicCampaigns = pgTable(
  'magic_campaigns',
  {
    ...spaceOwned(),
    workflowId: ownerRef('workflow_id', () => workflows.id),
    kind: text('kind', { enum: campaignKinds }).notNull(),
    state: text('state', { enum: magicCampaignStates }).notNull().default('building'),
    /** Why it failed, as the modal shows it. */
    error: text('error'),
    /** What the campaign is for: the text typed in the campaigns list, or an employee's objective. */
    objective: jsonb('objective').$type<string | Objective>().notNull(),
    casesStudy: jsonb('cases_study').$type<CaseStudy[]>().notNull().default([]),
    /** The sender the campaign goes out through (a credential of the workspace), if one was named. */
    credentialId: uuid('credential_id'),
    /** The AI employee it was generated for (ai_employees.id): the campaign's ai_employee_id. */
    employeeId: uuid('employee_id'),
    requestedBy: optionalRef('requested_by', () => users.id),
    /** Credits charged for it (category workflow_generation); refunded when it fails. */
    credits: integer('credits').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamptz('claimed_until'),
    claimToken: uuid('claim_token'),
    finishedAt: timestamptz('finished_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('magic_campaigns_workflow_unique').on(table.workflowId),
    index('magic_campaigns_building_idx').on(table.claimedUntil).where(sql`${table.state} = 'building'`),
    index('magic_campaigns_space_idx').on(table.spaceId, table.createdAt),
    enumCheck('magic_campaigns_state_check', table.state, magicCampaignStates),
    enumCheck('magic_campaigns_kind_check', table.kind, campaignKinds),
  ],
);

export type MagicCampaignRow = typeof magicCampaigns.$inferSelect;
