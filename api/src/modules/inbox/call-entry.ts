/**
 * Calls in the prospect's one inbox thread (issue 27): an ended call with a prospect becomes a
 * message of channel `call` and kind `call` in the thread an SMS would join, carrying what the
 * call log knows (direction, talk time, result, disposition, note, the call's id for its
 * recording). It is never a reply (`call` is in notReplyMessageKinds and the reports' SQL), never
 * marks the thread unread and never pauses a campaign: it does not go through the engine's inbound.
 * Written again on every report of the call: the message is found by `call:<id>`, never doubled.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  callDirections,
  callRowResults,
  campaignProspects,
  type DialerCallRow,
  type DialogRow,
  dialogs,
  type MessageRow,
  messages,
} from '../../db/schema';
import type { SpaceScope } from '../../platform/tenancy';
import type { CallSummaryJson, SmsSummaryJson } from './inbox.schema';

/** The message key of a call's entry (messages.message_id_header). */
export function callEntryKey(callId: string): string {
  return `call:${callId}`;
}

/** The prospect's one thread (as SMS picks it): the dialog with the newest message, else a new one. */
async function prospectThread(
  db: Db,
  spaceId: string,
  prospectId: string,
  credentialId: string | null,
): Promise<DialogRow> {
  const ofProspect = and(eq(dialogs.spaceId, spaceId), eq(dialogs.prospectId, prospectId));
  const [existing] = await db
    .select()
    .from(dialogs)
    .where(ofProspect)
    .orderBy(sql`${dialogs.lastMessageAt} desc nulls last`, asc(dialogs.createdAt))
    .limit(1);
  if (existing) return existing;
  // A new thread goes under the call's sender account, else the prospect's newest campaign's.
  const [campaign] = credentialId
    ? []
    : await db
        .select({ credentialId: campaignProspects.credentialId })
        .from(campaignProspects)
        .where(and(eq(campaignProspects.spaceId, spaceId), eq(campaignProspects.prospectId, prospectId)))
        .orderBy(desc(campaignProspects.createdAt))
        .limit(1);
  await db
    .insert(dialogs)
    .values({ spaceId, credentialId: credentialId ?? campaign?.credentialId ?? null, prospectId })
    .onConflictDoNothing();
  const [made] = await db.select().from(dialogs).where(ofProspect).orderBy(asc(dialogs.createdAt)).limit(1);
  if (!made) throw new Error('dialog insert returned no row');
  return made;
}

/**
 * PUT /dialer/calls/{id}'s hook: the ended call's entry in its prospect's thread, written or
 * updated (a repeated report changes the disposition and note of the one entry). A call without a
 * prospect, or not ended, has none.
 */
export async function writeCallEntry(scope: SpaceScope, call: DialerCallRow): Promise<void> {
  if (!call.prospectId || !call.endedAt || call.result === 'in_progress') return;
  const prospectId = call.prospectId;
  const detail = {
    status: 'sent',
    call_id: call.id,
    call_direction: call.direction,
    result: call.result,
    duration_seconds: call.durationSeconds,
    disposition: call.disposition,
    note: call.note,
    number: call.prospectPhoneNumber,
    our_number: call.phoneNumber,
  };
  const key = callEntryKey(call.id);
  await scope.db.transaction(async (tx) => {
    // Two reports of one call at once write one entry: the second waits and updates.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [existing] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.spaceId, scope.spaceId),
          eq(messages.messageIdHeader, key),
          eq(messages.channel, 'call'),
        ),
      );
    if (existing) {
      await tx
        .update(messages)
        .set({ text: call.note ?? '', detail })
        .where(eq(messages.id, existing.id));
      return;
    }
    const dialog = await prospectThread(tx, scope.spaceId, prospectId, call.credentialId);
    await tx.insert(messages).values({
      spaceId: scope.spaceId,
      dialogId: dialog.id,
      direction: call.direction === 'incoming' ? 'in' : 'out',
      channel: 'call',
      kind: 'call',
      text: call.note ?? '',
      messageIdHeader: key,
      detail,
      sentAt: call.startDate,
    });
    // The thread moves up; its read state is left as it was (a call is no reply).
    await tx
      .update(dialogs)
      .set({
        lastMessageAt: sql`greatest(${dialogs.lastMessageAt}, ${call.startDate.toISOString()}::timestamptz)`,
      })
      .where(and(eq(dialogs.spaceId, scope.spaceId), eq(dialogs.id, dialog.id)));
  });
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** What the inbox shows of a call entry; null for any other message. */
export function callSummaryOf(row: Pick<MessageRow, 'channel' | 'detail'>): CallSummaryJson | null {
  if (row.channel !== 'call') return null;
  const detail = row.detail;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: text(detail.call_id) ?? '',
    direction: oneOf(callDirections, detail.call_direction, 'outgoing'),
    result: oneOf(callRowResults, detail.result, 'failed'),
    duration_seconds: typeof detail.duration_seconds === 'number' ? detail.duration_seconds : 0,
    disposition: text(detail.disposition),
    note: text(detail.note),
    number: text(detail.number),
    our_number: text(detail.our_number),
  };
}

/** Who sent a text to whom; null for any other message (or a text stored without its numbers). */
export function smsSummaryOf(row: Pick<MessageRow, 'channel' | 'detail'>): SmsSummaryJson | null {
  if (row.channel !== 'sms') return null;
  const { from, to } = row.detail;
  return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
}
