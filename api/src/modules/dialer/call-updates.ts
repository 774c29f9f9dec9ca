/**
 * Live refresh of the call log (issue 27): every write to a call-log entry (opened, answered,
 * ended, noted, recorded, sent to voicemail, swept, or reported by the carrier) announces
 * `dialer_call_updated` to the workspace room, so an open history, thread or task list refetches
 * without a reload. The payload carries ids and the status only: what a member may see is decided
 * again when the browser reads through the API.
 */
import { type DialerCallUpdatedEvent, serverEvents } from '@outreach/core/events';
import { and, eq } from 'drizzle-orm';
import { type DialerCallRow, messages } from '../../db/schema';
import type { SpaceScope } from '../../platform/tenancy';
import { writeCallEntry } from '../inbox';
import { completeCallTasks } from '../tasks';

/** The thread holding the call's entry (the inbox writes it under `call:<id>`), or null. */
async function dialogOfCall(scope: SpaceScope, callId: string): Promise<string | null> {
  const [row] = await scope.db
    .select({ dialogId: messages.dialogId })
    .from(messages)
    .where(
      and(
        eq(messages.spaceId, scope.spaceId),
        eq(messages.channel, 'call'),
        eq(messages.messageIdHeader, `call:${callId}`),
      ),
    )
    .limit(1);
  return row?.dialogId ?? null;
}

/** The event for one call as it is now. */
export async function callUpdatedEvent(
  scope: SpaceScope,
  call: Pick<DialerCallRow, 'id' | 'prospectId' | 'result'>,
): Promise<DialerCallUpdatedEvent> {
  return {
    call_id: call.id,
    prospect_id: call.prospectId,
    dialog_id: call.prospectId ? await dialogOfCall(scope, call.id) : null,
    status: call.result,
  };
}

/** Emits `dialer_call_updated` for each call to its workspace's room. */
export async function announceCalls(
  scope: SpaceScope,
  calls: readonly Pick<DialerCallRow, 'id' | 'prospectId' | 'result'>[],
): Promise<void> {
  for (const call of calls) {
    scope.realtime.toSpace(
      scope.spaceId,
      serverEvents.dialerCallUpdated,
      await callUpdatedEvent(scope, call),
    );
  }
}

/**
 * A call written or changed: once it has ended, its entry in the prospect's thread and, when it
 * was answered, the prospect's open call tasks done (a call that reached nobody, or only a
 * voicemail box, leaves the task for another try); then the event.
 */
export async function callChanged(scope: SpaceScope, call: DialerCallRow): Promise<void> {
  await writeCallEntry(scope, call);
  if (call.prospectId && call.endedAt && call.result === 'answered')
    await completeCallTasks(scope, call.prospectId);
  await announceCalls(scope, [call]);
}

/** Calls changed in bulk, across workspaces (the clock jobs): each in its own workspace's scope. */
export async function callsChanged(
  deps: Pick<SpaceScope, 'db' | 'clock' | 'realtime'>,
  calls: readonly DialerCallRow[],
): Promise<void> {
  for (const call of calls) await callChanged({ ...deps, spaceId: call.spaceId }, call);
}
