/**
 * The campaign's voicemail drop step (outreach §3 "voicemail drop", issue 27): the step's
 * recording (`audio_id`) dropped on the prospect's phone through the same service as
 * POST /profiles/{id}/send_voicemail, so its rules hold for campaigns too: US and Canada only,
 * 8:00 to 21:00 in the recipient's local time, 3 per 3 days per recipient number, credits.
 * The number sent from is the step's `from_number` when it names one of the workspace's, else the
 * service's choice (the workspace's active US or Canadian number, one of the recipient's area code
 * first). What the campaign does with each refusal:
 * - outside the window: waits (outside_calling_hours) until 8:00 recipient time, never skipped or failed;
 * - 3 drops in 3 days to that number: waits (voicemail_limit_reached) until the oldest is 3 days old;
 * - short credits: waits an hour, as the SMS step does;
 * - no or a malformed phone: the spec's wait "invalid phone";
 * - anything else (not US/Canada, no number to send from, the recording gone, the plan without
 *   voicemail, a carrier refusal): fails with the API's message, which the campaign shows.
 * A re-run of the same execution (a crash after the drop) finds its drop and drops nothing more.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { dialerVoicemailDrops, spaces } from '../../db/schema';
import type { StepResult } from '../../engine/contracts';
import { AppError } from '../../errors';
import { lockedMessage, lowestTierWith, spaceHasFeature } from '../../platform/entitlements';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { VoiceCarrier } from '../../providers/voice/voice.provider';
import { localMinutes } from './recipient-time';
import {
  dropWindowMs,
  recipientOf,
  sendVoicemailDrop,
  voicemailDropMessages,
} from './voicemail-drop.service';

/** A step waits this long for credits, or for a phone number to be fixed, before it is tried again. */
export const voicemailCreditsRetryMs = 60 * 60 * 1000;
export const voicemailPhoneRetryMs = 24 * 60 * 60 * 1000;

const minuteMs = 60_000;
const windowOpens = 8 * 60;

export interface VoicemailStepInput {
  prospectId: string;
  /** The step's `audio_id`. */
  audioId: string | null;
  /** The step's `from_number`, when the builder saved one. */
  fromNumber: string | null;
  credentialId: string | null;
  stepExecutionId: string;
}

/** The next 8:00 in `timeZone` after `now` (to the minute; a DST change only makes the step re-check). */
export function nextWindowOpening(now: Date, timeZone: string): Date {
  const minutes = localMinutes(now, timeZone);
  const wait = minutes < windowOpens ? windowOpens - minutes : 24 * 60 - minutes + windowOpens;
  const startOfMinute = now.getTime() - (now.getTime() % minuteMs);
  return new Date(startOfMinute + wait * minuteMs);
}

/** When the oldest of the drops counted against the recipient number leaves the 3-day window. */
async function limitLiftsAt(scope: SpaceScope, to: string, now: Date): Promise<Date> {
  const [oldest] = await scope.db
    .select({ createdAt: dialerVoicemailDrops.createdAt })
    .from(dialerVoicemailDrops)
    .where(
      and(
        inSpace(dialerVoicemailDrops, scope),
        eq(dialerVoicemailDrops.toNumber, to),
        gt(dialerVoicemailDrops.createdAt, new Date(now.getTime() - dropWindowMs)),
      ),
    )
    .orderBy(asc(dialerVoicemailDrops.createdAt))
    .limit(1);
  const from = oldest?.createdAt.getTime() ?? now.getTime();
  return new Date(from + dropWindowMs + minuteMs);
}

/** What a refusal of the voicemail service means for the step. */
async function refusalResult(
  scope: SpaceScope,
  error: AppError,
  input: VoicemailStepInput,
): Promise<StepResult> {
  const now = scope.clock.now();
  const later = (ms: number) => new Date(now.getTime() + ms);
  if (error.message === voicemailDropMessages.outsideHours) {
    const { place } = await recipientOf(scope, { ...input, audioId: '', userId: null });
    return { type: 'wait', reason: 'outside_calling_hours', retryAt: nextWindowOpening(now, place.timeZone) };
  }
  if (error.message === voicemailDropMessages.tooMany) {
    const { to } = await recipientOf(scope, { ...input, audioId: '', userId: null });
    return { type: 'wait', reason: 'voicemail_limit_reached', retryAt: await limitLiftsAt(scope, to, now) };
  }
  if (error.status === 402)
    return { type: 'wait', reason: 'out_of_credits', retryAt: later(voicemailCreditsRetryMs) };
  if (error.message.startsWith('phone_number: '))
    return { type: 'wait', reason: 'invalid_phone', retryAt: later(voicemailPhoneRetryMs) };
  return { type: 'failed', error: error.message };
}

/** Why the step can not run at all (the plan lost voicemail), or null. */
async function lockedOut(scope: SpaceScope): Promise<StepResult | null> {
  const [space] = await scope.db
    .select({ tier: spaces.tier, brand: spaces.brand })
    .from(spaces)
    .where(eq(spaces.id, scope.spaceId));
  if (!space) return { type: 'failed', error: voicemailDropMessages.prospectNotFound };
  if (await spaceHasFeature(scope.db, space, 'voicemail')) return null;
  return {
    type: 'failed',
    error: lockedMessage('voicemail', await lowestTierWith(scope.db, space.brand, 'voicemail')),
  };
}

/** Runs one voicemail drop step (see the file's comment for what each refusal does). */
export async function dropVoicemailForStep(
  scope: SpaceScope,
  carrier: VoiceCarrier,
  input: VoicemailStepInput,
): Promise<StepResult> {
  const [already] = await scope.db
    .select()
    .from(dialerVoicemailDrops)
    .where(
      and(
        inSpace(dialerVoicemailDrops, scope),
        eq(dialerVoicemailDrops.stepExecutionId, input.stepExecutionId),
      ),
    );
  if (already)
    return {
      type: 'done',
      outcome: 'positive',
      detail: { voicemail_drop_id: already.id, from: already.fromNumber, to: already.toNumber },
    };
  const locked = await lockedOut(scope);
  if (locked) return locked;
  if (!input.audioId) return { type: 'failed', error: voicemailDropMessages.voicemailNotFound };
  try {
    const drop = await sendVoicemailDrop(scope, carrier, {
      prospectId: input.prospectId,
      audioId: input.audioId,
      credentialId: input.credentialId,
      userId: null,
      fromNumber: input.fromNumber,
      stepExecutionId: input.stepExecutionId,
    });
    return {
      type: 'done',
      outcome: 'positive',
      detail: {
        voicemail_drop_id: drop.id,
        from: drop.from_number,
        to: drop.to_number,
        credits: drop.credits,
      },
    };
  } catch (error) {
    if (error instanceof AppError) return refusalResult(scope, error, input);
    throw error;
  }
}
