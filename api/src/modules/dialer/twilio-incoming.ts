/**
 * Calls to our numbers through Twilio's voice webhook, in the call log (issue 27: incoming calls
 * "land in call history"). The first request of a call (CallSid) records it, as the sandbox's
 * simulated calls are recorded: a suspended number refuses it (`failed`), a number without an owner
 * takes a voicemail (`voicemail`), else it rings the owner's browser (`in_progress`) with a dial
 * `action` back to the webhook. That request (DialCallStatus, DialCallDuration) ends the call:
 * `completed` answered with its talk time, anything else to voicemail. A status callback
 * (CallStatus) ends a call still open, say when the caller hung up while it rang. Ends go through
 * endCall, so talk time is charged once, the call joins the prospect's thread, an answered call
 * does their call task, and each change is announced. A retried request changes nothing more.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CallResult,
  type DialerCallRow,
  type DialerPhoneRow,
  dialerCalls,
  dialerPhones,
} from '../../db/schema';
import type { AppDependencies } from '../../platform/context';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { Voice } from '../../providers/voice/create-voice';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import {
  hangupTwiml,
  refusedCallTwiml,
  ringBrowserTwiml,
  voicemailTwiml,
} from '../../providers/voice/twilio.carrier';
import { creditsSpent } from '../credits';
import { dialledNumber, endCall, prospectOf } from './call-log.service';
import { announceCalls, callChanged } from './call-updates';
import { recordCall } from './dialer-calls.service';
import { routeIncoming } from './incoming.service';

/** What the webhook needs: the database and clock, realtime, and what a debit's auto top-up uses. */
export type WebhookDeps = Pick<
  AppDependencies,
  'db' | 'database' | 'payments' | 'logger' | 'realtime' | 'clock'
>;

/** Twilio's final call statuses (DialCallStatus, CallStatus) as call results. */
const twilioResults: Record<string, CallResult> = {
  completed: 'answered',
  busy: 'busy',
  'no-answer': 'no_answer',
  failed: 'failed',
  canceled: 'no_answer',
};

function scopeOf(deps: WebhookDeps, spaceId: string): SpaceScope {
  return { db: deps.db, spaceId, clock: deps.clock, realtime: deps.realtime };
}

async function callBySid(db: Db, sid: string): Promise<DialerCallRow | null> {
  if (!sid) return null;
  const [row] = await db.select().from(dialerCalls).where(eq(dialerCalls.carrierCallId, sid));
  return row ?? null;
}

/** Ends a logged call as the browser's PUT would (a call ended already keeps its end). */
async function endLogged(
  deps: WebhookDeps,
  voice: Voice,
  call: DialerCallRow,
  result: CallResult,
  seconds: number,
) {
  if (call.endedAt) return;
  const scope = scopeOf(deps, call.spaceId);
  const caller = { userId: call.userId ?? '', access: { isSpaceAdmin: true } };
  const ended = await endCall(scope, voice, caller, call.id, {
    result,
    duration_seconds: Math.max(0, Math.floor(seconds)),
  });
  // The balance shown moves, and an auto top-up runs, as after the browser's PUT.
  if (ended.balance !== null) await creditsSpent(deps, call.spaceId, ended.balance);
}

/** Records the call's first request; the TwiML that routes it. */
async function logIncoming(
  deps: WebhookDeps,
  phone: DialerPhoneRow,
  params: Record<string, string>,
  action: string,
) {
  const scope = scopeOf(deps, phone.spaceId);
  const raw = params.From ?? '';
  const from = dialledNumber(raw, phone.countryCode);
  const route = routeIncoming(phone);
  const owner = phone.userId;
  const now = deps.clock.now();
  const ended = route === 'refused' || !owner;
  const values = {
    phoneId: phone.id,
    userId: owner,
    direction: 'incoming' as const,
    result:
      route === 'refused' ? ('failed' as const) : owner ? ('in_progress' as const) : ('voicemail' as const),
    phoneNumber: phone.number,
    prospectPhoneNumber: from ?? (raw || 'unknown'),
    prospectId: from ? await prospectOf(scope, from, null) : null,
    durationSeconds: 0,
    startDate: now,
    endedAt: ended ? now : null,
  };
  // A retried request (the same CallSid) is routed again but recorded once.
  if (!(await callBySid(deps.db, params.CallSid ?? ''))) {
    const id = await recordCall(scope, { ...values, carrierCallId: params.CallSid || null });
    const [row] = await deps.db
      .select()
      .from(dialerCalls)
      .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, id)));
    if (row) await (ended ? callChanged(scope, row) : announceCalls(scope, [row]));
  }
  if (route === 'refused') return refusedCallTwiml();
  if (!owner) return voicemailTwiml();
  return ringBrowserTwiml(sipUserOf(phone.spaceId, owner), action);
}

/** A call to one of our numbers (the webhook's first request for it). */
export async function incomingTwilioCall(deps: WebhookDeps, params: Record<string, string>, action: string) {
  const [phone] = await deps.db
    .select()
    .from(dialerPhones)
    .where(eq(dialerPhones.number, params.To ?? ''))
    .limit(1);
  if (!phone) return voicemailTwiml();
  return logIncoming(deps, phone, params, action);
}

/** The dial to the owner's browser is over: answered with its talk time, else on to voicemail. */
export async function twilioDialEnded(deps: WebhookDeps, voice: Voice, params: Record<string, string>) {
  const call = await callBySid(deps.db, params.CallSid ?? '');
  const answered = params.DialCallStatus === 'completed';
  if (call)
    await endLogged(
      deps,
      voice,
      call,
      answered ? 'answered' : 'voicemail',
      Number(params.DialCallDuration ?? 0),
    );
  return answered ? hangupTwiml() : voicemailTwiml();
}

/** A status callback: a final CallStatus ends a call the log still has open. */
export async function twilioCallStatus(deps: WebhookDeps, voice: Voice, params: Record<string, string>) {
  const call = await callBySid(deps.db, params.CallSid ?? '');
  const result = twilioResults[params.CallStatus ?? ''];
  if (call && result) {
    // Completed while only ringing the browser: the caller hung up, nobody answered.
    const settled = result === 'answered' && !call.answeredAt ? 'no_answer' : result;
    await endLogged(
      deps,
      voice,
      call,
      settled,
      settled === 'answered' ? Number(params.CallDuration ?? 0) : 0,
    );
  }
  return hangupTwiml();
}
