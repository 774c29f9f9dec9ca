import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { prospects } from './prospects';
import { searches } from './searches';
import { spaceOwned, spaceRef } from './spaces';
import { workflowSteps, workflows } from './workflows';

import { campaignProspectStates, pauseReasons } from '@outreach/core/outreach';
import { enumCheck, optionalRef, ownerRef, primaryId, timestamps, timestamptz, updatedAt } from './columns';

/** spec: outreach §4 campaign-prospect states and pause reasons (the lists live in the sdk). */
export { campaignProspectStates, pauseReasons };
export type { CampaignProspectState, PauseReason } from '@outreach/core/outreach';

/**
 * A prospect in a campaign (outreach §4): its state, the sender it keeps for
 * the whole thread, the step it is at and when that step is due. The scheduler
 * finds due work through `(state, next_step_at, id)`, in that order.
 */
export const campaignProspects = pgTable(
  'campaign_prospects',
  {
    id: primaryId(),
    /** The campaign's workspace: held to it by the (workflow_id, space_id) foreign key below. */
    spaceId: uuid('space_id').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    searchId: optionalRef('search_id', () => searches.id),
    /** The sender this prospect keeps for the whole thread (rotation assigns it once). */
    credentialId: optionalRef('credential_id', () => credentials.id),
    state: text('state', { enum: campaignProspectStates }).notNull().default('pending'),
    pauseReason: text('pause_reason', { enum: pauseReasons }),
    /** The step to run next (workflow_steps.key); null before the first and after the last. */
    currentStepKey: text('current_step_key'),
    nextStepAt: timestamptz('next_step_at'),
    /** Why the current step waits (outreach §4 wait reasons), shown to the user. */
    waitReason: text('wait_reason'),
    approvalState: text('approval_state'),
    /**
     * The campaign revision the prospect's progress was last checked against
     * (live-edit rule, outreach §4): steps added in a newer revision before a
     * completed step are skipped. Null before the prospect starts.
     */
    progressRevision: integer('progress_revision'),
    /** Rotation (engine/rotation): the sender this prospect had before a reassignment, and when. */
    previousCredentialId: optionalRef('previous_credential_id', () => credentials.id),
    reassignedAt: timestamptz('reassigned_at'),
    startedAt: timestamptz('started_at'),
    /**
     * What the prospect's step executions say for its §3 status (reports' audience), kept by a
     * trigger of migration 0015: 1 request sent, 2 unconnectable, 4 viewed the message (an open),
     * 8 visited the link (a click). docs/decisions.md "Reports rollups".
     */
    reportFlags: smallint('report_flags').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('campaign_prospects_workflow_prospect_unique').on(table.workflowId, table.prospectId),
    index('campaign_prospects_due_idx').on(table.state, table.nextStepAt, table.id),
    index('campaign_prospects_workflow_state_idx').on(table.workflowId, table.state),
    index('campaign_prospects_prospect_idx').on(table.prospectId),
    index('campaign_prospects_credential_idx').on(table.credentialId, table.state),
    // The reports' audience: each prospect's latest campaign link in one workspace.
    index('campaign_prospects_space_prospect_idx').on(
      table.spaceId,
      table.prospectId,
      table.createdAt,
      table.id,
    ),
    // One check for both: the campaign exists, and the row is in the campaign's own workspace. A
    // workspace's rows go with its campaigns (workflows cascade from spaces), so no space index.
    foreignKey({
      name: 'campaign_prospects_workflow_space_fk',
      columns: [table.workflowId, table.spaceId],
      foreignColumns: [workflows.id, workflows.spaceId],
    }).onDelete('cascade'),
    enumCheck('campaign_prospects_state_check', table.state, campaignProspectStates),
  ],
);

export type CampaignProspectRow = typeof campaignProspects.$inferSelect;

