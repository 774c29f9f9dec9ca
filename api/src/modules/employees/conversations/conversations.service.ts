/**
 * The AI employee's conversation as a durable state machine (issue 28 "The conversation", spec
 * ai-telephony §4 "AI Employee conversation status"). One row per thread (ai_conversations); each
 * step is claimed with a lease (`lease_until`), so however many processes run the sweep, a step
 * runs once, and a process that dies mid-step leaves the row to the next sweep after the lease.
 *
 *   prospect reply ──> generating_reply ──(escalation)──> disabled + task for a person
 *                        │  (hard no / wrong person) ──> waiting_for_reply_hard_no
 *                        │  (out of office) ──> waiting_for_reply_out_of_office ──(due)──> follow-up
 *                        │  (model failed) stays, retried, then waits for a person (reason says why)
 *                        v
 *        manual: waiting_for_approve ──approve──> waiting_to_send_reply ──sent──> waiting_for_follow_up
 *        automatic: waiting_to_send_reply ─────────────────────────────┘            │ (due)
 *                                                                       generating_follow_up ──> ...
 *        no follow-ups left: waiting_for_reply. A person's message in the thread: disabled.
 *        An email out-of-office after the last message out: every outgoing step waits in
 *        waiting_for_reply_out_of_office until the return (awayUntil), then goes on.
 *        A booking: meeting_booked (calendly.ts). A lost scheduling link: calendly_event_disconnected.
 *
 * Nothing is sent that the grounding check refused, that the model failed to write, past the
 * employee's daily cap, or after a person wrote in the thread.
 */
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import {
  type AiConversationRow,
  type AiConversationStatus,
  type AiEmployeeRow,
  aiConversations,
  aiEmployeeBindings,
  aiEmployeeDailyStats,
  aiEmployees,
  messages,
  prospects,
  tasks,
} from '../../../db/schema';
import { AppError } from '../../../errors';
import type { Logger } from '../../../logger';
import type { RealtimeEmitter } from '../../../platform/announce';
import type { EngineSettings } from '../../../platform/engine-settings';
import type { SpaceScope } from '../../../platform/tenancy';
import type { LlmProvider } from '../../../providers/llm/llm.provider';
import { classifyReply, dailyCapAllows, draftGroundedMessage, type LlmInputs, needsHuman } from '../../ai';
import { dialogInSpace, type InboxMailOptions, sendMessage } from '../../inbox';
import { conversationInputs, isAutomatedMessage } from './conversation-inputs';
import { conversationMessages } from './conversations.schema';
import { countForEmployee, utcDay } from './stats';
import { aiFollowUpDelayMs, followUpDelayMs, nextUtcDay } from './timing';
import { awayUntil, outgoingSteps } from './away';
export { aiFollowUpDelayMs, followUpDelayMs };

/** What the machine runs with: the app's or the engine's dependencies and the LLM. */
export interface ConversationDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeEmitter;
  llm: LlmProvider;
  /** How the inbox sends email (mailbox secrets, private servers). */
  mail: InboxMailOptions;
  /** The longest a generation may take (default: the LLM port's). */
  generationTimeoutMs?: number;
  /** The engine's knobs: an out-of-office without a return date waits outOfOfficeDefaultDays. */
  engine?: Partial<EngineSettings>;
}

const minuteMs = 60_000;
/** How long a runner holds a step: longer than a generation's timeout with its retries. */
const leaseMs = 5 * minuteMs;
/** Failed generations before the conversation stops retrying and waits for a person. */
export const maxGenerationAttempts = 3;

/** Statuses the sweep acts on when `next_at` has come. */
const actionable: AiConversationStatus[] = [
  'generating_reply',
  'generating_follow_up',
  'waiting_to_send_reply',
  'waiting_to_send_follow_up',
  'waiting_for_follow_up',
  'waiting_for_reply_out_of_office',
];
/** Statuses a new reply from the prospect does not restart. */
export const closed: AiConversationStatus[] = ['disabled', 'meeting_booked'];

type Patch = Partial<Omit<typeof aiConversations.$inferInsert, 'id' | 'spaceId'>>;

