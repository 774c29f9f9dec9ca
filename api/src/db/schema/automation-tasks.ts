import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { stepExecutions } from './engine';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';
import { users } from './users';
import { workflows } from './workflows';
import {
  createdAt,
  enumCheck,
  optionalOwnerRef,
  optionalRef,
  ownerRef,
  timestamps,
  timestamptz,
} from './columns';

/** docs/automation-tasks.md: queued → claimed → done | failed; a lease nobody renews is handed out again. */
export const automationTaskStatuses = ['queued', 'claimed', 'done', 'failed', 'expired'] as const;
export type AutomationTaskStatus = (typeof automationTaskStatuses)[number];

/** Who carries social actions out (spec platform §1: a cloud automation or the browser extension). */
export const automationWorkers = ['cloud', 'extension', 'sandbox'] as const;
export type AutomationWorker = (typeof automationWorkers)[number];

/**
 * What a worker must do, by step kind (docs/automation-tasks.md lists each
 * kind's fields). Texts are rendered already: a worker never sees a placeholder.
 */
export interface AutomationTaskPayload {
  profile_url: string | null;
  prospect_name: string;
  /** Rendered message, InMail body, connection note or comment instructions. */
  text?: string | null;
  subject?: string | null;
  /** connection_by_email: the address the request goes to. */
  email?: string | null;
  /** invite_to_event: the event URL. */
  event_url?: string | null;
  /** ai_comment: the tone (outreach §3). */
  tone?: string | null;
  /** like_posts: 3; endorse_skills: 5 (outreach §9). */
  count?: number;
}

/** What the worker reported (the body of POST /automation/tasks/{id}/report, plus what the API made of it). */
export interface AutomationTaskResult {
  outcome: 'done' | 'failed';
  positive?: boolean;
  skip_reason?: string | null;
  wait_reason?: string | null;
  signals?: string[];
  events?: { kind: string; text?: string | null; at: string }[];
  error?: string | null;
  /** The StepResult handed to the engine. */
  applied?: Record<string, unknown>;
}

/**
 * One social action handed to a worker (docs/automation-tasks.md). A step's
 * execution has at most one live (queued or claimed) task: the partial unique
 * index is what makes a retried step never queue a second one.
 */
export const automationTasks = pgTable(
  'automation_tasks',
  {
    ...spaceOwned(),
    credentialId: ownerRef('credential_id', () => credentials.id),
    /** The campaign step it carries out; null for a message a person sent from the inbox. */
    stepExecutionId: optionalOwnerRef('step_execution_id', () => stepExecutions.id),
    workflowId: optionalOwnerRef('workflow_id', () => workflows.id),
    prospectId: optionalOwnerRef('prospect_id', () => prospects.id),
    /** The step kind (view_profile, connection_request, …). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<AutomationTaskPayload>().notNull(),
    status: text('status', { enum: automationTaskStatuses }).notNull().default('queued'),
    claimedBy: text('claimed_by', { enum: automationWorkers }),
    claimedAt: timestamptz('claimed_at'),
    leaseUntil: timestamptz('lease_until'),
    /** How many times it was handed out (a lease that ran out counts). */
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result').$type<AutomationTaskResult>(),
    ...timestamps(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    // Claiming: a credential's queued tasks oldest first, and claimed ones whose lease ran out.
    index('automation_tasks_claim_idx').on(table.credentialId, table.status, table.createdAt),
    index('automation_tasks_lease_idx').on(table.status, table.leaseUntil),
    index('automation_tasks_space_idx').on(table.spaceId),
    uniqueIndex('automation_tasks_live_execution_unique')
      .on(table.stepExecutionId)
      .where(sql`${table.status} in ('queued', 'claimed')`),
    index('automation_tasks_execution_idx').on(table.stepExecutionId),
    enumCheck('automation_tasks_status_check', table.status, automationTaskStatuses),
  ],
);

export type AutomationTaskRow = typeof automationTasks.$inferSelect;

/**
 * What the sandbox network will do later (docs/sandbox-network.md, "Campaign
 * actions"): a reply that arrives some minutes after a message. The in-process
 * sandbox worker delivers due rows like a real worker reporting an inbound event.
 */
export const sandboxInbound = pgTable(
  'sandbox_inbound',
  {
    ...spaceOwned(),
    credentialId: ownerRef('credential_id', () => credentials.id),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    taskId: optionalRef('task_id', () => automationTasks.id),
    kind: text('kind', { enum: ['reply', 'connection_accepted'] }).notNull(),
    text: text('text'),
    dueAt: timestamptz('due_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (table) => [
    index('sandbox_inbound_due_idx').on(table.deliveredAt, table.dueAt),
    uniqueIndex('sandbox_inbound_task_kind_unique').on(table.taskId, table.kind),
  ],
);

export type SandboxInboundRow = typeof sandboxInbound.$inferSelect;

/** spec: outreach §3 Task priority: urgent 500, high 400, medium 300, low 200, none 100. */
export const taskPriorities = [100, 200, 300, 400, 500] as const;
export const taskStatuses = ['open', 'done', 'canceled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/**
 * A task for a person (spec outreach §3 Task): created by a manual-task, call
 * or voicemail step; the inbox issue builds the task list on these rows
 * (columns: type, prospect, created, due date, priority, status, assignee,
 * account, campaign).
 */
export const tasks = pgTable(
  'tasks',
  {
    ...spaceOwned(),
    /** The step kind that made it (manual_task, make_call, voicemail_drop) or `manual`. */
    type: text('type').notNull().default('manual_task'),
    name: text('name').notNull(),
    info: text('info').notNull().default(''),
    dueAt: timestamptz('due_at'),
    assigneeId: optionalRef('assignee_id', () => users.id),
    priority: integer('priority').notNull().default(100),
    status: text('status', { enum: taskStatuses }).notNull().default('open'),
    prospectId: optionalOwnerRef('prospect_id', () => prospects.id),
    workflowId: optionalRef('workflow_id', () => workflows.id),
    credentialId: optionalRef('credential_id', () => credentials.id),
    stepExecutionId: optionalRef('step_execution_id', () => stepExecutions.id),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    index('tasks_space_status_due_idx').on(table.spaceId, table.status, table.dueAt),
    uniqueIndex('tasks_step_execution_unique').on(table.stepExecutionId),
    enumCheck('tasks_priority_check', table.priority, taskPriorities),
    enumCheck('tasks_status_check', table.status, taskStatuses),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;

/**
 * A "push to CRM" step that ran (spec outreach §3: CRM, owner, deduplication,
 * email order), one per step execution. For the built-in CRM (config `crm` empty
 * or `default`, plan with native_crm) the executor also makes the deal
 * (crm_deals.crm_push_id points back here) or finds the prospect's open one
 * (deduplication) and marks the push `pushed`; pushes to other CRMs stay
 * `pending` until their integration exists (docs/decisions.md "Built-in CRM").
 */
export const crmPushes = pgTable(
  'crm_pushes',
  {
    ...spaceOwned(),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    workflowId: optionalRef('workflow_id', () => workflows.id),
    stepExecutionId: optionalRef('step_execution_id', () => stepExecutions.id),
    /** The step's CRM fields as configured (crm, owner, deduplication, email_order). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'pushed', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('crm_pushes_space_status_idx').on(table.spaceId, table.status),
    uniqueIndex('crm_pushes_step_execution_unique').on(table.stepExecutionId),
  ],
);

export type CrmPushRow = typeof crmPushes.$inferSelect;