/** spec: outreach §4 step outcome (plus the in-flight states of a durable execution). */
export const stepExecutionStatuses = [
  'scheduled',
  'running',
  'waiting',
  'done',
  'skipped',
  'failed',
] as const;
export type StepExecutionStatus = (typeof stepExecutionStatuses)[number];
export const stepOutcomes = ['positive', 'negative', 'skipped', 'failed'] as const;
export type StepOutcome = (typeof stepOutcomes)[number];

/**
 * One run of one step for one prospect. `idempotencyKey` (campaign prospect +
 * step key + attempt of the thread) is unique: a worker killed mid-step that is
 * retried finds the row and never sends twice. `actionKind` feeds the caps.
 * Stored with fillfactor 70 (migration 0003): the worker's take and completion update only
 * unindexed columns, so with room on the page they are HOT updates that touch no index.
 */
export const stepExecutions = pgTable(
  'step_executions',
  {
    ...spaceOwned(),
    workflowId: ownerRef('workflow_id', () => workflows.id),
    campaignProspectId: ownerRef('campaign_prospect_id', () => campaignProspects.id),
    stepId: optionalRef('step_id', () => workflowSteps.id),
    stepKey: text('step_key').notNull(),
    credentialId: optionalRef('credential_id', () => credentials.id),
    /**
     * The engine process (`engine_workers.id`) that claimed or last took this execution. No foreign
     * key (a dead worker's row is deleted once its steps are handed on) and no index: the worker
     * sets it when it takes the row, and an indexed column would make that update non-HOT.
     */
    workerId: uuid('worker_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    actionKind: text('action_kind').notNull(),
    status: text('status', { enum: stepExecutionStatuses }).notNull().default('scheduled'),
    outcome: text('outcome', { enum: stepOutcomes }),
    skipReason: text('skip_reason'),
    waitReason: text('wait_reason'),
    error: text('error'),
    /** What the channel reported: message id, provider response, … */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    scheduledAt: timestamptz('scheduled_at').notNull(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    uniqueIndex('step_executions_idempotency_unique').on(table.idempotencyKey),
    // Caps count claimed actions (scheduled, running, done, failed) by when they were claimed.
    // No index holds a column the worker changes (status, outcome, detail, started/finished
    // at): its two updates of a row stay HOT (fillfactor above).
    index('step_executions_credential_kind_scheduled_idx').on(
      table.credentialId,
      table.actionKind,
      table.scheduledAt,
    ),
    index('step_executions_campaign_prospect_idx').on(table.campaignProspectId, table.scheduledAt),
    index('step_executions_workflow_idx').on(table.workflowId, table.scheduledAt),
    index('step_executions_space_idx').on(table.spaceId),
  ],
);

export type StepExecutionRow = typeof stepExecutions.$inferSelect;

/**
 * One running engine process per boot (engine/workers.ts): it beats every few seconds while it
 * lives. A row whose heartbeat is older than the timeout is a dead process: another process hands
 * its claimed and running steps on and deletes the row; a clean stop deletes its own at once.
 */
export const engineWorkers = pgTable('engine_workers', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  heartbeatAt: timestamptz('heartbeat_at').notNull(),
});

export type EngineWorkerRow = typeof engineWorkers.$inferSelect;

/**
 * How safe it is to act through a sender now (engine/limits): a score from 0 to 1
 * that scales its caps, lowered by the network's limit signals and recovering
 * over time; no action before `cooldownUntil`.
 */
export const senderHealth = pgTable('sender_health', {
  credentialId: uuid('credential_id')
    .primaryKey()
    .references(() => credentials.id, { onDelete: 'cascade' }),
  spaceId: spaceRef(),
  score: real('score').notNull().default(1),
  cooldownUntil: timestamptz('cooldown_until'),
  /** The latest limit signals, newest last: `{ kind, at }`. */
  signals: jsonb('signals').$type<{ kind: string; at: string }[]>().notNull().default([]),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /**
   * Spacing (engine/limits): the sender's next action may not start before this
   * (the last claim plus a random gap). Its row lock serialises claims per sender.
   */
  nextActionAt: timestamptz('next_action_at'),
  updatedAt: updatedAt(),
});

export type SenderHealthRow = typeof senderHealth.$inferSelect;
