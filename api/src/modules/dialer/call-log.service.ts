/**
 * The call log (issue 27, interface B): the API's side of a call the browser places or takes.
 * The audio never passes through the API; the browser opens the call here (the number checked,
 * the calling number the member's to use, one minute of credits there), reports its end (the
 * started minutes charged once, as `call`), and uploads its recording.
 *
 * Rules, in the order they are checked on POST /dialer/calls: the dialer activated (409), the
 * calling number in the workspace (404), the member's own or the member an admin (403), not
 * suspended (409), the number dialled a phone number in the calling number's country's reading
 * (400 "Wrong phone number format"), the prospect in the workspace (404), one minute of credits
 * (402, the credits' own words).
 */
import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { isUuid } from '../../db/ids';
import {
  type CallResult,
  type DialerCallRow,
  type DialerPhoneRow,
  dialerCallRecordings,
  dialerCalls,
  dialerPhones,
  prospects,
  type RecordingContentType,
  recordingContentTypes,
  spaceMembers,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { SpaceAccess } from '../../platform/context';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { Voice } from '../../providers/voice/create-voice';
import { sandboxCallee } from '../../providers/voice/sandbox.carrier';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import { creditBalance, debitCredits } from '../credits';
import {
  callLogMessages,
  type EndCallInput,
  type IncomingCallInput,
  maxRecordingBytes,
  type StartCallInput,
  type StartedCallJson,
} from './call-log.schema';
import { sandboxToneWav } from './call-log.tone';
import { announceCalls, callChanged } from './call-updates';
import { callJson, recordCall } from './dialer-calls.service';
import type { CallEntryJson } from './dialer.schema';
import { dialerMessages } from './dialer.schema';
import { dialerActivation, findPhone } from './dialer.service';

export interface Caller {
  userId: string;
  access: Pick<SpaceAccess, 'isSpaceAdmin'>;
}

/** The words of a short balance for this workspace (notEnoughCreditsMessage of the credits module). */
export type ShortBalance = () => string;

/** The browser simulates calls (no SIP server, the sandbox carrier): the token's provider `sandbox`. */
export function simulatesCalls(voice: Voice): boolean {
  return !voice.sip.wsUrl && voice.carrier.mode === 'sandbox';
}

/** Where a recording is fetched (GET /dialer/calls/{id}/recording, with the member's token). */
export function recordingUrl(callId: string): string {
  return `/api/dialer/calls/${callId}/recording`;
}

/** A number in E.164, read in `country` when it has no +; null when it is not a possible phone number. */
export function dialledNumber(text: string, country: string): string | null {
  const cleaned = text.trim();
  if (!/^[+\d\s\-.()]+$/.test(cleaned)) return null;
  const parsed = parsePhoneNumberFromString(cleaned, country as CountryCode);
  return parsed?.isPossible() ? parsed.number : null;
}

function assertCaller(phone: DialerPhoneRow, caller: Caller, message: string) {
  if (!caller.access.isSpaceAdmin && phone.userId !== caller.userId) throw new AppError(403, message);
}

/** The prospect named (404 when not in the workspace), else the newest whose phone is this number. */
export async function prospectOf(scope: SpaceScope, number: string, prospectId: string | null | undefined) {
  if (prospectId) {
    if (!isUuid(prospectId)) throw new AppError(404, callLogMessages.prospectNotFound);
    const [row] = await scope.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(inSpace(prospects, scope), eq(prospects.id, prospectId)));
    if (!row) throw new AppError(404, callLogMessages.prospectNotFound);
    return row.id;
  }
  const digits = number.slice(1);
  const national = parsePhoneNumberFromString(number)?.nationalNumber ?? digits;
  const [row] = await scope.db
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        inSpace(prospects, scope),
        sql`regexp_replace(coalesce(${prospects.phone}, ''), '[^0-9]', '', 'g') in (${digits}, ${national})`,
      ),
    )
    .orderBy(desc(prospects.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * What the browser INVITEs over SIP. A number that is not ours: the number at the domain (the
 * trunk). One of the workspace's numbers: the number too when the SIP server routes numbers
 * (route[DID] asks GET /sip/route: owner, forwarding, suspension, and the callee sees the number
 * dialled), else the owner's SIP user directly.
 */
async function targetUri(scope: SpaceScope, voice: Voice, to: string): Promise<string | null> {
  if (!voice.sip.wsUrl) return null;
  if (voice.sip.routesNumbers) return `sip:${to}@${voice.sip.domain}`;
  const [owned] = await scope.db
    .select({ userId: dialerPhones.userId })
    .from(dialerPhones)
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.number, to)));
  const user = owned?.userId ? sipUserOf(scope.spaceId, owned.userId) : to;
  return `sip:${user}@${voice.sip.domain}`;
}

