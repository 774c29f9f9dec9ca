import { sql } from 'drizzle-orm';
import { char, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';
import { users } from './users';
import { workflows } from './workflows';
import { createdAt, enumCheck, optionalRef, ownerRef, timestamps } from './columns';

/**
 * The built-in CRM (spec outreach §3 CRM, platform `default`, feature native_crm):
 * pipelines, their stages and the deals on them. docs/decisions.md "Built-in CRM".
 */

/** spec outreach §3 Deal status. `deleted` is kept for the other platforms' data; our DELETE removes the row. */
export const crmDealStatuses = ['open', 'won', 'lost', 'deleted'] as const;
export type CrmDealStatus = (typeof crmDealStatuses)[number];

/** A pipeline of a workspace; one name per workspace, case-insensitive (spec §5 "valid name"). */
export const crmPipelines = pgTable(
  'crm_pipelines',
  {
    ...spaceOwned(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('crm_pipelines_space_name_unique').on(table.spaceId, sql`lower(${table.name})`),
    index('crm_pipelines_space_position_idx').on(table.spaceId, table.position),
    check('crm_pipelines_name_length_check', sql`char_length(${table.name}) between 1 and 100`),
  ],
);

export type CrmPipelineRow = typeof crmPipelines.$inferSelect;

/** A column of a pipeline; probability is a positive number 1..100 (spec §5). */
export const crmStages = pgTable(
  'crm_stages',
  {
    ...spaceOwned(),
    pipelineId: ownerRef('pipeline_id', () => crmPipelines.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    probability: integer('probability').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('crm_stages_pipeline_position_idx').on(table.pipelineId, table.position),
    index('crm_stages_space_idx').on(table.spaceId),
    check('crm_stages_probability_check', sql`${table.probability} between 1 and 100`),
    check('crm_stages_name_length_check', sql`char_length(${table.name}) between 1 and 100`),
  ],
);

export type CrmStageRow = typeof crmStages.$inferSelect;

/**
 * A deal on a stage. Deleting a stage never cascades to its deals: the API moves
 * them to another stage first (DELETE stages/{id}/delete with stage_to_move).
 */
export const crmDeals = pgTable(
  'crm_deals',
  {
    ...spaceOwned(),
    pipelineId: ownerRef('pipeline_id', () => crmPipelines.id),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => crmStages.id),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    ownerId: optionalRef('owner_id', () => users.id),
    probability: integer('probability'),
    /** Order within the stage, 0 first. */
    position: integer('position').notNull().default(0),
    status: text('status', { enum: crmDealStatuses }).notNull().default('open'),
    /** The campaign whose "push to CRM" step made it. */
    workflowId: optionalRef('workflow_id', () => workflows.id),
    /** The crm_pushes row that made it (no FK: the push history may be pruned). */
    crmPushId: uuid('crm_push_id'),
    ...timestamps(),
  },
  (table) => [
    index('crm_deals_stage_position_idx').on(table.stageId, table.position),
    index('crm_deals_space_prospect_idx').on(table.spaceId, table.prospectId),
    index('crm_deals_pipeline_idx').on(table.pipelineId),
    // One deal per push: a re-run step finds the deal it made.
    uniqueIndex('crm_deals_push_unique').on(table.crmPushId),
    check('crm_deals_amount_check', sql`${table.amount} is null or ${table.amount} >= 0`),
    enumCheck('crm_deals_status_check', table.status, crmDealStatuses),
    check(
      'crm_deals_probability_check',
      sql`${table.probability} is null or ${table.probability} between 0 and 100`,
    ),
    check('crm_deals_name_length_check', sql`char_length(${table.name}) between 1 and 200`),
  ],
);

export type CrmDealRow = typeof crmDeals.$inferSelect;
