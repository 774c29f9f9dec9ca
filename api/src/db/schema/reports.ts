import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaceRef } from './spaces';
import { workflows } from './workflows';

/**
 * The reports' rollups (issue 15 item 2): counters per workspace, UTC day, reporting series (spec
 * outreach §3 "Reporting series") and the dimensions one kind of read needs, kept up to date as the
 * events happen (the triggers of migration 0015 add each event to all four, in the same transaction
 * as the row that records it). Each table holds only the dimensions its reads filter or group by,
 * so a report reads about one counter per day and dimension value instead of one per event
 * (docs/decisions.md "Reports rollups"). A null dimension means "not about one" (a reply outside
 * any campaign has no workflow).
 */
const day = () => date('day', { mode: 'string' }).notNull();
const workflowId = () => uuid('workflow_id').references(() => workflows.id, { onDelete: 'cascade' });
const credentialId = () => uuid('credential_id').references(() => credentials.id, { onDelete: 'cascade' });
/**
 * The member the activity belongs to (the campaign's owner, workflows.owner_id). No foreign key, as
 * for steps: counters are history, and a member who leaves keeps theirs (read as a former member).
 */
const userId = () => uuid('user_id');
/** UTC hour of the event, 0-23 (insight: best send hours). */
const hour = () => smallint('hour').notNull();
const count = () => integer('count').notNull().default(0);

/** Activity (totals, days, breakdowns), the campaign Stats tab. */
export const reportDaily = pgTable(
  'report_daily',
  {
    spaceId: spaceRef(),
    day: day(),
    series: text('series').notNull(),
    workflowId: workflowId(),
    credentialId: credentialId(),
    userId: userId(),
    count: count(),
  },
  (table) => [
    unique('report_daily_key')
      .on(table.spaceId, table.day, table.series, table.workflowId, table.credentialId, table.userId)
      .nullsNotDistinct(),
    index('report_daily_workflow_day_idx').on(table.workflowId, table.day),
  ],
);

/** The columns of the step counters, by day (report_steps) or by month (report_steps_monthly). */
const stepColumns = () => ({
  spaceId: spaceRef(),
  day: day(),
  series: text('series').notNull(),
  workflowId: workflowId(),
  /** workflow_steps.id; no foreign key: a deleted step keeps its history. */
  stepId: uuid('step_id'),
  credentialId: credentialId(),
  userId: userId(),
  /** The A/B variant of the step ('' when the step has none). */
  variant: text('variant').notNull().default(''),
  count: count(),
});

type StepCounters = { [K in keyof ReturnType<typeof stepColumns>]: AnyPgColumn };

/** The unique key and the campaign index of a step counters table named `name`. */
const stepKeys = (name: string, table: StepCounters) => [
  unique(`${name}_key`)
    .on(
      table.spaceId,
      table.day,
      table.series,
      table.workflowId,
      table.stepId,
      table.credentialId,
      table.userId,
      table.variant,
    )
    .nullsNotDistinct(),
  index(`${name}_workflow_day_idx`).on(table.workflowId, table.day),
];

/** Insight: steps and A/B variants (and the channels, from each step's action). */
export const reportSteps = pgTable('report_steps', stepColumns(), (table) => stepKeys('report_steps', table));

/**
 * report_steps by calendar month (`day` is the month's first day): insight over months reads whole
 * months here and only the partial months at its ends from report_steps.
 */
export const reportStepsMonthly = pgTable('report_steps_monthly', stepColumns(), (table) => [
  ...stepKeys('report_steps_monthly', table),
  check('report_steps_monthly_day_check', sql`extract(day from ${table.day}) = 1`),
]);

/** Insight of the whole workspace: best send hours. */
export const reportHours = pgTable(
  'report_hours',
  {
    spaceId: spaceRef(),
    day: day(),
    hour: hour(),
    series: text('series').notNull(),
    count: count(),
  },
  (table) => [
    unique('report_hours_key').on(table.spaceId, table.day, table.hour, table.series).nullsNotDistinct(),
    check('report_hours_hour_check', sql`${table.hour} between 0 and 23`),
  ],
);

/** Insight filtered by campaign, sender or member: best send hours of those. */
export const reportCampaignHours = pgTable(
  'report_campaign_hours',
  {
    spaceId: spaceRef(),
    day: day(),
    hour: hour(),
    series: text('series').notNull(),
    workflowId: workflowId(),
    credentialId: credentialId(),
    userId: userId(),
    count: count(),
  },
  (table) => [
    unique('report_campaign_hours_key')
      .on(
        table.spaceId,
        table.day,
        table.hour,
        table.series,
        table.workflowId,
        table.credentialId,
        table.userId,
      )
      .nullsNotDistinct(),
    index('report_campaign_hours_workflow_day_idx').on(table.workflowId, table.day),
    index('report_campaign_hours_credential_day_idx').on(table.credentialId, table.day),
    check('report_campaign_hours_hour_check', sql`${table.hour} between 0 and 23`),
  ],
);

export type ReportDailyRow = typeof reportDaily.$inferSelect;

/**
 * The change log of the rollups (issue 25, migration 0018): the row triggers append each event's
 * +1 or -1 here (one insert, no shared row updated inside the write), and `report_changes_fold`
 * adds them to the five rollups in batches, deleting what it folded in the same transaction
 * (docs/decisions.md "Reports rollups"). No keys and no foreign keys: the fold drops the changes of
 * a workspace, campaign or sender deleted since, as the cascade would have dropped their counters.
 */
export const reportCountChanges = pgTable('report_count_changes', {
  spaceId: uuid('space_id').notNull(),
  /** When the event counts (its day, and its hour unless hourAt says otherwise). */
  dayAt: timestamp('day_at', { withTimezone: true }).notNull(),
  /** The hour it counts at when not dayAt's (a reply counts at the hour of the send it answers). */
  hourAt: timestamp('hour_at', { withTimezone: true }),
  series: text('series').notNull(),
  workflowId: uuid('workflow_id'),
  stepId: uuid('step_id'),
  credentialId: uuid('credential_id'),
  variant: text('variant').notNull().default(''),
  delta: integer('delta').notNull(),
});

/** Prospects whose kept report_status may have changed: the fold recomputes them. */
export const reportStatusChanges = pgTable('report_status_changes', {
  prospectId: uuid('prospect_id').notNull(),
});