/** The employee working a thread and whether it may act there now. */
interface Worker {
  employee: AiEmployeeRow;
  /** The binding on the thread's credential is there and on, and so is the employee. */
  active: boolean;
}

async function workerOf(db: Db, row: AiConversationRow): Promise<Worker | null> {
  const [employee] = await db
    .select()
    .from(aiEmployees)
    .where(and(eq(aiEmployees.spaceId, row.spaceId), eq(aiEmployees.id, row.employeeId)));
  if (!employee) return null;
  const [binding] = row.credentialId
    ? await db
        .select({ enabled: aiEmployeeBindings.enabled })
        .from(aiEmployeeBindings)
        .where(
          and(
            eq(aiEmployeeBindings.credentialId, row.credentialId),
            eq(aiEmployeeBindings.employeeId, employee.id),
          ),
        )
    : [];
  return { employee, active: employee.enabled && binding?.enabled === true };
}

/**
 * A person wrote in the thread since the employee took it (an inbox reply: outgoing, not a
 * campaign step's, not the employee's own): the employee stays out of that thread from then on.
 */
export async function personWrote(db: Db, row: AiConversationRow): Promise<boolean> {
  const outgoing = await db
    .select({ detail: messages.detail, stepExecutionId: messages.stepExecutionId })
    .from(messages)
    .where(
      and(
        eq(messages.spaceId, row.spaceId),
        eq(messages.dialogId, row.dialogId),
        eq(messages.direction, 'out'),
        ne(messages.channel, 'call'),
        sql`${messages.sentAt} >= ${row.createdAt.toISOString()}::timestamptz`,
      ),
    );
  return outgoing.some((message) => !isAutomatedMessage(message));
}

/** Messages the employee sent today (UTC), on every channel. */
async function sentToday(db: Db, employeeId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ emails: aiEmployeeDailyStats.emailsSent, messages: aiEmployeeDailyStats.messagesSent })
    .from(aiEmployeeDailyStats)
    .where(and(eq(aiEmployeeDailyStats.employeeId, employeeId), eq(aiEmployeeDailyStats.day, utcDay(now))));
  return (row?.emails ?? 0) + (row?.messages ?? 0);
}

/**
 * The channel the thread answers on: its last message's (email or the social network), an
 * auto-reply aside (an out-of-office says nothing of where the prospect talks).
 */
async function replyChannel(db: Db, row: AiConversationRow): Promise<'email' | 'social'> {
  const [last] = await db
    .select({ channel: messages.channel })
    .from(messages)
    .where(
      and(
        eq(messages.spaceId, row.spaceId),
        eq(messages.dialogId, row.dialogId),
        inArray(messages.channel, ['email', 'social']),
        ne(messages.kind, 'out_of_office'),
      ),
    )
    .orderBy(desc(messages.sentAt))
    .limit(1);
  return last?.channel === 'email' ? 'email' : 'social';
}

async function prospectName(db: Db, row: AiConversationRow): Promise<string> {
  const [prospect] = await db
    .select({ fullName: prospects.fullName, firstName: prospects.firstName, lastName: prospects.lastName })
    .from(prospects)
    .where(eq(prospects.id, row.prospectId));
  if (!prospect) return 'the prospect';
  return prospect.fullName || `${prospect.firstName} ${prospect.lastName}`.trim() || 'the prospect';
}

/** A task for the employee's assignee (manual_settings: assignee, priority), due now. */
async function taskFor(
  db: Db,
  row: AiConversationRow,
  employee: AiEmployeeRow,
  task: { name: string; info: string },
  now: Date,
): Promise<string> {
  const { assignee, priority } = employee.messagingSettings.manual_settings;
  const [created] = await db
    .insert(tasks)
    .values({
      spaceId: row.spaceId,
      type: 'manual_task',
      name: task.name,
      info: task.info,
      assigneeId: assignee ?? employee.creatorId,
      priority,
      prospectId: row.prospectId,
      credentialId: row.credentialId,
      dueAt: now,
      createdAt: now,
    })
    .returning({ id: tasks.id });
  if (!created) throw new Error('task insert returned no row');
  return created.id;
}