/** POST /dialer/calls */
export async function startCall(
  scope: SpaceScope,
  voice: Voice,
  caller: Caller,
  input: StartCallInput,
  shortBalance: ShortBalance,
): Promise<StartedCallJson> {
  if (!(await dialerActivation(scope))) throw new AppError(409, dialerMessages.notActivated);
  const phone = await findPhone(scope, input.phone_id);
  assertCaller(phone, caller, callLogMessages.notYourNumber);
  if (phone.status === 'suspended') throw new AppError(409, callLogMessages.suspended);
  const to = dialledNumber(input.to, phone.countryCode);
  if (!to) throw new AppError(400, callLogMessages.wrongFormat);
  const prospectId = await prospectOf(scope, to, input.prospect_id);
  // spec ai-telephony §5 "A balance and number check runs before the call": one minute.
  if ((await creditBalance(scope.db, scope.spaceId)) < voice.carrier.pricing().callMinute)
    throw new AppError(402, shortBalance());
  const id = await recordCall(scope, {
    phoneId: phone.id,
    userId: caller.userId,
    prospectId,
    direction: 'outgoing',
    result: 'in_progress',
    phoneNumber: phone.number,
    prospectPhoneNumber: to,
    durationSeconds: 0,
    startDate: scope.clock.now(),
  });
  await announceCalls(scope, [{ id, prospectId, result: 'in_progress' }]);
  const callee = simulatesCalls(voice) ? sandboxCallee(to) : null;
  return {
    id,
    from: phone.number,
    to,
    target_uri: await targetUri(scope, voice, to),
    sandbox: callee ? { outcome: callee.outcome, ring_ms: callee.ringMs } : null,
  };
}

/**
 * The caller's number of an incoming call. A SIP caller id comes as a URI: its user part is the
 * number (sip:+14155550123@domain), or, for a call between two members of the workspace, the
 * calling member's SIP user (sipUserOf): then the number they call from, the one of their call in
 * progress to this number, else their first number. Null when it is none of these.
 */
async function callerNumber(scope: SpaceScope, phone: DialerPhoneRow, from: string): Promise<string | null> {
  const user = from.replace(/^sips?:/i, '').replace(/@.*$/, '');
  const number = dialledNumber(user, phone.countryCode);
  if (number) return number;
  if (!/^u[0-9a-f]{20}$/.test(user)) return null;
  const members = await scope.db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceId, scope.spaceId));
  const member = members.find((row) => sipUserOf(scope.spaceId, row.userId) === user);
  if (!member) return null;
  const [calling] = await scope.db
    .select({ number: dialerCalls.phoneNumber })
    .from(dialerCalls)
    .where(
      and(
        inSpace(dialerCalls, scope),
        eq(dialerCalls.userId, member.userId),
        eq(dialerCalls.direction, 'outgoing'),
        eq(dialerCalls.result, 'in_progress'),
        eq(dialerCalls.prospectPhoneNumber, phone.number),
      ),
    )
    .orderBy(desc(dialerCalls.startDate))
    .limit(1);
  if (calling) return calling.number;
  const [own] = await scope.db
    .select({ number: dialerPhones.number })
    .from(dialerPhones)
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.userId, member.userId)))
    .orderBy(dialerPhones.createdAt)
    .limit(1);
  return own?.number ?? null;
}

/** How long after its start the carrier's record of a ringing call is the one a browser reports. */
const carrierRingWindowMs = 2 * 60_000;

/**
 * The call Twilio's voice webhook logged when this caller rang this number (twilio-incoming.ts),
 * still open: the browser that took it reports that one, so the history has the call once.
 */
async function ringingFromCarrier(scope: SpaceScope, phoneId: string, from: string): Promise<string | null> {
  const [row] = await scope.db
    .select({ id: dialerCalls.id })
    .from(dialerCalls)
    .where(
      and(
        inSpace(dialerCalls, scope),
        eq(dialerCalls.phoneId, phoneId),
        eq(dialerCalls.direction, 'incoming'),
        eq(dialerCalls.prospectPhoneNumber, from),
        eq(dialerCalls.result, 'in_progress'),
        isNull(dialerCalls.endedAt),
        isNotNull(dialerCalls.carrierCallId),
        gte(dialerCalls.startDate, new Date(scope.clock.now().getTime() - carrierRingWindowMs)),
      ),
    )
    .orderBy(desc(dialerCalls.startDate))
    .limit(1);
  return row?.id ?? null;
}

