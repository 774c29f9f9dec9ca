/**
 * GET /sip/route (issue 27): where the SIP server sends a call to one of our numbers (a DID).
 * Kamailio (ops/kamailio/kamailio.cfg, route[DID]) asks it for every INVITE to a number, from a
 * trunk or from a member's browser: the number's owner's SIP user rings (`ring`), a number with
 * number_to_redirect is forwarded there (`forward`), a suspended number refuses the call
 * (`refuse`); a number that is not ours is 404 and Kamailio goes on as for any number (the trunk,
 * else 404).
 *
 * Public, like the Twilio webhooks: the request is signed with SIP_SECRET, the secret Kamailio
 * already holds for auth_ephemeral. signature = hex SHA-256 of `<expires>:<did>:<from>:<secret>`
 * (Kamailio's {s.sha256}; the secret last, so the hash can not be extended), valid until
 * `expires` (unix seconds, at most five minutes ahead). The secret never travels.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dialerPhones } from '../../db/schema';
import { AppError } from '../../errors';
import { createRoute, createRouter, failure, okBody, success, z } from '../../openapi/contract';
import { bindOperations } from '../../openapi/operations';
import type { AppDependencies } from '../../platform/context';
import type { SpaceScope } from '../../platform/tenancy';
import type { Voice } from '../../providers/voice/create-voice';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import { dialledNumber, prospectOf } from './call-log.service';
import { recordCall } from './dialer-calls.service';
import { endedIncoming, routeIncoming } from './incoming.service';

export const sipRoutingMessages = {
  badSignature: 'The request is not signed with SIP_SECRET',
  noSipServer: 'Calls go through the sandbox carrier: there is no SIP server',
  notOurs: 'Phone number not found',
} as const;

/** How far ahead a signed request may say it expires. */
const maxAheadSeconds = 300;

const sipRouteQuery = z.object({
  did: z
    .string()
    .optional()
    .openapi({ description: 'The number called, digits only', example: '14155550123' }),
  from: z.string().optional().openapi({ description: "The caller's SIP user, hex-encoded" }),
  expires: z.string().optional().openapi({ description: 'Unix seconds after which the request is refused' }),
  signature: z
    .string()
    .optional()
    .openapi({ description: 'hex SHA-256 of <expires>:<did>:<from>:<SIP_SECRET>' }),
});

export const SipRouteSchema = z
  .object({
    action: z.enum(['ring', 'forward', 'refuse']).openapi({
      description:
        'ring: INVITE the SIP user in target; forward: call the number in target instead; refuse: the number is suspended',
    }),
    target: z
      .string()
      .openapi({ description: 'The SIP user to ring or the E.164 number to forward to; empty on refuse' }),
  })
  .openapi('SipRoute');
export type SipRouteJson = z.infer<typeof SipRouteSchema>;

export const routeSipCall = createRoute({
  operationId: 'routeSipCall',
  method: 'get',
  path: '/route',
  tags: ['Dialer'],
  security: [],
  summary:
    'The SIP server asks where a call to one of our numbers goes (public; signed with SIP_SECRET): the owner’s SIP user, the forwarding number, or refused',
  request: { query: sipRouteQuery },
  responses: {
    200: success(SipRouteSchema, 'Where the call goes'),
    403: failure(sipRoutingMessages.badSignature),
    404: failure(`${sipRoutingMessages.notOurs}; ${sipRoutingMessages.noSipServer}`),
  },
});

/** What Kamailio computes: hex SHA-256 of `<expires>:<did>:<from>:<secret>`. */
export function sipRouteSignature(secret: string, expires: string, did: string, from: string): string {
  return createHash('sha256').update(`${expires}:${did}:${from}:${secret}`).digest('hex');
}

type SipRouteQuery = z.infer<typeof sipRouteQuery>;

/** True when the query is signed with `secret` and not expired at `now`. */
function signedBy(secret: string, query: SipRouteQuery, now: Date): boolean {
  const { did = '', from = '', expires = '', signature = '' } = query;
  if (!/^[0-9]{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const seconds = Number(expires);
  const nowSeconds = now.getTime() / 1000;
  if (seconds < nowSeconds || seconds > nowSeconds + maxAheadSeconds) return false;
  const expected = Buffer.from(sipRouteSignature(secret, expires, did, from), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The caller's number when its SIP user is one (a trunk's caller id), else null. */
function callerNumberOf(fromHex: string, country: string): string | null {
  const user = /^([0-9a-f]{2})*$/i.test(fromHex) ? Buffer.from(fromHex, 'hex').toString('utf8') : '';
  return /^\+?[0-9]{6,15}$/.test(user) ? dialledNumber(user, country) : null;
}

/** Where a call to `did` goes; a refused or forwarded call from a phone number is put in the history. */
export async function sipRoute(deps: AppDependencies, did: string, fromHex: string): Promise<SipRouteJson> {
  const [phone] = /^[0-9]{6,15}$/.test(did)
    ? await deps.db
        .select()
        .from(dialerPhones)
        .where(eq(dialerPhones.number, `+${did}`))
    : [];
  if (!phone) throw new AppError(404, sipRoutingMessages.notOurs);
  const route = routeIncoming(phone);
  const from = callerNumberOf(fromHex, phone.countryCode);
  if (route !== 'ringing' && from) {
    // The browser never hears of these calls: the API keeps them, as the sandbox's routeIncoming does.
    const scope: SpaceScope = {
      db: deps.db,
      spaceId: phone.spaceId,
      clock: deps.clock,
      realtime: deps.realtime,
    };
    const now = deps.clock.now();
    const id = await recordCall(scope, {
      phoneId: phone.id,
      userId: phone.userId,
      prospectId: await prospectOf(scope, from, null),
      direction: 'incoming',
      result: route === 'refused' ? 'failed' : 'answered',
      phoneNumber: phone.number,
      prospectPhoneNumber: from,
      durationSeconds: 0,
      startDate: now,
      endedAt: now,
      ...(route === 'forwarded' ? { answeredAt: now } : {}),
    });
    // In the caller's inbox thread and announced, like the sandbox's refused and forwarded calls.
    await endedIncoming(scope, id);
  }
  if (route === 'refused') return { action: 'refuse', target: '' };
  if (route === 'forwarded') return { action: 'forward', target: phone.numberToRedirect ?? '' };
  if (!phone.userId) throw new AppError(404, sipRoutingMessages.notOurs);
  return { action: 'ring', target: sipUserOf(phone.spaceId, phone.userId) };
}

/** /sip: the SIP server's questions, public and signed. */
export function sipRoutingRoutes(deps: AppDependencies, voice: Voice) {
  return bindOperations(
    createRouter(),
    { routeSipCall },
    {
      routeSipCall: async (c) => {
        const query = c.req.valid('query');
        if (!voice.sip.wsUrl) throw new AppError(404, sipRoutingMessages.noSipServer);
        if (!signedBy(voice.sip.secret, query, deps.clock.now()))
          throw new AppError(403, sipRoutingMessages.badSignature);
        return c.json(okBody(await sipRoute(deps, query.did ?? '', query.from ?? '')), 200);
      },
    },
  );
}
