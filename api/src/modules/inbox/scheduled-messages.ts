import { and, asc, eq, lte } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { type ScheduledMessageRow, scheduledMessages } from '../../db/schema';
import type { EngineDeps } from '../../engine/contracts';
import { AppError } from '../../errors';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import {
  inboxMessages,
  type ScheduledMessageJson,
  type ScheduledReply,
  type SendMessageInput,
} from './inbox.schema';
import { type DialogJoined, dialogInSpace, type InboxMailOptions, sendMessage } from './inbox.service';

/** What the body jsonb of scheduled_messages holds: the reply as the send route took it. */
function replyOf(row: ScheduledMessageRow): ScheduledReply {
  const body = row.body as Partial<ScheduledReply>;
  return {
    channel: body.channel === 'social' ? 'social' : 'email',
    text: typeof body.text === 'string' ? body.text : '',
    subject: typeof body.subject === 'string' ? body.subject : null,
  };
}

export function scheduledMessageJson(row: ScheduledMessageRow): ScheduledMessageJson {
  const reply = replyOf(row);
  return {
    _id: row.id,
    dialog_id: row.dialogId,
    channel: reply.channel,
    text: reply.text,
    subject: reply.subject ?? null,
    send_at: row.sendAt.toISOString(),
    status: row.status,
    error: row.error,
    message_id: row.messageId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * POST /inbox/dialogs/{id}/messages with `send_at`: the reply waits in scheduled_messages, not
 * sent. spec: outreach §5 "Scheduled send cannot be in the past" — an instant not after the app
 * clock's now is refused. What only sending can tell (no mailbox, suppressed address, …) makes
 * the scheduled message `failed` with that error when it is due.
 */
export async function scheduleMessage(
  scope: SpaceScope,
  userId: string,
  row: DialogJoined,
  input: SendMessageInput & { send_at: string },
): Promise<ScheduledMessageJson> {
  const sendAt = new Date(input.send_at);
  const now = scope.clock.now();
  if (sendAt.getTime() <= now.getTime()) throw new AppError(400, inboxMessages.sendInPast);
  if (!row.dialog.credentialId) throw new AppError(400, inboxMessages.noAccount);
  const body: ScheduledReply = { channel: input.channel, text: input.text, subject: input.subject ?? null };
  const [stored] = await scope.db
    .insert(scheduledMessages)
    .values({
      spaceId: scope.spaceId,
      dialogId: row.dialog.id,
      userId,
      body,
      sendAt,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!stored) throw new Error('scheduled message insert returned no row');
  return scheduledMessageJson(stored);
}

/** GET /inbox/dialogs/{id}/scheduled: the dialog's replies still waiting, soonest first. */
export async function listScheduledMessages(
  scope: SpaceScope,
  dialogId: string,
): Promise<ScheduledMessageJson[]> {
  const rows = await scope.db
    .select()
    .from(scheduledMessages)
    .where(
      and(
        inSpace(scheduledMessages, scope),
        eq(scheduledMessages.dialogId, dialogId),
        eq(scheduledMessages.status, 'pending'),
      ),
    )
    .orderBy(asc(scheduledMessages.sendAt), asc(scheduledMessages.createdAt));
  return rows.map(scheduledMessageJson);
}

/** POST /inbox/dialogs/{id}/scheduled/{scheduledId}/cancel: only while it still waits. */
export async function cancelScheduledMessage(
  scope: SpaceScope,
  dialogId: string,
  scheduledId: string,
): Promise<ScheduledMessageJson> {
  if (!isUuid(scheduledId)) throw new AppError(404, inboxMessages.scheduledNotFound);
  const ofDialog = and(
    inSpace(scheduledMessages, scope),
    eq(scheduledMessages.dialogId, dialogId),
    eq(scheduledMessages.id, scheduledId),
  );
  // Conditional on `pending`: the job's claim and a cancel never both win.
  const [cancelled] = await scope.db
    .update(scheduledMessages)
    .set({ status: 'cancelled', updatedAt: scope.clock.now() })
    .where(and(ofDialog, eq(scheduledMessages.status, 'pending')))
    .returning();
  if (cancelled) return scheduledMessageJson(cancelled);
  const [existing] = await scope.db
    .select({ id: scheduledMessages.id })
    .from(scheduledMessages)
    .where(ofDialog);
  if (!existing) throw new AppError(404, inboxMessages.scheduledNotFound);
  throw new AppError(409, inboxMessages.notPending);
}

export interface DueSendResult {
  sent: number;
  failed: number;
}

/** How many due messages one run sends; the rest wait for the next minute. */
const batchSize = 100;

/**
 * The periodic job (channels/default-registry.ts): each due pending message is claimed (status
 * `sent`, conditional on `pending`, so a cancel or a second run cannot take it too) and goes out
 * through sendMessage, the code path of an immediate reply; then `message_id` is recorded, or
 * the message is `failed` with the error. At most once: a process that dies between the claim
 * and the send leaves it `sent` without a message rather than sending it twice.
 */
export async function sendDueScheduledMessages(
  deps: Pick<EngineDeps, 'db' | 'clock' | 'realtime' | 'logger' | 'mailServersAllowPrivate'>,
  mail?: InboxMailOptions,
): Promise<DueSendResult> {
  const options: InboxMailOptions = mail ?? {
    mailServersAllowPrivate: deps.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
  };
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.status, 'pending'), lte(scheduledMessages.sendAt, now)))
    .orderBy(asc(scheduledMessages.sendAt))
    .limit(batchSize);
  const result: DueSendResult = { sent: 0, failed: 0 };
  for (const candidate of due) {
    const [claimed] = await deps.db
      .update(scheduledMessages)
      .set({ status: 'sent', updatedAt: now })
      .where(and(eq(scheduledMessages.id, candidate.id), eq(scheduledMessages.status, 'pending')))
      .returning();
    if (!claimed) continue;
    const scope: SpaceScope = {
      db: deps.db,
      spaceId: claimed.spaceId,
      clock: deps.clock,
      realtime: deps.realtime,
    };
    try {
      const row = await dialogInSpace(scope, claimed.dialogId);
      if (!row) throw new AppError(404, inboxMessages.dialogNotFound);
      const message = await sendMessage(scope, row, replyOf(claimed), options);
      await deps.db
        .update(scheduledMessages)
        .set({ messageId: message._id, updatedAt: deps.clock.now() })
        .where(eq(scheduledMessages.id, claimed.id));
      result.sent += 1;
    } catch (error) {
      if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'scheduled message failed');
      await deps.db
        .update(scheduledMessages)
        .set({
          status: 'failed',
          error: error instanceof AppError ? error.message : 'The message could not be sent',
          updatedAt: deps.clock.now(),
        })
        .where(eq(scheduledMessages.id, claimed.id));
      result.failed += 1;
    }
  }
  return result;
}