/** POST /dialer/calls/incoming: a call ringing a number of the workspace, for the number's owner. */
export async function recordIncomingCall(
  scope: SpaceScope,
  caller: Caller,
  input: IncomingCallInput,
): Promise<{ id: string }> {
  let phone: DialerPhoneRow;
  if (input.phone_id) phone = await findPhone(scope, input.phone_id);
  else {
    const to = dialledNumber(input.to, 'US');
    const [row] = to
      ? await scope.db
          .select()
          .from(dialerPhones)
          .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.number, to)))
      : [];
    if (!row) throw new AppError(404, dialerMessages.phoneNotFound);
    phone = row;
  }
  assertCaller(phone, caller, callLogMessages.notYourIncoming);
  const from = await callerNumber(scope, phone, input.from);
  if (!from) throw new AppError(400, `from: ${callLogMessages.wrongFormat}`);
  const carrierLogged = await ringingFromCarrier(scope, phone.id, from);
  if (carrierLogged) return { id: carrierLogged };
  const prospectId = await prospectOf(scope, from, null);
  const id = await recordCall(scope, {
    phoneId: phone.id,
    userId: phone.userId ?? caller.userId,
    prospectId,
    direction: 'incoming',
    result: 'in_progress',
    phoneNumber: phone.number,
    prospectPhoneNumber: from,
    durationSeconds: 0,
    startDate: scope.clock.now(),
  });
  await announceCalls(scope, [{ id, prospectId, result: 'in_progress' }]);
  return { id };
}

/**
 * A call the member may see (the history's rule: made by them, on a number of theirs, or any for
 * an admin); 404 otherwise, as for another workspace's call.
 */
async function visibleCall(scope: SpaceScope, caller: Caller, id: string): Promise<DialerCallRow> {
  if (!isUuid(id)) throw new AppError(404, callLogMessages.callNotFound);
  const [row] = await scope.db
    .select({ call: dialerCalls, phoneOwner: dialerPhones.userId })
    .from(dialerCalls)
    .leftJoin(dialerPhones, eq(dialerPhones.id, dialerCalls.phoneId))
    .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, id)));
  if (!row) throw new AppError(404, callLogMessages.callNotFound);
  const mine = row.call.userId === caller.userId || row.phoneOwner === caller.userId;
  if (!caller.access.isSpaceAdmin && !mine) throw new AppError(404, callLogMessages.callNotFound);
  return row.call;
}

async function entryOf(scope: SpaceScope, call: DialerCallRow): Promise<CallEntryJson> {
  if (!call.prospectId) return callJson(call, null);
  const [prospect] = await scope.db
    .select({ fullName: prospects.fullName })
    .from(prospects)
    .where(and(inSpace(prospects, scope), eq(prospects.id, call.prospectId)));
  return callJson(call, prospect?.fullName ?? null);
}

/** Credits for a call: per started minute of talk time. */
export function callCredits(durationSeconds: number, minutePrice: number): number {
  return Math.ceil(durationSeconds / 60) * minutePrice;
}

/**
 * PUT /dialer/calls/{id}: the first report ends the call (result, duration, the credits charged
 * once under the call's own key); a later one changes only the disposition and the note. A call
 * longer than the balance charges what is left (the call happened; the balance never goes below 0).
 */
