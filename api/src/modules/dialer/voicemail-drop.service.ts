/**
 * POST /profiles/{id}/send_voicemail (spec ai-telephony §7 Voicemail, §5, §9; issue 27): a
 * recorded voicemail left on a prospect's phone without ringing it. The rules, in the order they
 * are checked: the terms agreed (the route), the recipient a US or Canadian number, 8:00 to 21:00
 * in the recipient's local time (from the prospect's location, else the number's area code), the
 * voicemail, a number of the workspace to send from, then, in one transaction serialised per
 * recipient number, at most 3 drops per 3 days to that number and the credits, charged as "call".
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { dialerPhones, dialerVoicemailDrops, prospects, voicemails } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import type { VoiceCarrier } from '../../providers/voice/voice.provider';
import { debitCredits } from '../credits';
import { areaCodeOf, isNorthAmerican, toE164 } from './phone-numbers';
import { insideCallingWindow, placeOfAreaCode, placeOfLocation, type RecipientPlace } from './recipient-time';

/** spec ai-telephony §9: up to 3 per 3 days per number. */
export const dropsPerWindow = 3;
export const dropWindowMs = 3 * 24 * 60 * 60 * 1000;

export const voicemailDropMessages = {
  // spec ai-telephony §5, §8 (exact wording).
  termsDeclined: 'You are disagreed to Terms of Service',
  prospectNotFound: 'Prospect not found',
  voicemailNotFound: 'Voicemail not found',
  noPhone: 'The prospect has no phone number',
  wrongFormat: 'Wrong phone number format',
  usCanadaOnly: 'Voicemail drops can be sent to US and Canada numbers only',
  tooMany: 'At most 3 voicemails can be dropped to a number in 3 days',
  outsideHours: "Voicemail drops can be sent only from 8:00 to 21:00 in the recipient's local time",
  noNumber: 'Buy a US or Canadian phone number to send voicemail drops from',
  senderNotFound: 'Phone number not found',
} as const;

export interface DropInput {
  prospectId: string;
  phoneNumber?: string | undefined;
  audioId: string;
  note?: string | undefined;
  credentialId: string | null;
  /** The member sending; null for a campaign step. */
  userId: string | null;
  /** The number to send from (any format); by default the best of the workspace's (senderNumber). */
  fromNumber?: string | null;
  /** The campaign step execution sending it (one drop per execution). */
  stepExecutionId?: string | null;
}

/** Where the recipient is: 400 for no or a malformed number, 400 for one outside the US and Canada. */
export async function recipientOf(scope: SpaceScope, input: DropInput) {
  const prospect = await findInSpace<{ id: string; phone: string | null; location: string | null }>(
    scope,
    prospects,
    { id: prospects.id, phone: prospects.phone, location: prospects.location },
    input.prospectId,
    voicemailDropMessages.prospectNotFound,
  );
  const dialled = input.phoneNumber ?? prospect.phone;
  if (!dialled) throw new AppError(400, `phone_number: ${voicemailDropMessages.noPhone}`);
  const to = toE164(dialled);
  if (!to) throw new AppError(400, `phone_number: ${voicemailDropMessages.wrongFormat}`);
  const byNumber = isNorthAmerican(to) ? placeOfAreaCode(areaCodeOf(to) ?? '') : null;
  if (!byNumber) throw new AppError(400, voicemailDropMessages.usCanadaOnly);
  const place: RecipientPlace = placeOfLocation(prospect.location) ?? byNumber;
  return { prospect, to, place };
}

/**
 * The workspace's active US or Canadian number to send from: the one asked for (404 when the
 * workspace has no such number), else the caller's own first, one of the same area code first.
 */
async function senderNumber(scope: SpaceScope, userId: string | null, to: string, asked?: string | null) {
  const rows = await scope.db
    .select({ id: dialerPhones.id, number: dialerPhones.number, userId: dialerPhones.userId })
    .from(dialerPhones)
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.status, 'active')));
  const wanted = asked ? toE164(asked) : null;
  if (asked && !rows.some((row) => row.number === wanted))
    throw new AppError(404, voicemailDropMessages.senderNotFound);
  const northAmerican = rows.filter(
    (row) => isNorthAmerican(row.number) && (wanted === null || row.number === wanted),
  );
  const rank = (row: (typeof rows)[number]) =>
    (row.userId === userId ? 0 : 2) + (areaCodeOf(row.number) === areaCodeOf(to) ? 0 : 1);
  const [best] = northAmerican.sort((a, b) => rank(a) - rank(b) || a.number.localeCompare(b.number));
  if (!best) throw new AppError(409, voicemailDropMessages.noNumber);
  return best;
}

export async function sendVoicemailDrop(scope: SpaceScope, carrier: VoiceCarrier, input: DropInput) {
  const { prospect, to, place } = await recipientOf(scope, input);
  const now = scope.clock.now();
  if (!insideCallingWindow(now, place.timeZone)) throw new AppError(400, voicemailDropMessages.outsideHours);
  const [audio] = await findAudio(scope, input.audioId);
  if (!audio) throw new AppError(404, voicemailDropMessages.voicemailNotFound);
  const from = await senderNumber(scope, input.userId, to, input.fromNumber);
  const price = carrier.pricing().voicemailDrop;
  const reference = randomUUID();
  return scope.db.transaction(async (tx) => {
    // One drop at a time per recipient number in the workspace, so two at once cannot both be the third.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`voicemail-drop:${scope.spaceId}:${to}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(dialerVoicemailDrops)
      .where(
        and(
          inSpace(dialerVoicemailDrops, scope),
          eq(dialerVoicemailDrops.toNumber, to),
          gt(dialerVoicemailDrops.createdAt, new Date(now.getTime() - dropWindowMs)),
        ),
      );
    if (Number(recent?.n ?? 0) >= dropsPerWindow) throw new AppError(429, voicemailDropMessages.tooMany);
    const debit = await debitCredits(tx, {
      spaceId: scope.spaceId,
      userId: input.userId,
      amount: price,
      category: 'call',
      idempotencyKey: `voicemail-drop:${reference}`,
      description: `Voicemail drop to ${to}`,
      now,
    });
    const sent = await carrier.dropVoicemail({ from: from.number, to, audio: audio.bytes, reference });
    const [row] = await tx
      .insert(dialerVoicemailDrops)
      .values({
        spaceId: scope.spaceId,
        prospectId: prospect.id,
        phoneId: from.id,
        userId: input.userId,
        credentialId: input.credentialId,
        audioId: audio.id,
        fromNumber: from.number,
        toNumber: to,
        note: input.note ?? null,
        credits: price,
        carrierId: sent.carrierId,
        stepExecutionId: input.stepExecutionId ?? null,
        createdAt: now,
      })
      .returning({ id: dialerVoicemailDrops.id });
    if (!row) throw new Error('voicemail drop not recorded');
    return {
      id: row.id,
      from_number: from.number,
      to_number: to,
      credits: price,
      balance: debit.balance,
      recipient: { country: place.country, region: place.region, time_zone: place.timeZone },
    };
  });
}

function findAudio(scope: SpaceScope, id: string) {
  if (!isUuid(id)) return Promise.resolve([]);
  return scope.db
    .select({ id: voicemails.id, bytes: voicemails.audio })
    .from(voicemails)
    .where(and(inSpace(voicemails, scope), eq(voicemails.id, id)));
}
