import { randomUUID } from 'node:crypto';
import { signatureHeader, signBooking } from '../../src/providers/scheduling/scheduling.provider';
import {
  createTokenIssuer,
  type RunningStandIn,
  type StandInRequest,
  type StandInResponse,
  startJsonServer,
} from './server';

/**
 * A Calendly stand-in (tests, e2e, local runs): the calls of providers/scheduling/calendly.adapter.ts
 * as Calendly's API v2 documents them, OAuth's token and revoke endpoints included, with in-memory
 * state. One account answers every token of `tokens`; any other token is a 401 as Calendly's.
 * `book` delivers a signed invitee.created (or canceled) to a subscription, as Calendly does.
 */
export interface CalendlyStandIn extends RunningStandIn {
  tokens: Set<string>;
  userUri: string;
  organizationUri: string;
  subscriptions: Map<string, { uri: string; callbackUrl: string; signingKey: string; events: string[] }>;
  /** An OAuth code for the token endpoint. */
  oauthCode(): string;
  /** The user revoked the app in Calendly: every token and refresh token refused, until a new code. */
  revokeAll(): void;
  /** When set, GET /event_types answers this status (a test's outage). */
  failEventTypes: { status: number | null };
  book(input: {
    subscriptionUri?: string;
    email: string;
    name?: string;
    event?: 'invitee.created' | 'invitee.canceled';
    inviteeUri?: string;
    at?: Date;
  }): Promise<Response>;
}

const unauthorized: StandInResponse = {
  status: 401,
  body: { title: 'Unauthenticated', message: 'The access token is invalid' },
};

