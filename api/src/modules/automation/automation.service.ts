import type { StepKind } from '@outreach/core/outreach';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type AutomationTaskPayload,
  type AutomationTaskResult,
  type AutomationTaskRow,
  type AutomationWorker,
  automationTasks,
  campaignProspects,
  credentials,
  dialogs,
  messages,
  prospects,
  stepExecutions,
  workflows,
} from '../../db/schema';
import { completeStep } from '../../engine/complete-step';
import type { EngineDeps, StepResult } from '../../engine/contracts';
import { handleInbound } from '../../engine/inbound';
import { AppError, errorMessages } from '../../errors';
import { serverEvents } from '../../realtime/events';
import { canSee, type CredentialAccess } from '../credentials';
import { countUnreadDialogs } from '../credentials';
import type { AutomationTaskJson, InboundEventInput, ReportInput } from './automation.schema';

/** docs/automation-tasks.md "Leases": a claimed task is the worker's for this long unless it heartbeats. */
export const defaultLeaseMs = 10 * 60 * 1000;
/** A task handed out this many times without a report is given up ("last extension task failed"). */
export const maxTaskAttempts = 3;
/** The step is tried again this long after its task was given up. */
const givenUpRetryMs = 60 * 60 * 1000;

export const taskNotFound = 'Task not found';

/** The messages a social step sends, by kind (stored in the prospect's dialog once done). */
const sentMessageKinds: Partial<Record<StepKind, string>> = {
  send_message: 'message',
  send_inmail: 'inmail',
  connection_request: 'connection_request',
  connection_by_email: 'connection_request',
};

/** A task as the API answers it (automation.schema.ts AutomationTaskSchema). */
export function taskJson(task: AutomationTaskRow): AutomationTaskJson {
  return {
    id: task.id,
    kind: task.kind,
    status: task.status,
    credentials_id: task.credentialId,
    prospect_id: task.prospectId,
    workflow_id: task.workflowId,
    payload: task.payload,
    claimed_by: task.claimedBy,
    lease_until: task.leaseUntil?.toISOString() ?? null,
    attempts: task.attempts,
    result: task.result,
    created_at: task.createdAt.toISOString(),
  };
}

export interface NewTask {
  spaceId: string;
  credentialId: string;
  /** Null for a message a person sent from the inbox (no campaign step behind it). */
  stepExecutionId: string | null;
  workflowId: string | null;
  prospectId: string;
  kind: StepKind;
  payload: AutomationTaskPayload;
  now: Date;
}

/**
 * Queues one task for a step's execution, or returns the live one: the partial
 * unique index allows one queued-or-claimed task per execution, so a step run
 * twice (a retried job, two scheduler processes) never queues a second.
 */
