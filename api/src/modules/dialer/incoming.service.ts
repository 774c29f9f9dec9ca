/**
 * Incoming calls on the sandbox carrier (issue 27: "Incoming calls ring in the browser of the
 * number's owner, or forward to number_to_redirect, or reach voicemail, and land in call
 * history"). A simulated call is routed by `routeIncoming`; a ringing one is in the history at
 * once (in progress), rings the owner's browsers only, and goes to voicemail when no browser
 * answered it within INCOMING_RING_MS (sendUnansweredToVoicemail, a clock job).
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { type IncomingCallEvent, serverEvents } from '@outreach/core/events';
import { type DialerPhoneRow, dialerCalls } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { AppError } from '../../errors';
import type { AppDependencies } from '../../platform/context';
import type { RealtimeEmitter } from '../../platform/announce';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { Voice } from '../../providers/voice/create-voice';
import { type Caller, dialledNumber, prospectOf, simulatesCalls } from './call-log.service';
import { callLogMessages } from './call-log.schema';
import { announceCalls, callChanged, callsChanged } from './call-updates';
import { recordCall } from './dialer-calls.service';
import { findPhone } from './dialer.service';
import {
  INCOMING_RING_MS,
  type IncomingRoute,
  incomingMessages,
  type SimulateIncomingInput,
  type SimulatedIncomingJson,
} from './incoming.schema';

/** Where a call to this number goes: a suspended number refuses it, a redirect forwards it, else it rings. */
export function routeIncoming(phone: Pick<DialerPhoneRow, 'status' | 'numberToRedirect'>): IncomingRoute {
  if (phone.status === 'suspended') return 'refused';
  if (phone.numberToRedirect) return 'forwarded';
  return 'ringing';
}

/** A call recorded as ended at once (refused, forwarded): into the caller's thread, announced. */
export async function endedIncoming(scope: SpaceScope, id: string): Promise<void> {
  const [row] = await scope.db
    .select()
    .from(dialerCalls)
    .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, id)));
  if (row) await callChanged(scope, row);
}

/** POST /dialer/phones/{id}/simulate_incoming: someone calls one of the workspace's numbers. */
export async function simulateIncoming(
  scope: SpaceScope,
  voice: Voice,
  realtime: RealtimeEmitter,
  caller: Caller,
  phoneId: string,
  input: SimulateIncomingInput,
): Promise<SimulatedIncomingJson> {
  if (!simulatesCalls(voice)) throw new AppError(409, incomingMessages.notSandbox);
  const phone = await findPhone(scope, phoneId);
  if (!caller.access.isSpaceAdmin && phone.userId !== caller.userId)
    throw new AppError(403, callLogMessages.notYourIncoming);
  const from = dialledNumber(input.from, phone.countryCode);
  if (!from) throw new AppError(400, `from: ${callLogMessages.wrongFormat}`);
  const route = routeIncoming(phone);
  const now = scope.clock.now();
  const owner = phone.userId ?? caller.userId;
  const base = {
    phoneId: phone.id,
    userId: owner,
    direction: 'incoming' as const,
    phoneNumber: phone.number,
    prospectPhoneNumber: from,
    // The caller's prospect, by phone number, as for the browser's incoming calls.
    prospectId: await prospectOf(scope, from, null),
    durationSeconds: 0,
    startDate: now,
  };
  if (route === 'refused') {
    const id = await recordCall(scope, { ...base, result: 'failed', endedAt: now });
    await endedIncoming(scope, id);
    return { route, call_id: id, from, to: phone.number, forwarded_to: null, ring_ms: null };
  }
  if (route === 'forwarded') {
    // The carrier bridged it to number_to_redirect: answered there, no talk time known here.
    const id = await recordCall(scope, { ...base, result: 'answered', answeredAt: now, endedAt: now });
    await endedIncoming(scope, id);
    return {
      route,
      call_id: id,
      from,
      to: phone.number,
      forwarded_to: phone.numberToRedirect,
      ring_ms: null,
    };
  }
  const id = await recordCall(scope, { ...base, result: 'in_progress' });
  await announceCalls(scope, [{ id, prospectId: base.prospectId, result: 'in_progress' }]);
  const event: IncomingCallEvent = {
    call_id: id,
    phone_id: phone.id,
    from,
    to: phone.number,
    ring_ms: INCOMING_RING_MS,
  };
  realtime.toUser?.(scope.spaceId, owner, serverEvents.incomingCall, event);
  return { route, call_id: id, from, to: phone.number, forwarded_to: null, ring_ms: INCOMING_RING_MS };
}

/**
 * POST /dialer/calls/{id}/answer: a browser of the number's owner took the ringing call (the end
 * is reported with PUT /dialer/calls/{id}). 409 once it went to voicemail or was ended.
 */
export async function answerIncoming(scope: SpaceScope, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError(404, callLogMessages.callNotFound);
  const [call] = await scope.db
    .select()
    .from(dialerCalls)
    .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, id), eq(dialerCalls.direction, 'incoming')));
  if (!call || (!caller.access.isSpaceAdmin && call.userId !== caller.userId))
    throw new AppError(404, callLogMessages.callNotFound);
  const now = scope.clock.now();
  const [answered] = await scope.db
    .update(dialerCalls)
    .set({ answeredAt: now })
    .where(
      and(
        inSpace(dialerCalls, scope),
        eq(dialerCalls.id, id),
        eq(dialerCalls.result, 'in_progress'),
        isNull(dialerCalls.answeredAt),
        isNull(dialerCalls.endedAt),
      ),
    )
    .returning();
  if (!answered) throw new AppError(409, incomingMessages.notRinging);
  await announceCalls(scope, [answered]);
  return { id, answered_at: now.toISOString() };
}

/**
 * The clock job: incoming calls still ringing INCOMING_RING_MS after they started, which no browser
 * answered, end in voicemail (every workspace; only where the browser simulates calls, since a
 * SIP or Twilio browser reports its incoming calls itself). How many went to voicemail.
 */
export async function sendUnansweredToVoicemail(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'realtime'>,
  voice: Voice,
): Promise<number> {
  if (!simulatesCalls(voice)) return 0;
  const now = deps.clock.now();
  const rows = await deps.db
    .update(dialerCalls)
    .set({ result: 'voicemail', endedAt: now, durationSeconds: 0 })
    .where(
      and(
        eq(dialerCalls.direction, 'incoming'),
        eq(dialerCalls.result, 'in_progress'),
        isNull(dialerCalls.answeredAt),
        isNull(dialerCalls.endedAt),
        lte(dialerCalls.startDate, new Date(now.getTime() - INCOMING_RING_MS)),
      ),
    )
    .returning();
  // Each in its prospect's thread (an incoming voicemail is part of the conversation), announced.
  await callsChanged(deps, rows);
  return rows.length;
}
