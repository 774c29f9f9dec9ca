/**
 * The scheduling sandbox of the default install (no CALENDLY_CLIENT_ID): connecting completes on this
 * server (its authorize page is a route of the app that redirects straight back with a code), each
 * account gets three generated event types, and a booking is delivered by `deliverBooking`, signed
 * as Calendly signs it, to the subscription's URL (the app's "simulate booking" route uses it).
 * Tokens carry the account's key, so connections outlive a restart; only tokens refused or revoked
 * in this process are remembered.
 */
import { randomBytes } from 'node:crypto';
import {
  type BookingPayload,
  type SchedulingAccount,
  type SchedulingClient,
  type SchedulingEventType,
  type SchedulingProvider,
  SchedulingRequestFailed,
  SchedulingUnauthorized,
  signatureHeader,
  signBooking,
} from './scheduling.provider';

/** The origin of the sandbox's URIs: no request ever goes there. */
export const sandboxOrigin = 'https://sandbox.calendly.local';

/** The app's authorize page of the sandbox, beside the OAuth callback. */
export const sandboxAuthorizePath = '/api/integrations/calendly/sandbox/authorize';

const eventTypeShapes = [
  { slug: '15min', name: '15 Minute Meeting', minutes: 15 },
  { slug: '30min', name: '30 Minute Meeting', minutes: 30 },
  { slug: 'demo', name: 'Product demo', minutes: 45 },
] as const;

export interface SandboxScheduling extends SchedulingProvider {
  readonly kind: 'sandbox';
  /** A code the authorize page hands back: a new account each time. */
  newCode(): string;
  /** Refuses an access token from now on (a test's expired token). */
  expire(accessToken: string): void;
  /** Posts a signed invitee.created (or canceled) for the subscription to its URL. */
  deliverBooking(input: SandboxBooking): Promise<Response>;
}

export interface SandboxBooking {
  callbackUrl: string;
  signingKey: string;
  userUri: string;
  event?: BookingPayload['event'];
  email: string;
  name?: string;
  eventTypeUri?: string;
  /** The delivery's time (the signature's t). */
  at: Date;
  fetch?: typeof fetch;
}

/** The sandbox, told apart from Calendly (its simulated bookings). */
export function isSandboxScheduling(provider: SchedulingProvider): provider is SandboxScheduling {
  return provider.kind === 'sandbox' && 'deliverBooking' in provider;
}

const keyPattern = /^[a-z0-9]{16}$/;

function accountKey(token: string, prefix: string): string | null {
  const [kind, key] = token.split('.');
  return kind === prefix && key && keyPattern.test(key) ? key : null;
}

export function createSandboxScheduling(options: { now?: () => Date } = {}): SandboxScheduling {
  const now = options.now ?? (() => new Date());
  const refused = new Set<string>();
  let sequence = 0;
  const tokensFor = (key: string) => {
    sequence += 1;
    return {
      accessToken: `sbx-at.${key}.${sequence}`,
      refreshToken: `sbx-rt.${key}.${sequence}`,
      expiresAt: new Date(now().getTime() + 2 * 3600_000),
    };
  };
  const account = (key: string): SchedulingAccount => ({
    uri: `${sandboxOrigin}/users/${key}`,
    name: `Sandbox Calendly ${key.slice(0, 4)}`,
    email: `${key.slice(0, 8)}@calendly.sandbox`,
    avatarUrl: null,
    organizationUri: `${sandboxOrigin}/organizations/${key}`,
  });

  return {
    kind: 'sandbox',
    authorizeUrl(state, redirectUri) {
      const url = new URL(sandboxAuthorizePath, redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },
    newCode: () => `sbx-code.${randomBytes(8).toString('hex')}`,
    async exchangeCode(code) {
      const key = accountKey(code, 'sbx-code');
      if (!key || refused.has(code)) throw new SchedulingRequestFailed(400, 'The code is not valid');
      refused.add(code);
      return tokensFor(key);
    },
    expire: (accessToken) => refused.add(accessToken),
    client(auth) {
      let tokens = { accessToken: auth.accessToken, refreshToken: auth.refreshToken };
      async function keyOf(): Promise<string> {
        const key = accountKey(tokens.accessToken, 'sbx-at');
        if (key && !refused.has(tokens.accessToken)) return key;
        const fromRefresh = tokens.refreshToken ? accountKey(tokens.refreshToken, 'sbx-rt') : null;
        if (!fromRefresh || !tokens.refreshToken || refused.has(tokens.refreshToken))
          throw new SchedulingUnauthorized('Calendly refused the token');
        refused.add(tokens.refreshToken);
        const next = tokensFor(fromRefresh);
        tokens = next;
        await auth.onRefreshed?.(next);
        return fromRefresh;
      }
      const client: SchedulingClient = {
        currentUser: async () => account(await keyOf()),
        async eventTypes(userUri) {
          const key = await keyOf();
          if (userUri !== account(key).uri) throw new SchedulingRequestFailed(403, 'Permission denied');
          return eventTypeShapes.map(
            (shape): SchedulingEventType => ({
              uri: `${sandboxOrigin}/event_types/${key}-${shape.slug}`,
              name: shape.name,
              durationMinutes: shape.minutes,
              schedulingUrl: `${sandboxOrigin}/${key}/${shape.slug}`,
              active: true,
            }),
          );
        },
        async subscribe() {
          const key = await keyOf();
          return `${sandboxOrigin}/webhook_subscriptions/${key}`;
        },
        async unsubscribe() {
          await keyOf();
        },
        async revoke() {
          refused.add(tokens.accessToken);
          if (tokens.refreshToken) refused.add(tokens.refreshToken);
        },
      };
      return client;
    },
    async deliverBooking(input) {
      const key = input.userUri.split('/').pop() ?? '';
      const payload: BookingPayload = {
        event: input.event ?? 'invitee.created',
        created_at: input.at.toISOString(),
        payload: {
          uri: `${sandboxOrigin}/scheduled_events/${randomBytes(8).toString('hex')}/invitees/${randomBytes(8).toString('hex')}`,
          email: input.email,
          name: input.name ?? null,
          status: input.event === 'invitee.canceled' ? 'canceled' : 'active',
          scheduled_event: {
            uri: `${sandboxOrigin}/scheduled_events/${key}`,
            name: eventTypeShapes[1].name,
            start_time: new Date(input.at.getTime() + 24 * 3600_000).toISOString(),
            event_type: input.eventTypeUri ?? `${sandboxOrigin}/event_types/${key}-30min`,
          },
        },
      };
      const body = JSON.stringify(payload);
      return (input.fetch ?? fetch)(input.callbackUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [signatureHeader]: signBooking(input.signingKey, body, input.at),
        },
        body,
      });
    },
  };
}