export async function enqueueTask(db: Db, task: NewTask): Promise<AutomationTaskRow> {
  const [inserted] = await db
    .insert(automationTasks)
    .values({
      spaceId: task.spaceId,
      credentialId: task.credentialId,
      stepExecutionId: task.stepExecutionId,
      workflowId: task.workflowId,
      prospectId: task.prospectId,
      kind: task.kind,
      payload: task.payload,
      createdAt: task.now,
      updatedAt: task.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  if (!task.stepExecutionId) throw new Error('automation task insert returned no row');
  const [live] = await db
    .select()
    .from(automationTasks)
    .where(
      and(
        eq(automationTasks.stepExecutionId, task.stepExecutionId),
        inArray(automationTasks.status, ['queued', 'claimed']),
      ),
    );
  if (!live) throw new Error('automation task neither inserted nor found');
  return live;
}

/** The tasks of an execution, newest first (the executor's de-duplication). */
export async function tasksOfExecution(db: Db, stepExecutionId: string): Promise<AutomationTaskRow[]> {
  return db
    .select()
    .from(automationTasks)
    .where(eq(automationTasks.stepExecutionId, stepExecutionId))
    .orderBy(sql`${automationTasks.createdAt} desc`);
}

/**
 * Gives up tasks whose lease ran out after `maxTaskAttempts` hand-outs: the
 * step waits with "last extension task failed" and is tried again later (a
 * fresh task then).
 */
export async function expireAbandonedTasks(deps: EngineDeps, credentialId?: string): Promise<number> {
  const now = deps.clock.now();
  const expired = await deps.db
    .update(automationTasks)
    .set({ status: 'expired', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(automationTasks.status, 'claimed'),
        lt(automationTasks.leaseUntil, now),
        sql`${automationTasks.attempts} >= ${maxTaskAttempts}`,
        credentialId ? eq(automationTasks.credentialId, credentialId) : undefined,
      ),
    )
    .returning();
  for (const task of expired) {
    if (!task.stepExecutionId) {
      await markInboxMessage(deps, task, 'failed', 'The task was given up');
      continue;
    }
    await completeStep(deps, task.stepExecutionId, {
      type: 'wait',
      reason: 'last_extension_task_failed',
      retryAt: new Date(now.getTime() + givenUpRetryMs),
    });
  }
  return expired.length;
}

export interface ClaimRequest {
  credentialId: string;
  worker: AutomationWorker;
  max: number;
  leaseMs?: number;
}

/**
 * Hands out a credential's queued tasks (and claimed ones whose lease ran out),
 * oldest first, with `FOR UPDATE SKIP LOCKED` so two workers never get the same
 * task. Tasks of a prospect that is no longer running (paused after a reply,
 * finished) or of a campaign that is not active stay queued: a step never fires
 * after a reply.
 */
export async function claimTasks(deps: EngineDeps, request: ClaimRequest): Promise<AutomationTaskRow[]> {
  await expireAbandonedTasks(deps, request.credentialId);
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + (request.leaseMs ?? defaultLeaseMs));
  return deps.db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: automationTasks.id })
      .from(automationTasks)
      // Left joins: an inbox message's task has no step execution and is always handed out.
      .leftJoin(stepExecutions, eq(stepExecutions.id, automationTasks.stepExecutionId))
      .leftJoin(campaignProspects, eq(campaignProspects.id, stepExecutions.campaignProspectId))
      .leftJoin(workflows, eq(workflows.id, stepExecutions.workflowId))
      .where(
        and(
          eq(automationTasks.credentialId, request.credentialId),
          or(
            eq(automationTasks.status, 'queued'),
            and(eq(automationTasks.status, 'claimed'), lt(automationTasks.leaseUntil, now)),
          ),
          or(
            isNull(automationTasks.stepExecutionId),
            and(inArray(campaignProspects.state, ['pending', 'active']), eq(workflows.status, 'active')),
          ),
        ),
      )
      .orderBy(asc(automationTasks.createdAt))
      .limit(request.max)
      .for('update', { of: automationTasks, skipLocked: true });
    if (candidates.length === 0) return [];
    return tx
      .update(automationTasks)
      .set({
        status: 'claimed',
        claimedBy: request.worker,
        claimedAt: now,
        leaseUntil,
        attempts: sql`${automationTasks.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          automationTasks.id,
          candidates.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** A workspace's task the member may act on, or 404 (another workspace's task is not found, never forbidden). */
export async function findTaskForMember(
  db: Db,
  spaceId: string,
  access: CredentialAccess,
  taskId: string,
): Promise<AutomationTaskRow> {
  const [task] = await db
    .select()
    .from(automationTasks)
    .where(and(eq(automationTasks.spaceId, spaceId), eq(automationTasks.id, taskId)));
  if (!task || !canSee(access, task.credentialId)) throw new AppError(404, taskNotFound);
  return task;
}

/** Extends a claimed task's lease (a long action such as a held connection request). */
export async function heartbeatTask(
  deps: EngineDeps,
  task: AutomationTaskRow,
  leaseMs = defaultLeaseMs,
): Promise<AutomationTaskRow> {
  if (task.status !== 'claimed') return task;
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(automationTasks)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(and(eq(automationTasks.id, task.id), eq(automationTasks.status, 'claimed')))
    .returning();
  return updated ?? task;
}

/** What a report means for the step (contracts.ts StepResult). */
export function stepResultOf(report: ReportInput): StepResult {
  const signal = report.signals[0];
  if (signal) return { type: 'limit', signal };
  if (report.wait_reason) return { type: 'wait', reason: report.wait_reason };
  if (report.skip_reason) return { type: 'skipped', reason: report.skip_reason };
  if (report.outcome === 'failed') {
    // spec: outreach §4 skip reason "task failed": the prospect goes on with the next step.
    return { type: 'skipped', reason: 'task_failed', detail: { error: report.error ?? null } };
  }
  return { type: 'done', outcome: report.positive === false ? 'negative' : 'positive' };
}

export interface ReportOutcome {
  task: AutomationTaskRow;
  /** False when the task was finished already (a repeated report changes nothing). */
  applied: boolean;
}

/**
 * Applies a worker's report once: the conditional update makes exactly one
 * report win; the step result goes to the engine, a sent message to the
 * prospect's dialog, inbound events (reply, accepted) to the engine.
 */
export async function applyReport(
  deps: EngineDeps,
  task: AutomationTaskRow,
  report: ReportInput,
): Promise<ReportOutcome> {
  if (task.status !== 'queued' && task.status !== 'claimed') return { task, applied: false };
  const now = deps.clock.now();
  const result = stepResultOf(report);
  const stored: AutomationTaskResult = {
    outcome: report.outcome,
    positive: report.positive,
    skip_reason: report.skip_reason ?? null,
    wait_reason: report.wait_reason ?? null,
    signals: report.signals,
    events: report.events.map((event) => ({ kind: event.kind, text: event.text ?? null, at: event.at })),
    error: report.error ?? null,
    applied: result as unknown as Record<string, unknown>,
  };
  const [won] = await deps.db
    .update(automationTasks)
    .set({
      status: report.outcome === 'done' && result.type !== 'limit' ? 'done' : 'failed',
      result: stored,
      finishedAt: now,
      updatedAt: now,
    })
    .where(and(eq(automationTasks.id, task.id), inArray(automationTasks.status, ['queued', 'claimed'])))
    .returning();
  if (!won) {
    const [current] = await deps.db.select().from(automationTasks).where(eq(automationTasks.id, task.id));
    return { task: current ?? task, applied: false };
  }
  try {
    if (!won.stepExecutionId) {
      // An inbox message (modules/inbox): its row exists already; only its status changes.
      await markInboxMessage(
        deps,
        won,
        result.type === 'done' ? 'sent' : 'failed',
        result.type === 'done' ? null : (report.error ?? result.type),
      );
    } else {
      if (result.type === 'done') await recordSentMessage(deps, won, now);
      await completeStep(deps, won.stepExecutionId, result);
    }
  } catch (error) {
    // Nothing half-applied: the task goes back to its worker, whose retried report applies it.
    await deps.db
      .update(automationTasks)
      .set({ status: task.status, result: null, finishedAt: null, updatedAt: now })
      .where(eq(automationTasks.id, task.id));
    throw error;
  }
  if (won.prospectId) {
    for (const event of report.events) {
      await applyInboundEvent(deps, {
        spaceId: won.spaceId,
        credentialId: won.credentialId,
        prospectId: won.prospectId,
        kind: event.kind,
        text: event.text ?? null,
        at: new Date(event.at),
      });
    }
  }
  return { task: won, applied: true };
}

/**
 * The inbox message a task without a step carries (modules/inbox stores it with
 * `detail: { status: 'queued', task_id }`): `sent` once reported done, `failed` otherwise. The
 * account's sockets hear it (`update_message`), so a chat showing "Queued" turns to "Sent" or
 * "Failed" without a reload (issue 26 item 15).
 */
export async function markInboxMessage(
  deps: Pick<EngineDeps, 'db' | 'realtime'>,
  task: Pick<AutomationTaskRow, 'id' | 'spaceId' | 'credentialId'>,
  status: 'sent' | 'failed',
  error: string | null,
): Promise<void> {
  const patch = error ? { status, error } : { status };
  const updated = await deps.db
    .update(messages)
    .set({ detail: sql`${messages.detail} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(messages.spaceId, task.spaceId), sql`${messages.detail}->>'task_id' = ${task.id}`))
    .returning({ id: messages.id, dialogId: messages.dialogId });
  for (const message of updated) {
    deps.realtime.toCredential(task.credentialId, serverEvents.updateMessage, {
      _id: message.id,
      dialog_id: message.dialogId,
      status,
      error,
    });
  }
}

