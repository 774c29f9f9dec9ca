/**
 * An email out-of-office in an AI conversation's thread (issue 28): while the prospect is away, every
 * step that writes or sends waits in waiting_for_reply_out_of_office until the return.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AiConversationRow, AiConversationStatus } from '../../../db/schema';
import { messages } from '../../../db/schema';
import { engineSettings } from '../../../platform/engine-settings';
import type { ConversationDeps } from './conversations.service';

const dayMs = 24 * 60 * 60_000;

/** Statuses whose step writes or sends a message to the prospect: an absence holds them. */
export const outgoingSteps: AiConversationStatus[] = [
  'waiting_for_follow_up',
  'waiting_for_reply_out_of_office',
  'generating_follow_up',
  'waiting_to_send_reply',
  'waiting_to_send_follow_up',
];

/**
 * When the prospect is back, if the thread's last message is an email out-of-office the IMAP
 * poller stored (kind out_of_office, detail.return_at) and that time is still ahead: its return
 * date, or without one the engine's default absence (outOfOfficeDefaultDays) from its arrival.
 * Null when anything came after it (a message out, or a real reply: the prospect is back), or
 * the absence is over. The engine emits no outreach event for an absence, so the machine looks
 * here when a step is due. One row read on messages_dialog_sent_idx (dialog_id, sent_at).
 */
export async function awayUntil(
  deps: Pick<ConversationDeps, 'db' | 'engine'>,
  row: AiConversationRow,
  now: Date,
) {
  const [last] = await deps.db
    .select({
      direction: messages.direction,
      kind: messages.kind,
      detail: messages.detail,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, row.dialogId),
        eq(messages.spaceId, row.spaceId),
        inArray(messages.channel, ['email', 'social']),
      ),
    )
    .orderBy(desc(messages.sentAt))
    .limit(1);
  if (last?.direction !== 'in' || last.kind !== 'out_of_office') return null;
  const returnAt = typeof last.detail.return_at === 'string' ? new Date(last.detail.return_at) : null;
  const back =
    returnAt && !Number.isNaN(returnAt.getTime())
      ? returnAt
      : new Date(last.sentAt.getTime() + engineSettings(deps).outOfOfficeDefaultDays * dayMs);
  return back.getTime() > now.getTime() ? back : null;
}
