import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaces } from './spaces';
import { users } from './users';
import { workflows } from './workflows';

/**
 * The reports' rollup (issue 15 item 2): one counter per workspace, UTC day and hour, reporting
 * series (spec outreach §3 "Reporting series") and dimensions (campaign, step, sender, member,
 * A/B variant). Kept up to date as the events happen, in the same transaction as the row that
 * records the event, so a report reads a few hundred counters instead of scanning every event.
 * A null dimension means "not about one" (a reply outside any campaign has no workflow).
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** UTC hour of the event, 0-23 (insight: best send hours). */
    hour: smallint('hour').notNull(),
    series: text('series').notNull(),
    workflowId: uuid('workflow_id').references(() => workflows.id, { onDelete: 'cascade' }),
    /** workflow_steps.id; no foreign key: a deleted step keeps its history. */
    stepId: uuid('step_id'),
    credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    /** The member the activity belongs to (the campaign's owner, or who sent it by hand). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The A/B variant of the step ('' when the step has none). */
    variant: text('variant').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    unique('report_counts_key')
      .on(
        table.spaceId,
        table.day,
        table.hour,
        table.series,
        table.workflowId,
        table.stepId,
        table.credentialId,
        table.userId,
        table.variant,
      )
      .nullsNotDistinct(),
    index('report_counts_space_day_idx').on(table.spaceId, table.day),
    index('report_counts_workflow_day_idx').on(table.workflowId, table.day),
    check('report_counts_hour_check', sql`${table.hour} between 0 and 23`),
  ],
);

export type ReportCountRow = typeof reportCounts.$inferSelect;