async function upsertDialog(
  db: Db,
  row: { spaceId: string; credentialId: string; prospectId: string; at: Date; unread: boolean },
) {
  const [dialog] = await db
    .insert(dialogs)
    .values({
      spaceId: row.spaceId,
      credentialId: row.credentialId,
      prospectId: row.prospectId,
      isUnread: row.unread,
      lastMessageAt: row.at,
      createdAt: row.at,
    })
    .onConflictDoUpdate({
      target: [dialogs.spaceId, dialogs.credentialId, dialogs.prospectId],
      set: {
        lastMessageAt: sql`greatest(${dialogs.lastMessageAt}, excluded.last_message_at)`,
        ...(row.unread ? { isUnread: true, isArchived: false } : {}),
      },
    })
    .returning();
  if (!dialog) throw new Error('dialog upsert returned no row');
  return dialog;
}

/** A message, InMail or connection note that went out: kept in the prospect's dialog (the inbox shows it). */
async function recordSentMessage(deps: EngineDeps, task: AutomationTaskRow, at: Date) {
  const kind = sentMessageKinds[task.kind as StepKind];
  if (!kind || !task.prospectId) return;
  const dialog = await upsertDialog(deps.db, {
    spaceId: task.spaceId,
    credentialId: task.credentialId,
    prospectId: task.prospectId,
    at,
    unread: false,
  });
  await deps.db.insert(messages).values({
    spaceId: task.spaceId,
    dialogId: dialog.id,
    direction: 'out',
    channel: 'social',
    kind,
    subject: task.payload.subject ?? null,
    text: task.payload.text ?? '',
    stepExecutionId: task.stepExecutionId,
    sentAt: at,
  });
  // spec: outreach §4 lifecycle "contacted" once something reached the prospect.
  await deps.db
    .update(prospects)
    .set({ lifecycle: 'contacted', updatedAt: at })
    .where(and(eq(prospects.id, task.prospectId), eq(prospects.lifecycle, 'new')));
  await deps.events.emit({
    name: kind === 'connection_request' ? 'invite_sent' : 'message_sent',
    spaceId: task.spaceId,
    prospectId: task.prospectId,
    workflowId: task.workflowId,
    credentialId: task.credentialId,
    at,
    data: { kind: task.kind, text: task.payload.text ?? '' },
  });
}

