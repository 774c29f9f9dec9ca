/**
 * What a person does with an AI Employee's thread through /ai_conversations (issue 28): read its
 * status, approve the draft (an edit is checked for grounding again) or reject it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type AiConversationRow, aiConversations, aiEmployees } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { SpaceScope } from '../../../platform/tenancy';
import { checkGrounding } from '../../ai';
import { conversationInputs } from './conversation-inputs';
import { type ConversationJson, conversationMessages } from './conversations.schema';
import {
  advanceConversation,
  afterMessage,
  closed,
  closeTask,
  type ConversationDeps,
  personWrote,
} from './conversations.service';

/** The conversation of a dialog of the scope's workspace, or undefined. */
async function conversationOfDialog(scope: SpaceScope, dialogId: string) {
  const [row] = await scope.db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.spaceId, scope.spaceId), eq(aiConversations.dialogId, dialogId)));
  return row;
}

export function conversationJson(row: AiConversationRow, employeeName: string): ConversationJson {
  return {
    _id: row.id,
    dialog_id: row.dialogId,
    employee_id: row.employeeId,
    employee_name: employeeName,
    status: row.status,
    reason: row.reason,
    draft: row.draft,
    draft_kind: row.draftKind,
    classification: row.classification,
    follow_ups_done: row.followUpsDone,
    next_at: row.nextAt?.toISOString() ?? null,
    meeting_booked_at: row.meetingBookedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function jsonOf(db: Db, row: AiConversationRow): Promise<ConversationJson> {
  const [employee] = await db
    .select({ name: aiEmployees.name })
    .from(aiEmployees)
    .where(eq(aiEmployees.id, row.employeeId));
  return conversationJson(row, employee?.name ?? '');
}

/**
 * GET: the thread's conversation (null when no employee works it). A person's message written
 * since the employee's last step shows at once as disabled (the employee would stop there).
 */
export async function getConversation(scope: SpaceScope, dialogId: string): Promise<ConversationJson | null> {
  const row = await conversationOfDialog(scope, dialogId);
  if (!row) return null;
  if (!closed.includes(row.status) && (await personWrote(scope.db, row))) {
    const now = scope.clock.now();
    await closeTask(scope.db, row, 'canceled', now);
    const [paused] = await scope.db
      .update(aiConversations)
      .set({
        status: 'disabled',
        nextAt: null,
        draft: null,
        draftKind: null,
        reason: conversationMessages.personWrote,
        updatedAt: now,
      })
      .where(and(eq(aiConversations.id, row.id), eq(aiConversations.status, row.status)))
      .returning();
    return jsonOf(scope.db, paused ?? row);
  }
  return jsonOf(scope.db, row);
}

/** The conversation waiting for approval in the dialog, locked for the decision; 404 / 400 otherwise. */
async function awaitingApproval(tx: Db, scope: SpaceScope, dialogId: string) {
  const [row] = await tx
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.spaceId, scope.spaceId), eq(aiConversations.dialogId, dialogId)))
    .for('update');
  if (!row) throw new AppError(404, conversationMessages.notFound);
  if (row.status !== 'waiting_for_approve' || row.draft === null)
    throw new AppError(400, conversationMessages.notWaiting);
  return row;
}

/**
 * POST approve: the draft (or the person's edit of it, checked for grounding again: a person's
 * edit may not bring in facts the inputs lack either) is queued to send, and sent now.
 */
export async function approveConversation(
  deps: ConversationDeps,
  scope: SpaceScope,
  dialogId: string,
  edited?: string | null,
): Promise<ConversationJson> {
  const now = scope.clock.now();
  const id = await scope.db.transaction(async (tx) => {
    const row = await awaitingApproval(tx, scope, dialogId);
    const text = (edited ?? row.draft ?? '').trim();
    if (text === '') throw new AppError(400, conversationMessages.emptyDraft);
    const [employee] = await tx.select().from(aiEmployees).where(eq(aiEmployees.id, row.employeeId));
    if (!employee) throw new AppError(404, conversationMessages.notFound);
    const grounding = checkGrounding(text, await conversationInputs(tx, row, employee));
    if (!grounding.grounded)
      throw new AppError(400, conversationMessages.refused(grounding.offending.map((item) => item.text)));
    await closeTask(tx, row, 'done', now);
    await tx
      .update(aiConversations)
      .set({
        status: row.draftKind === 'follow_up' ? 'waiting_to_send_follow_up' : 'waiting_to_send_reply',
        draft: text,
        nextAt: now,
        reason: null,
        taskId: null,
        updatedAt: now,
      })
      .where(eq(aiConversations.id, row.id));
    return row.id;
  });
  await advanceConversation(deps, id);
  const [row] = await scope.db.select().from(aiConversations).where(eq(aiConversations.id, id));
  if (!row) throw new AppError(404, conversationMessages.notFound);
  return jsonOf(scope.db, row);
}

/**
 * POST reject: the draft is dropped. A rejected reply leaves the thread waiting for the prospect;
 * a rejected follow-up counts as that follow-up (the next one, if any, is planned as usual).
 */
export async function rejectConversation(scope: SpaceScope, dialogId: string): Promise<ConversationJson> {
  const now = scope.clock.now();
  const row = await scope.db.transaction(async (tx) => {
    const waiting = await awaitingApproval(tx, scope, dialogId);
    const [employee] = await tx.select().from(aiEmployees).where(eq(aiEmployees.id, waiting.employeeId));
    if (!employee) throw new AppError(404, conversationMessages.notFound);
    await closeTask(tx, waiting, 'canceled', now);
    const next =
      waiting.draftKind === 'follow_up'
        ? afterMessage(employee, waiting.followUpsDone + 1, now)
        : { status: 'waiting_for_reply' as const, nextAt: null, reason: null };
    const [saved] = await tx
      .update(aiConversations)
      .set({ ...next, draft: null, draftKind: null, taskId: null, updatedAt: now })
      .where(eq(aiConversations.id, waiting.id))
      .returning();
    return saved ?? waiting;
  });
  return jsonOf(scope.db, row);
}
