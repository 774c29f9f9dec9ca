import { renderTemplate } from '@outreach/core/outreach';
import { and, eq } from 'drizzle-orm';
import { dialerPhones, messages, spaces } from '../db/schema';
import type { EngineDeps, StepContext, StepExecutor, StepResult } from '../engine/contracts';
import { AppError } from '../errors';
import { isOptedOut, prospectSmsNumber, type SmsSettings, sendSms, smsMessages } from '../modules/sms';
import { lockedMessage, lowestTierWith, spaceHasFeature } from '../platform/entitlements';
import { prospectValues } from './social.executor';

/** A step waits this long for credits before it is tried again. */
export const smsCreditsRetryMs = 60 * 60 * 1000;

const skipped = (detail: Record<string, unknown>): StepResult => ({
  type: 'skipped',
  reason: 'no_actions',
  detail,
});

/** The owned number a step's `from_number` names (any format), or null when the workspace has none such. */
async function phoneIdOf(deps: EngineDeps, spaceId: string, fromNumber: string): Promise<string | null> {
  let number: string;
  try {
    number = prospectSmsNumber(fromNumber);
  } catch {
    return null;
  }
  const [row] = await deps.db
    .select({ id: dialerPhones.id })
    .from(dialerPhones)
    .where(and(eq(dialerPhones.spaceId, spaceId), eq(dialerPhones.number, number)));
  return row?.id ?? null;
}

/** Why the step can not run at all (the plan lost sms, a text already sent by this execution), or null. */
async function settled(context: StepContext, deps: EngineDeps): Promise<StepResult | null> {
  const [space] = await deps.db
    .select({ tier: spaces.tier, brand: spaces.brand })
    .from(spaces)
    .where(eq(spaces.id, context.spaceId));
  if (!space) return { type: 'failed', error: smsMessages.prospectNotFound };
  if (!(await spaceHasFeature(deps.db, space, 'sms')))
    return { type: 'failed', error: lockedMessage('sms', await lowestTierWith(deps.db, space.brand, 'sms')) };
  // Run again after a crash: the text went out once already.
  const [already] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.spaceId, context.spaceId), eq(messages.stepExecutionId, context.execution.id)));
  return already ? { type: 'done', outcome: 'positive', detail: { message_id: already.id } } : null;
}

/** What a refusal of the SMS module means for the step. */
function refusalResult(error: AppError, context: StepContext, to: string): StepResult {
  if (error.status === 402)
    return {
      type: 'wait',
      reason: 'out_of_credits',
      retryAt: new Date(context.now.getTime() + smsCreditsRetryMs),
    };
  if (error.message === smsMessages.optedOut) return skipped({ reason: 'sms_opted_out', to });
  return { type: 'failed', error: error.message };
}

/**
 * The campaign's send SMS step (outreach §3 "send SMS", issue 27): the step's text with the
 * prospect's placeholders, sent through the SMS module from the step's `from_number` (a number of
 * the workspace; by default the one the prospect was last texted from, else the workspace's), so
 * the rules, credits and thread are the API's. A prospect without a phone, or whose number opted
 * out (STOP), is skipped with the reason; short credits wait and retry; the carrier's and the
 * numbers' refusals (the spec's "SMS unavailable" included) fail the step with their message.
 */
export function createSmsExecutor(settings: () => SmsSettings): StepExecutor {
  return {
    kinds: ['send_sms'],
    async execute(context: StepContext, deps: EngineDeps): Promise<StepResult> {
      const { prospect, step } = context;
      const done = await settled(context, deps);
      if (done) return done;
      let to: string;
      try {
        to = prospectSmsNumber(prospect.phone);
      } catch {
        return skipped({ reason: prospect.phone?.trim() ? 'invalid_phone' : 'no_phone' });
      }
      if (await isOptedOut(deps.db, context.spaceId, to)) return skipped({ reason: 'sms_opted_out', to });
      const fromNumber = typeof step.config.from_number === 'string' ? step.config.from_number.trim() : '';
      const phoneId = fromNumber ? await phoneIdOf(deps, context.spaceId, fromNumber) : undefined;
      if (phoneId === null) return { type: 'failed', error: smsMessages.phoneNotFound };
      const text = renderTemplate(step.text ?? '', prospectValues(prospect), prospect.customFields).trim();
      if (!text) return { type: 'failed', error: smsMessages.textRequired };
      try {
        const sent = await sendSms(
          { db: deps.db, spaceId: context.spaceId, clock: deps.clock, realtime: deps.realtime },
          settings(),
          {
            prospectId: prospect.id,
            text,
            phoneId,
            credentialId: context.credential?.id ?? null,
            userId: null,
            stepExecutionId: context.execution.id,
          },
        );
        return {
          type: 'done',
          outcome: 'positive',
          detail: { message_id: sent._id, from: sent.from, to: sent.to, credits: sent.credits },
        };
      } catch (error) {
        if (error instanceof AppError) return refusalResult(error, context, to);
        throw error;
      }
    },
  };
}
