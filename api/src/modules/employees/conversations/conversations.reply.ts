/**
 * A prospect's reply reaches the AI conversation (issue 28): it starts the thread's conversation,
 * or restarts it at generating_reply, then the steps due at once run.
 */
import { and, eq } from 'drizzle-orm';
import { aiConversations, aiEmployeeBindings, aiEmployees, messages } from '../../../db/schema';
import { advanceConversation, type ConversationDeps, closed, closeTask } from './conversations.service';
import { countForEmployee } from './stats';

/** The prospect's reply the machine hears (a `got_reply` of the outreach events). */
export interface ProspectReply {
  spaceId: string;
  prospectId: string;
  credentialId: string;
  /** messages.id of the stored reply. */
  messageId: string;
}

/**
 * A reply in a thread whose sender is bound to an enabled employee starts the conversation, or
 * restarts it at generating_reply (its draft and open task dropped). Once per message: the same
 * reply heard twice changes nothing. A thread a person took over, or that ended with a booking,
 * stays as it is. Returns the conversation's id, or null when no employee works this thread.
 */
export async function recordReply(deps: Pick<ConversationDeps, 'db' | 'clock'>, reply: ProspectReply) {
  const { db } = deps;
  const now = deps.clock.now();
  const [bound] = await db
    .select({ employee: aiEmployees })
    .from(aiEmployeeBindings)
    .innerJoin(aiEmployees, eq(aiEmployees.id, aiEmployeeBindings.employeeId))
    .where(
      and(
        eq(aiEmployeeBindings.spaceId, reply.spaceId),
        eq(aiEmployeeBindings.credentialId, reply.credentialId),
        eq(aiEmployeeBindings.enabled, true),
        eq(aiEmployees.enabled, true),
      ),
    );
  if (!bound) return null;
  const [message] = await db
    .select({ dialogId: messages.dialogId, direction: messages.direction })
    .from(messages)
    .where(and(eq(messages.spaceId, reply.spaceId), eq(messages.id, reply.messageId)));
  if (message?.direction !== 'in') return null;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(aiConversations)
      .where(eq(aiConversations.dialogId, message.dialogId))
      .for('update');
    if (existing && (existing.lastInboundMessageId === reply.messageId || closed.includes(existing.status)))
      return null;
    const restart = {
      status: 'generating_reply' as const,
      reason: null,
      nextAt: now,
      attempts: 0,
      draft: null,
      draftKind: null,
      lastInboundMessageId: reply.messageId,
      taskId: null,
      // A step running on the old reply loses its claim: its result is dropped, the new reply wins.
      leaseUntil: null,
      updatedAt: now,
    };
    if (existing) {
      await closeTask(tx, existing, 'canceled', now);
      await tx.update(aiConversations).set(restart).where(eq(aiConversations.id, existing.id));
      await countForEmployee(tx, { spaceId: reply.spaceId, employeeId: bound.employee.id }, 'replies', now);
      return existing.id;
    }
    const [created] = await tx
      .insert(aiConversations)
      .values({
        ...restart,
        spaceId: reply.spaceId,
        employeeId: bound.employee.id,
        dialogId: message.dialogId,
        prospectId: reply.prospectId,
        credentialId: reply.credentialId,
        createdAt: now,
      })
      // Two processes hearing the same first reply at once: the second finds the row taken.
      .onConflictDoNothing({ target: aiConversations.dialogId })
      .returning({ id: aiConversations.id });
    if (!created) return null;
    await countForEmployee(tx, { spaceId: reply.spaceId, employeeId: bound.employee.id }, 'replies', now);
    return created.id;
  });
}

/** recordReply, then the steps that are due at once (classify, draft, and in automatic mode send). */
export async function handleProspectReply(
  deps: ConversationDeps,
  reply: ProspectReply,
): Promise<string | null> {
  const id = await recordReply(deps, reply);
  if (id) await advanceConversation(deps, id);
  return id;
}