export interface InboundSocialEvent {
  spaceId: string;
  credentialId: string;
  prospectId: string;
  kind: InboundEventInput['kind'];
  text: string | null;
  at: Date;
}

/**
 * What the prospect did on the network: a reply is stored in the dialog (unread)
 * and pauses the prospect through the engine; an accepted request moves the
 * prospect to connected.
 */
export async function applyInboundEvent(deps: EngineDeps, event: InboundSocialEvent): Promise<void> {
  let messageId: string | null = null;
  if (event.kind === 'reply') {
    const dialog = await upsertDialog(deps.db, { ...event, unread: true });
    const [message] = await deps.db
      .insert(messages)
      .values({
        spaceId: event.spaceId,
        dialogId: dialog.id,
        direction: 'in',
        channel: 'social',
        kind: 'reply',
        text: event.text ?? '',
        sentAt: event.at,
      })
      .returning({ id: messages.id });
    messageId = message?.id ?? null;
    // The badge counts unread dialogs, not messages: a second reply to an unread dialog adds nothing.
    const unread = await countUnreadDialogs(deps.db, event.spaceId, event.credentialId);
    await deps.db
      .update(credentials)
      .set({ unreadCount: unread })
      .where(and(eq(credentials.spaceId, event.spaceId), eq(credentials.id, event.credentialId)));
    deps.realtime.toCredential(event.credentialId, serverEvents.updateUnreadCounter, {
      credential_id: event.credentialId,
      unread_count: unread,
    });
    await deps.events.emit({
      name: 'new_message',
      spaceId: event.spaceId,
      prospectId: event.prospectId,
      workflowId: null,
      credentialId: event.credentialId,
      at: event.at,
      data: { text: event.text ?? '', channel: 'social' },
    });
  }
  await handleInbound(deps, {
    spaceId: event.spaceId,
    prospectId: event.prospectId,
    credentialId: event.credentialId,
    channel: 'social',
    kind: event.kind,
    at: event.at,
    messageId,
  });
}

/** The credential exists in the workspace and the member may use it; 404 otherwise. */
export async function assertCredentialVisible(
  db: Db,
  spaceId: string,
  access: CredentialAccess,
  credentialId: string,
): Promise<void> {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.spaceId, spaceId), eq(credentials.id, credentialId)));
  if (!row || !canSee(access, row.id)) throw new AppError(404, errorMessages.notFound);
}

/** The prospect belongs to the workspace; 404 otherwise. */
export async function assertProspectInSpace(db: Db, spaceId: string, prospectId: string): Promise<void> {
  const [row] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.spaceId, spaceId), eq(prospects.id, prospectId)));
  if (!row) throw new AppError(404, errorMessages.notFound);
}