export async function startCalendlyStandIn(
  options: { tokens?: string[]; eventTypeCount?: number; pageSize?: number } = {},
): Promise<CalendlyStandIn> {
  const tokens = new Set(options.tokens ?? ['calendly-good-token']);
  const issuer = createTokenIssuer('calendly', tokens);
  const subscriptions: CalendlyStandIn['subscriptions'] = new Map();
  const failEventTypes: CalendlyStandIn['failEventTypes'] = { status: null };
  const pageSize = options.pageSize ?? 100;
  let refuseRefresh = false;
  let base = '';
  const userUri = () => `${base}/users/STANDIN-USER`;
  const organizationUri = () => `${base}/organizations/STANDIN-ORG`;
  const eventTypes = () =>
    Array.from({ length: options.eventTypeCount ?? 3 }, (_, index) => ({
      uri: `${base}/event_types/ET-${index + 1}`,
      name: index === 0 ? 'Intro call' : `Meeting ${index + 1}`,
      duration: 30,
      scheduling_url: `https://calendly.test/standin/${index + 1}`,
      active: true,
      slug: `meeting-${index + 1}`,
    }));

  function authorised(request: StandInRequest): boolean {
    const header = String(request.headers.authorization ?? '');
    return header.startsWith('Bearer ') && tokens.has(header.slice('Bearer '.length));
  }

  function listEventTypes(searchParams: URLSearchParams): StandInResponse {
    if (failEventTypes.status) return { status: failEventTypes.status, body: { message: 'Outage' } };
    if (searchParams.get('user') !== userUri())
      return { status: 403, body: { title: 'Permission Denied', message: 'Not your user' } };
    const count = Math.min(Number(searchParams.get('count') ?? 20), pageSize);
    const start = Number(searchParams.get('page_token') ?? 0);
    const all = eventTypes();
    const next = start + count < all.length ? String(start + count) : null;
    return {
      status: 200,
      body: { collection: all.slice(start, start + count), pagination: { count, next_page_token: next } },
    };
  }

  function subscribe(request: StandInRequest): StandInResponse {
    const input = request.body as { url: string; events: string[]; signing_key: string; user: string };
    if (input.user !== userUri()) return { status: 403, body: { message: 'Not your user' } };
    if ([...subscriptions.values()].some((hook) => hook.callbackUrl === input.url))
      return { status: 409, body: { title: 'Already Exists', message: 'Hook with this url already exists' } };
    const uri = `${base}/webhook_subscriptions/${randomUUID()}`;
    subscriptions.set(uri, {
      uri,
      callbackUrl: input.url,
      signingKey: input.signing_key,
      events: input.events,
    });
    return { status: 201, body: { resource: { uri, callback_url: input.url, state: 'active' } } };
  }

  const me = (): StandInResponse => ({
    status: 200,
    body: {
      resource: {
        uri: userUri(),
        name: 'Stand-in Scheduler',
        email: 'scheduler@calendly.test',
        avatar_url: null,
        current_organization: organizationUri(),
      },
    },
  });

  /** The calls behind a token, by `METHOD /path`. */
  const routes: Record<string, (request: StandInRequest) => StandInResponse> = {
    'GET /users/me': me,
    'GET /event_types': (request) => listEventTypes(request.url.searchParams),
    'POST /webhook_subscriptions': subscribe,
    'GET /webhook_subscriptions': () => ({
      status: 200,
      body: {
        collection: [...subscriptions.values()].map((hook) => ({
          uri: hook.uri,
          callback_url: hook.callbackUrl,
        })),
        pagination: { next_page_token: null },
      },
    }),
  };

  function handle(request: StandInRequest): StandInResponse {
    const { pathname } = request.url;
    const form = (request.body ?? {}) as Record<string, string>;
    if (request.method === 'POST' && pathname === '/oauth/token') {
      if (form.grant_type === 'refresh_token' && refuseRefresh)
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'The refresh token was revoked' },
        };
      if (form.grant_type === 'authorization_code') refuseRefresh = false;
      return issuer.answer(form);
    }
    if (request.method === 'POST' && pathname === '/oauth/revoke') {
      tokens.delete(form.token ?? '');
      return { status: 200, body: {} };
    }
    if (!authorised(request)) return unauthorized;
    const route = routes[`${request.method} ${pathname}`];
    if (route) return route(request);
    if (request.method === 'DELETE' && pathname.startsWith('/webhook_subscriptions/')) {
      if (!subscriptions.delete(`${base}${pathname}`)) return { status: 404, body: { message: 'Not found' } };
      return { status: 204, body: null };
    }
    return {
      status: 404,
      body: { title: 'Resource Not Found', message: `No ${request.method} ${pathname}` },
    };
  }

  const server = await startJsonServer(handle);
  base = server.url;
  return {
    ...server,
    tokens,
    get userUri() {
      return userUri();
    },
    get organizationUri() {
      return organizationUri();
    },
    subscriptions,
    failEventTypes,
    oauthCode: () => issuer.code(),
    revokeAll() {
      tokens.clear();
      refuseRefresh = true;
    },
    async book(input) {
      const hook = input.subscriptionUri
        ? subscriptions.get(input.subscriptionUri)
        : [...subscriptions.values()].at(-1);
      if (!hook) throw new Error('No webhook subscription to deliver to');
      const at = input.at ?? new Date();
      const body = JSON.stringify({
        event: input.event ?? 'invitee.created',
        created_at: at.toISOString(),
        created_by: userUri(),
        payload: {
          uri: input.inviteeUri ?? `${base}/scheduled_events/SE-1/invitees/${randomUUID()}`,
          email: input.email,
          name: input.name ?? null,
          status: input.event === 'invitee.canceled' ? 'canceled' : 'active',
          scheduled_event: {
            uri: `${base}/scheduled_events/SE-1`,
            name: 'Intro call',
            start_time: new Date(at.getTime() + 86_400_000).toISOString(),
            event_type: `${base}/event_types/ET-1`,
          },
        },
      });
      return fetch(hook.callbackUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [signatureHeader]: signBooking(hook.signingKey, body, at),
        },
        body,
      });
    },
  };
}