/** Closes the conversation's open task (done when a person acted, canceled when it no longer applies). */
export async function closeTask(db: Db, row: AiConversationRow, status: 'done' | 'canceled', now: Date) {
  if (!row.taskId) return;
  await db
    .update(tasks)
    .set({ status, completedAt: now })
    .where(and(eq(tasks.spaceId, row.spaceId), eq(tasks.id, row.taskId), eq(tasks.status, 'open')));
}

/** After a send, or a follow-up given up: the next follow-up, or waiting for the prospect. */
export function afterMessage(employee: AiEmployeeRow, followUpsDone: number, now: Date): Patch {
  const settings = employee.messagingSettings;
  if (settings.is_follow_up_enabled && followUpsDone < settings.number_of_follow_ups)
    return {
      status: 'waiting_for_follow_up',
      nextAt: new Date(now.getTime() + followUpDelayMs(settings)),
      followUpsDone,
      reason: null,
    };
  return { status: 'waiting_for_reply', nextAt: null, followUpsDone, reason: null };
}

/** The prospect's reply: classified, escalated, or answered with a grounded draft. */
async function generateReply(
  deps: ConversationDeps,
  row: AiConversationRow,
  employee: AiEmployeeRow,
  now: Date,
) {
  const [reply] = row.lastInboundMessageId
    ? await deps.db
        .select({ text: messages.text })
        .from(messages)
        .where(and(eq(messages.spaceId, row.spaceId), eq(messages.id, row.lastInboundMessageId)))
    : [];
  const text = reply?.text ?? '';
  const escalation = needsHuman(text);
  const inputs = await conversationInputs(deps.db, row, employee);
  const classified = await classifyReply(deps.llm, {
    space: row.spaceId,
    replyText: text,
    inputs: { ...inputs, conversation: inputs.conversation?.slice(0, -1) },
    timeoutMs: deps.generationTimeoutMs,
  });
  const classification = {
    label: classified.label,
    reason: classified.reason,
    source: classified.source,
    ...(escalation.escalate ? { escalation: escalation.reasons } : {}),
  };
  if (escalation.escalate || classified.label === 'unsubscribe') {
    const reasons = escalation.escalate ? escalation.reasons.join(', ').replaceAll('_', ' ') : 'unsubscribe';
    const taskId = await taskFor(
      deps.db,
      row,
      employee,
      {
        name: `Answer ${await prospectName(deps.db, row)} yourself (${reasons})`,
        info: `${employee.name} does not answer messages about ${reasons}: the reply is left for a person.`,
      },
      now,
    );
    return {
      status: 'disabled',
      reason: conversationMessages.escalated(reasons),
      classification,
      nextAt: null,
      draft: null,
      draftKind: null,
      taskId,
    } satisfies Patch;
  }
  if (classified.label === 'hard_no' || classified.label === 'wrong_person')
    return {
      status: 'waiting_for_reply_hard_no',
      reason: classified.reason,
      classification,
      nextAt: null,
      draft: null,
      draftKind: null,
    } satisfies Patch;
  if (classified.label === 'out_of_office')
    return {
      status: 'waiting_for_reply_out_of_office',
      reason: classified.reason,
      classification,
      nextAt: new Date(now.getTime() + followUpDelayMs(employee.messagingSettings)),
      draft: null,
      draftKind: null,
    } satisfies Patch;
  return { ...(await drafted(deps, row, employee, 'reply', now, inputs)), classification } satisfies Patch;
}

