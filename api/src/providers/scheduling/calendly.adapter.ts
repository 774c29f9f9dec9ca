/**
 * Calendly's API v2 (https://developer.calendly.com/api-docs): OAuth 2 at CALENDLY_AUTH_URL
 * (auth.calendly.com), the REST API at CALENDLY_API_URL (api.calendly.com). Tests point both at
 * the stand-in (api/test/stand-ins/calendly.ts).
 */
import { readJson, sendJson } from '../json-over-http';
import {
  bookingEvents,
  type SchedulingAccount,
  type SchedulingAuth,
  type SchedulingClient,
  type SchedulingEventType,
  type SchedulingProvider,
  SchedulingRequestFailed,
  type SchedulingTokens,
  SchedulingUnauthorized,
  type WebhookSubscriptionInput,
} from './scheduling.provider';

export const calendlyDefaults = {
  apiUrl: 'https://api.calendly.com',
  authUrl: 'https://auth.calendly.com',
} as const;

export interface CalendlySettings {
  apiUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** For expires_at (the app's clock). */
  now?: () => Date;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

interface CalendlyUser {
  uri: string;
  name?: string;
  email?: string;
  avatar_url?: string | null;
  current_organization?: string;
}

interface CalendlyEventType {
  uri: string;
  name?: string;
  duration?: number;
  scheduling_url?: string;
  active?: boolean;
}

interface Page<T> {
  collection: T[];
  pagination?: { next_page_token?: string | null };
}

/** The most pages of event types read (100 each): a runaway pagination stops here. */
const maxPages = 20;

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, title } = body as { message?: unknown; title?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof title === 'string' && title) return title;
  }
  return `Calendly answered HTTP ${status}`;
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** The OAuth token endpoint: a grant (code or refresh token) for a token pair. */
function tokenCaller(settings: CalendlySettings) {
  const doFetch = settings.fetch ?? fetch;
  const now = settings.now ?? (() => new Date());
  return async (form: Record<string, string>): Promise<SchedulingTokens> => {
    const response = await doFetch(`${settings.authUrl.replace(/\/$/, '')}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        ...form,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
    });
    const body = (await readJson(response)) as TokenAnswer | null;
    if (!response.ok || !body?.access_token) {
      throw new SchedulingRequestFailed(response.status, messageOf(body, response.status));
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresAt: body.expires_in ? new Date(now().getTime() + body.expires_in * 1000) : null,
    };
  };
}

/**
 * A call of the REST API with the account's token: a token past its time is renewed first, a 401
 * renewed once and retried, then SchedulingUnauthorized; any other refusal SchedulingRequestFailed.
 */
function apiCaller(settings: CalendlySettings, auth: SchedulingAuth) {
  const doFetch = settings.fetch ?? fetch;
  const now = settings.now ?? (() => new Date());
  const grant = tokenCaller(settings);
  let tokens: SchedulingTokens = {
    accessToken: auth.accessToken,
    refreshToken: auth.refreshToken,
    expiresAt: auth.expiresAt,
  };

  /** A new token pair from the refresh token; false when there is none or Calendly refuses it. */
  async function renew(): Promise<boolean> {
    if (!tokens.refreshToken) return false;
    try {
      tokens = await grant({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    } catch (error) {
      if (error instanceof SchedulingRequestFailed && error.status >= 400 && error.status < 500) return false;
      throw error;
    }
    await auth.onRefreshed?.(tokens);
    return true;
  }

  const call: Call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    if (tokens.expiresAt && tokens.expiresAt.getTime() <= now().getTime()) await renew();
    const send = () =>
      sendJson(doFetch, path.startsWith('http') ? path : `${settings.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        authorization: `Bearer ${tokens.accessToken}`,
        body,
      });
    let response = await send();
    if (response.status === 401 && (await renew())) response = await send();
    if (response.status === 401) throw new SchedulingUnauthorized('Calendly refused the token');
    const answer = await readJson(response);
    if (!response.ok) throw new SchedulingRequestFailed(response.status, messageOf(answer, response.status));
    return answer as T;
  };
  return { call, accessToken: () => tokens.accessToken };
}

async function listEventTypes(call: Call, userUri: string): Promise<SchedulingEventType[]> {
  const types: SchedulingEventType[] = [];
  let pageToken: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const query = new URLSearchParams({ user: userUri, count: '100' });
    if (pageToken) query.set('page_token', pageToken);
    const answer: Page<CalendlyEventType> = await call('GET', `/event_types?${query}`);
    for (const type of answer.collection) {
      types.push({
        uri: type.uri,
        name: type.name ?? '',
        durationMinutes: type.duration ?? null,
        schedulingUrl: type.scheduling_url ?? null,
        active: type.active ?? true,
      });
    }
    pageToken = answer.pagination?.next_page_token ?? null;
    if (!pageToken) break;
  }
  return types;
}

/** POST /webhook_subscriptions; on 409 (this URL is subscribed already, a reconnect) that one is ours. */
async function subscribeBookings(call: Call, input: WebhookSubscriptionInput): Promise<string> {
  try {
    const { resource } = await call<{ resource: { uri: string } }>('POST', '/webhook_subscriptions', {
      url: input.callbackUrl,
      events: bookingEvents,
      organization: input.account.organizationUri,
      user: input.account.uri,
      scope: 'user',
      signing_key: input.signingKey,
    });
    return resource.uri;
  } catch (error) {
    if (!(error instanceof SchedulingRequestFailed) || error.status !== 409) throw error;
    const query = new URLSearchParams({
      organization: input.account.organizationUri ?? '',
      user: input.account.uri,
      scope: 'user',
      count: '100',
    });
    const existing = await call<Page<{ uri: string; callback_url: string }>>(
      'GET',
      `/webhook_subscriptions?${query}`,
    );
    const found = existing.collection.find((hook) => hook.callback_url === input.callbackUrl);
    if (!found) throw error;
    return found.uri;
  }
}

function calendlyClient(settings: CalendlySettings, auth: SchedulingAuth): SchedulingClient {
  const { call, accessToken } = apiCaller(settings, auth);
  return {
    async currentUser(): Promise<SchedulingAccount> {
      const { resource } = await call<{ resource: CalendlyUser }>('GET', '/users/me');
      return {
        uri: resource.uri,
        name: resource.name ?? '',
        email: resource.email ?? null,
        avatarUrl: resource.avatar_url ?? null,
        organizationUri: resource.current_organization ?? null,
      };
    },
    eventTypes: (userUri) => listEventTypes(call, userUri),
    subscribe: (input) => subscribeBookings(call, input),
    async unsubscribe(uri) {
      try {
        await call('DELETE', uri);
      } catch (error) {
        if (!(error instanceof SchedulingRequestFailed) || error.status !== 404) throw error;
      }
    },
    async revoke() {
      await (settings.fetch ?? fetch)(`${settings.authUrl.replace(/\/$/, '')}/oauth/revoke`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: accessToken(),
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      }).catch(() => null);
    },
  };
}

export function createCalendlyProvider(settings: CalendlySettings): SchedulingProvider {
  const grant = tokenCaller(settings);
  return {
    kind: 'calendly',
    authorizeUrl(state, redirectUri) {
      const url = new URL(`${settings.authUrl.replace(/\/$/, '')}/oauth/authorize`);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },
    exchangeCode: (code, redirectUri) =>
      grant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    client: (auth) => calendlyClient(settings, auth),
  };
}