export async function endCall(
  scope: SpaceScope,
  voice: Voice,
  caller: Caller,
  id: string,
  input: EndCallInput,
): Promise<{ entry: CallEntryJson; balance: number | null }> {
  const call = await visibleCall(scope, caller, id);
  const notes = {
    ...(input.disposition !== undefined ? { disposition: input.disposition } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
  if (call.endedAt) {
    if (Object.keys(notes).length === 0) return { entry: await entryOf(scope, call), balance: null };
    const [updated] = await scope.db
      .update(dialerCalls)
      .set(notes)
      .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, call.id)))
      .returning();
    await callChanged(scope, updated ?? call);
    return { entry: await entryOf(scope, updated ?? call), balance: null };
  }
  const now = scope.clock.now();
  const result: CallResult = input.result;
  // Talk time is what was connected: an answer or a voicemail box; a call never connected has none.
  const duration = result === 'answered' || result === 'voicemail' ? input.duration_seconds : 0;
  const price = callCredits(duration, voice.carrier.pricing().callMinute);
  const outcome = await scope.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(dialerCalls)
      .set({
        ...notes,
        result,
        durationSeconds: duration,
        endedAt: now,
        answeredAt: result === 'answered' ? new Date(now.getTime() - duration * 1000) : null,
      })
      .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, call.id), isNull(dialerCalls.endedAt)))
      .returning();
    // A report racing this one ended it first: nothing more to charge.
    if (!ended) return { row: null, balance: null };
    let charged = 0;
    let balance: number | null = null;
    if (price > 0) {
      const debit = { spaceId: scope.spaceId, userId: call.userId, category: 'call' as const, now };
      const description = `Call ${call.direction === 'outgoing' ? 'to' : 'from'} ${call.prospectPhoneNumber} (${Math.ceil(duration / 60)} min)`;
      try {
        balance = (
          await debitCredits(tx, { ...debit, amount: price, idempotencyKey: `call:${call.id}`, description })
        ).balance;
        charged = price;
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 402) throw error;
        const left = await creditBalance(tx, scope.spaceId);
        const partial = Math.min(left, price);
        if (partial > 0) {
          balance = (
            await debitCredits(tx, {
              ...debit,
              userId: null,
              amount: partial,
              idempotencyKey: `call:${call.id}`,
              description,
            })
          ).balance;
          charged = partial;
        }
      }
    }
    const [row] = await tx
      .update(dialerCalls)
      .set({ credits: charged })
      .where(eq(dialerCalls.id, call.id))
      .returning();
    return { row: row ?? ended, balance };
  });
  if (!outcome.row) return endCall(scope, voice, caller, id, { ...input });
  let row = outcome.row;
  if (simulatesCalls(voice) && result === 'answered' && !row.recordUrl)
    row = await saveSandboxRecording(scope, row);
  // The call joins its prospect's inbox thread (never as a reply) and does their call task.
  await callChanged(scope, row);
  return { entry: await entryOf(scope, row), balance: outcome.balance };
}

async function saveSandboxRecording(scope: SpaceScope, call: DialerCallRow): Promise<DialerCallRow> {
  const bytes = sandboxToneWav(Math.min(call.durationSeconds, 10));
  await storeRecording(scope, call.id, 'audio/wav', bytes, true);
  return { ...call, recordUrl: recordingUrl(call.id) };
}

async function storeRecording(
  scope: SpaceScope,
  callId: string,
  contentType: RecordingContentType,
  bytes: Uint8Array,
  generated: boolean,
) {
  await scope.db.transaction(async (tx) => {
    const values = { contentType, sizeBytes: bytes.length, bytes, generated, createdAt: scope.clock.now() };
    await tx
      .insert(dialerCallRecordings)
      .values({ callId, spaceId: scope.spaceId, ...values })
      .onConflictDoUpdate({ target: dialerCallRecordings.callId, set: values });
    await tx
      .update(dialerCalls)
      .set({ recordUrl: recordingUrl(callId) })
      .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, callId)));
  });
}

/** The content type a recording is kept under (parameters such as `;codecs=opus` dropped), or null. */
export function recordingType(header: string | undefined): RecordingContentType | null {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const alias: Record<string, RecordingContentType> = {
    'audio/x-wav': 'audio/wav',
    'audio/wave': 'audio/wav',
    'audio/vnd.wave': 'audio/wav',
    'audio/mp3': 'audio/mpeg',
  };
  const known = recordingContentTypes.find((value) => value === type);
  return known ?? alias[type] ?? null;
}

/** PUT /dialer/calls/{id}/recording: the call, then the file's type and size, before its bytes are read. */
export async function saveRecording(
  scope: SpaceScope,
  caller: Caller,
  id: string,
  upload: { contentType: string | undefined; size: number; read: () => Promise<ArrayBuffer> },
): Promise<{ record_url: string }> {
  const call = await visibleCall(scope, caller, id);
  const type = recordingType(upload.contentType);
  if (!type) throw new AppError(415, callLogMessages.recordingType);
  if (upload.size > maxRecordingBytes) throw new AppError(413, callLogMessages.recordingTooLarge);
  const bytes = new Uint8Array(await upload.read());
  if (bytes.length > maxRecordingBytes) throw new AppError(413, callLogMessages.recordingTooLarge);
  if (bytes.length === 0) throw new AppError(400, callLogMessages.recordingEmpty);
  await storeRecording(scope, call.id, type, bytes, false);
  await announceCalls(scope, [call]);
  return { record_url: recordingUrl(call.id) };
}

/** GET /dialer/calls/{id}/recording */
export async function readRecording(scope: SpaceScope, caller: Caller, id: string) {
  const call = await visibleCall(scope, caller, id);
  const [row] = await scope.db
    .select({ contentType: dialerCallRecordings.contentType, bytes: dialerCallRecordings.bytes })
    .from(dialerCallRecordings)
    .where(and(inSpace(dialerCallRecordings, scope), eq(dialerCallRecordings.callId, call.id)));
  if (!row) throw new AppError(404, callLogMessages.recordingNotFound);
  return { ...row, call };
}