/** A draft from the model: held for approval, queued to send, refused, or retried. */
async function drafted(
  deps: ConversationDeps,
  row: AiConversationRow,
  employee: AiEmployeeRow,
  kind: 'reply' | 'follow_up',
  now: Date,
  /** The thread's inputs when the step has read them already (a reply just classified). */
  known?: LlmInputs,
): Promise<Patch> {
  const inputs = known ?? (await conversationInputs(deps.db, row, employee));
  const draft = await draftGroundedMessage(deps.llm, {
    space: row.spaceId,
    inputs,
    timeoutMs: deps.generationTimeoutMs,
  });
  if (draft.status === 'failed') {
    const attempts = row.attempts + 1;
    const retry = attempts < maxGenerationAttempts;
    return {
      attempts,
      reason: conversationMessages.generationFailed(draft.error, retry),
      // Retried after 5, then 10 minutes; then it waits for a person (nothing was sent).
      nextAt: retry ? new Date(now.getTime() + attempts * 5 * minuteMs) : null,
    };
  }
  const manual = employee.messagingSettings.mode === 'manual';
  if (draft.status === 'refused' || manual) {
    const refused = draft.status === 'refused';
    const taskId = await taskFor(
      deps.db,
      row,
      employee,
      {
        name: `Approve ${employee.name}'s ${kind === 'reply' ? 'reply' : 'follow-up'} to ${await prospectName(deps.db, row)}`,
        info: refused ? conversationMessages.refused(draft.offending.map((item) => item.text)) : draft.text,
      },
      now,
    );
    return {
      status: 'waiting_for_approve',
      draft: draft.text,
      draftKind: kind,
      attempts: 0,
      nextAt: null,
      taskId,
      reason: refused ? conversationMessages.refused(draft.offending.map((item) => item.text)) : null,
    };
  }
  return {
    status: kind === 'reply' ? 'waiting_to_send_reply' : 'waiting_to_send_follow_up',
    draft: draft.text,
    draftKind: kind,
    attempts: 0,
    nextAt: now,
    reason: null,
  };
}

