/**
 * POST /voice/twilio (issue 27): the voice webhook of the TwiML app (TWILIO_TWIML_APP_SID; set its
 * Voice URL to PUBLIC_URL/api/voice/twilio). Public: X-Twilio-Signature is its authentication, as
 * for POST /sms/twilio. It answers TwiML for two kinds of calls:
 * - a call the browser places with the Voice SDK (Caller `client:<identity>`, parameters To and
 *   From): dials To with caller id From, only when From is an active number of a workspace the
 *   caller (identity = sipUserOf(workspace, member)) is a member of; anything else is rejected;
 * - a call to one of our numbers routed to the TwiML app (no forwarding): rings the browser of the
 *   number's owner, or takes a voicemail when the number has none, and lands in the call log
 *   (twilio-incoming.ts); `?event=dial` is the end of that ring (the dial's action), and
 *   `?event=status` a status callback (set the number's or the app's status callback URL to
 *   PUBLIC_URL/api/voice/twilio?event=status).
 */
import { and, eq } from 'drizzle-orm';
import { dialerPhones, spaceMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { createRoute, createRouter, failure, z } from '../../openapi/contract';
import { bindOperations } from '../../openapi/operations';
import type { AppDependencies } from '../../platform/context';
import type { Voice } from '../../providers/voice/create-voice';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import { browserCallTwiml, refusedCallTwiml } from '../../providers/voice/twilio.carrier';
import { incomingTwilioCall, twilioCallStatus, twilioDialEnded, type WebhookDeps } from './twilio-incoming';

export const voiceWebhookMessages = {
  badSignature: 'The request is not signed by Twilio',
  noWebhook: 'Calls go through the sandbox carrier: there is no webhook',
} as const;

const e164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * The TwiML for a call's first webhook request (form fields already checked as Twilio's); `action`
 * is where Twilio reports the end of a ring to a browser.
 */
export async function voiceWebhookTwiml(
  deps: WebhookDeps,
  params: Record<string, string>,
  action: string,
): Promise<string> {
  const { db } = deps;
  const caller = params.Caller ?? params.From ?? '';
  if (caller.startsWith('client:')) {
    const identity = caller.slice('client:'.length);
    const to = params.To ?? '';
    // The SDK's parameter From; CallerId too, should Twilio keep From for the client's own address.
    const callerId = [params.From, params.CallerId].find((value) => value && e164.test(value));
    if (!e164.test(to) || !callerId) return refusedCallTwiml();
    const [phone] = await db
      .select({ spaceId: dialerPhones.spaceId })
      .from(dialerPhones)
      .where(and(eq(dialerPhones.number, callerId), eq(dialerPhones.status, 'active')))
      .limit(1);
    if (!phone) return refusedCallTwiml();
    const members = await db
      .select({ userId: spaceMembers.userId })
      .from(spaceMembers)
      .where(eq(spaceMembers.spaceId, phone.spaceId));
    const member = members.some((row) => sipUserOf(phone.spaceId, row.userId) === identity);
    return member ? browserCallTwiml(to, callerId) : refusedCallTwiml();
  }
  return incomingTwilioCall(deps, params, action);
}

const webhookQuery = z.object({
  event: z.enum(['dial', 'status']).optional().openapi({
    description:
      "`dial`: the end of a ring to the owner's browser (the dial's action); `status`: a status callback",
  }),
});

export const receiveTwilioVoice = createRoute({
  operationId: 'receiveTwilioVoice',
  method: 'post',
  path: '/twilio',
  tags: ['Dialer'],
  security: [],
  request: { query: webhookQuery },
  summary:
    "The TwiML app's voice webhook (public; a form body checked with X-Twilio-Signature against PUBLIC_URL/api/voice/twilio): browser calls and calls to our numbers",
  responses: {
    200: { description: 'TwiML', content: { 'text/xml': { schema: z.string() } } },
    403: failure(voiceWebhookMessages.badSignature),
    404: failure(voiceWebhookMessages.noWebhook),
  },
});

/** /voice: Twilio's voice webhook, public. */
export function twilioVoiceRoutes(deps: AppDependencies, voice: Voice) {
  return bindOperations(
    createRouter(),
    { receiveTwilioVoice },
    {
      receiveTwilioVoice: async (c) => {
        const verify = voice.carrier.verifyWebhook;
        if (!verify) throw new AppError(404, voiceWebhookMessages.noWebhook);
        const form = await c.req.parseBody();
        const params = Object.fromEntries(
          Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
        // Twilio signs the URL it was given: ours as the public URL says, with the query as sent.
        const requested = new URL(c.req.url);
        const url = `${deps.linkOrigin()}${requested.pathname}${requested.search}`;
        if (!verify({ url, signature: c.req.header('x-twilio-signature'), params }))
          throw new AppError(403, voiceWebhookMessages.badSignature);
        const event = c.req.valid('query').event;
        const twiml =
          event === 'dial'
            ? await twilioDialEnded(deps, voice, params)
            : event === 'status'
              ? await twilioCallStatus(deps, voice, params)
              : await voiceWebhookTwiml(deps, params, `${deps.linkOrigin()}${requested.pathname}?event=dial`);
        return c.body(twiml, 200, { 'Content-Type': 'text/xml' });
      },
    },
  );
}