/** The draft goes out through the inbox's senders, within the daily cap. */
async function sendDraft(
  deps: ConversationDeps,
  row: AiConversationRow,
  employee: AiEmployeeRow,
  now: Date,
): Promise<Patch> {
  const text = row.draft?.trim() ?? '';
  if (text === '')
    return { status: 'waiting_for_reply', nextAt: null, reason: conversationMessages.nothingToSend };
  const cap = dailyCapAllows(
    await sentToday(deps.db, employee.id, now),
    employee.messagingSettings.daily_cap,
  );
  if (!cap.allowed) return { nextAt: nextUtcDay(now), reason: conversationMessages.dailyCap };
  const scope: SpaceScope = { db: deps.db, clock: deps.clock, realtime: deps.realtime, spaceId: row.spaceId };
  const dialog = await dialogInSpace(scope, row.dialogId);
  if (!dialog) return { status: 'disabled', nextAt: null, reason: conversationMessages.threadGone };
  const channel = await replyChannel(deps.db, row);
  let sentId: string;
  try {
    sentId = (await sendMessage(scope, dialog, { channel, text }, deps.mail))._id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Refused by the sender (no mailbox, a suppressed address, the server's answer): a person decides.
    return {
      status: 'waiting_for_approve',
      nextAt: null,
      reason: conversationMessages.sendFailed(error.message),
    };
  }
  await deps.db
    .update(messages)
    .set({
      detail: sql`${messages.detail} || ${JSON.stringify({ ai_conversation_id: row.id, ai_employee_id: employee.id })}::jsonb`,
    })
    .where(eq(messages.id, sentId));
  await countForEmployee(deps.db, row, channel === 'email' ? 'emailsSent' : 'messagesSent', now);
  const followUpsDone = row.draftKind === 'follow_up' ? row.followUpsDone + 1 : row.followUpsDone;
  return {
    ...afterMessage(employee, followUpsDone, now),
    draft: null,
    draftKind: null,
    lastSentMessageId: sentId,
    lastSentAt: now,
  };
}

/** One step of a claimed conversation: the fields it changes. */
async function step(deps: ConversationDeps, row: AiConversationRow, now: Date): Promise<Patch> {
  const worker = await workerOf(deps.db, row);
  if (!worker) return { status: 'disabled', nextAt: null, reason: conversationMessages.employeeGone };
  if (await personWrote(deps.db, row)) {
    await closeTask(deps.db, row, 'canceled', now);
    return {
      status: 'disabled',
      nextAt: null,
      draft: null,
      draftKind: null,
      reason: conversationMessages.personWrote,
    };
  }
  // A disabled employee or binding: the thread waits where it is, looked at again hourly.
  if (!worker.active)
    return { nextAt: new Date(now.getTime() + 60 * minuteMs), reason: conversationMessages.employeeOff };
  const { employee } = worker;
  if (outgoingSteps.includes(row.status)) {
    // Away (an email auto-reply): nothing is written or sent; a draft already made is kept for the return.
    const back = await awayUntil(deps, row, now);
    if (back)
      return {
        status: 'waiting_for_reply_out_of_office',
        nextAt: back,
        attempts: 0,
        reason: conversationMessages.awayByEmail,
      };
  }
  switch (row.status) {
    case 'generating_reply':
      return generateReply(deps, row, employee, now);
    case 'waiting_for_follow_up':
    case 'waiting_for_reply_out_of_office': {
      // Held by an absence with its draft written: it goes out now.
      if (row.draft && row.draftKind)
        return {
          status: row.draftKind === 'reply' ? 'waiting_to_send_reply' : 'waiting_to_send_follow_up',
          nextAt: now,
          reason: null,
        };
      const settings = employee.messagingSettings;
      if (!settings.is_follow_up_enabled || row.followUpsDone >= settings.number_of_follow_ups)
        return { status: 'waiting_for_reply', nextAt: null, reason: null };
      return { status: 'generating_follow_up', nextAt: now, attempts: 0, reason: null };
    }
    case 'generating_follow_up':
      return drafted(deps, row, employee, 'follow_up', now);
    case 'waiting_to_send_reply':
    case 'waiting_to_send_follow_up':
      return sendDraft(deps, row, employee, now);
    default:
      return { nextAt: null };
  }
}

/** Takes the step of a due conversation for this runner; null when it is not due or held. */
async function claim(db: Db, id: string, now: Date): Promise<AiConversationRow | null> {
  const [row] = await db
    .update(aiConversations)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(aiConversations.id, id),
        inArray(aiConversations.status, actionable),
        lte(aiConversations.nextAt, now),
        or(isNull(aiConversations.leaseUntil), lt(aiConversations.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Runs the conversation's due steps one after another (a reply drafted, then sent in automatic
 * mode) until it waits. Each step is claimed first: a step another runner holds is left to it.
 * A step that throws releases nothing: the lease runs out and the sweep takes it again.
 */
export async function advanceConversation(deps: ConversationDeps, id: string): Promise<void> {
  for (let steps = 0; steps < 8; steps += 1) {
    const now = deps.clock.now();
    const row = await claim(deps.db, id, now);
    if (!row) return;
    const patch = await step(deps, row, now);
    const [saved] = await deps.db
      .update(aiConversations)
      .set({ ...patch, leaseUntil: null, updatedAt: now })
      .where(and(eq(aiConversations.id, id), eq(aiConversations.leaseUntil, row.leaseUntil ?? now)))
      .returning({ status: aiConversations.status, nextAt: aiConversations.nextAt });
    if (!saved) {
      deps.logger.warn(
        { conversation: id },
        'ai conversation: the lease ran out during a step; its result was dropped',
      );
      return;
    }
    deps.realtime.toSpace(row.spaceId, 'refetch_data', { type: 'ai_conversation', dialog_id: row.dialogId });
  }
}

/** The sweep: every due conversation (up to `limit`), oldest due first. Returns how many it looked at. */
export async function runDueConversations(deps: ConversationDeps, limit = 50): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: aiConversations.id })
    .from(aiConversations)
    .where(
      and(
        inArray(aiConversations.status, actionable),
        lte(aiConversations.nextAt, now),
        or(isNull(aiConversations.leaseUntil), lt(aiConversations.leaseUntil, now)),
      ),
    )
    .orderBy(asc(aiConversations.nextAt))
    .limit(limit);
  for (const { id } of due) {
    try {
      await advanceConversation(deps, id);
    } catch (error) {
      deps.logger.error(
        { err: error, conversation: id },
        'ai conversation: a step failed; retried after its lease',
      );
    }
  }
  return due.length;
}
