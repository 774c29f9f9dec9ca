import { eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock';
import type { Db } from '../../db/client';
import { type IntegrationRow, integrations } from '../../db/schema';
import { AppError } from '../../errors';
import { type ServerEvent, serverEvents } from '@outreach/core/events';

/**
 * Google and Microsoft mailboxes over OAuth (issue 15 item 5): SMTP and IMAP log in with
 * XOAUTH2 and a short-lived access token, renewed with the refresh token kept (encrypted) in
 * the integration's `password` field. The access tokens live only in this process's memory.
 */
export const mailboxOAuthProviders = ['google', 'microsoft'] as const;
export type MailboxOAuthProvider = (typeof mailboxOAuthProviders)[number];

export const mailboxProviderNames: Record<MailboxOAuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

export function isMailboxOAuthProvider(provider: string): provider is MailboxOAuthProvider {
  return (mailboxOAuthProviders as readonly string[]).includes(provider);
}

export interface MailServerAddress {
  host: string;
  port: number;
  secure: boolean;
}

export interface MailboxOAuthEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
}

/** The install's OAuth app (GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET); tests point endpoints and servers at stand-ins. */
export interface MailboxOAuthApp {
  clientId: string;
  clientSecret: string;
  endpoints?: Partial<MailboxOAuthEndpoints>;
  mailServers?: { smtp?: Partial<MailServerAddress>; imap?: Partial<MailServerAddress> };
}

interface ProviderDefaults {
  endpoints: MailboxOAuthEndpoints;
  scope: string;
  smtp: MailServerAddress;
  imap: MailServerAddress;
}

const defaults: Record<MailboxOAuthProvider, ProviderDefaults> = {
  google: {
    endpoints: {
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    // https://mail.google.com/ is the only Gmail scope that allows SMTP and IMAP.
    scope: 'https://mail.google.com/ openid email',
    smtp: { host: 'smtp.gmail.com', port: 465, secure: true },
    imap: { host: 'imap.gmail.com', port: 993, secure: true },
  },
  microsoft: {
    endpoints: {
      authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      userinfo: 'https://graph.microsoft.com/oidc/userinfo',
    },
    scope:
      'offline_access openid email https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
    // Office 365's SMTP submission is STARTTLS on 587 (secure false: upgraded after EHLO).
    smtp: { host: 'smtp.office365.com', port: 587, secure: false },
    imap: { host: 'outlook.office365.com', port: 993, secure: true },
  },
};

export function mailboxEndpoints(
  provider: MailboxOAuthProvider,
  app: MailboxOAuthApp,
): MailboxOAuthEndpoints {
  return { ...defaults[provider].endpoints, ...app.endpoints };
}

export function mailboxServers(
  provider: MailboxOAuthProvider,
  app: MailboxOAuthApp,
): { smtp: MailServerAddress; imap: MailServerAddress } {
  return {
    smtp: { ...defaults[provider].smtp, ...app.mailServers?.smtp },
    imap: { ...defaults[provider].imap, ...app.mailServers?.imap },
  };
}

/** The provider's authorization-code URL: offline access (a refresh token) to send and read mail. */
export function mailboxAuthorizeUrl(
  provider: MailboxOAuthProvider,
  app: MailboxOAuthApp,
  options: { redirectUri: string; state: string; loginHint?: string },
): string {
  const url = new URL(mailboxEndpoints(provider, app).authorize);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', defaults[provider].scope);
  url.searchParams.set('state', options.state);
  if (provider === 'google') {
    // prompt=consent: Google gives a refresh token only when the consent screen was shown.
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
  } else {
    url.searchParams.set('response_mode', 'query');
  }
  return url.toString();
}

/** A refused refresh (invalid_grant): the mailbox must be connected again. */
export class MailboxSignInRefused extends AppError {
  constructor(provider: MailboxOAuthProvider) {
    super(400, `${mailboxProviderNames[provider]} refused the mailbox's sign-in: connect it again`);
  }
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  id_token?: unknown;
  error?: unknown;
}

const requestTimeoutMs = 10_000;

async function postToken(
  provider: MailboxOAuthProvider,
  app: MailboxOAuthApp,
  form: Record<string, string>,
): Promise<{ status: number; answer: TokenAnswer } | null> {
  try {
    const response = await fetch(mailboxEndpoints(provider, app).token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_id: app.clientId, client_secret: app.clientSecret }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
    return { status: response.status, answer };
  } catch {
    return null;
  }
}

function expiresInSeconds(answer: TokenAnswer): number {
  const seconds = Number(answer.expires_in);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 3600;
}

/** The claims of an id_token received straight from the token endpoint over TLS (OpenID Connect Core 3.1.3.7: no signature check needed). */
function idTokenClaims(idToken: unknown): Record<string, unknown> {
  if (typeof idToken !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

function addressOf(claims: Record<string, unknown>): string | null {
  for (const value of [claims.email, claims.preferred_username, claims.upn]) {
    const address = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (/^[^@\s]+@[^@\s]+$/.test(address)) return address;
  }
  return null;
}

export interface MailboxGrant {
  email: string;
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
}

/**
 * Exchanges the callback's code: the tokens, and the mailbox's address (the id_token's claims,
 * else userinfo). Throws a 400 AppError in plain words when the provider refuses or leaves
 * something out.
 */
export async function exchangeMailboxCode(
  provider: MailboxOAuthProvider,
  app: MailboxOAuthApp,
  input: { code: string; redirectUri: string },
): Promise<MailboxGrant> {
  const name = mailboxProviderNames[provider];
  const result = await postToken(provider, app, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  });
  const { access_token: accessToken, refresh_token: refreshToken } = result?.answer ?? {};
  if (!result || result.status >= 400 || typeof accessToken !== 'string' || !accessToken)
    throw new AppError(400, `${name} refused the sign-in: connect the mailbox again`);
  if (typeof refreshToken !== 'string' || !refreshToken)
    throw new AppError(400, `${name} gave no offline access to the mailbox: connect it again and allow it`);
  let email = addressOf(idTokenClaims(result.answer.id_token));
  if (!email) {
    try {
      const response = await fetch(mailboxEndpoints(provider, app).userinfo, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (response.ok) email = addressOf((await response.json()) as Record<string, unknown>);
    } catch {
      email = null;
    }
  }
  if (!email) throw new AppError(400, `${name} did not share the mailbox's email address`);
  return { email, accessToken, refreshToken, expiresInSeconds: expiresInSeconds(result.answer) };
}

export interface MailboxTokensSettings {
  apps: Partial<Record<MailboxOAuthProvider, MailboxOAuthApp>>;
  clock?: Clock;
  /**
   * Microsoft answers a refresh with a new refresh token (rotation): stored in place of the old one,
   * which stops working when its own lifetime ends. A failure to store it is not the send's: the
   * old token still works, and this process keeps using the new one.
   */
  onRefreshTokenRotated?: (
    integrationId: string,
    refreshToken: string,
    /** True for the refresh tokens of the same grant: a row connected again since keeps its own. */
    sameGrant: (stored: string) => boolean,
  ) => Promise<void>;
}

interface CachedToken {
  /** The refresh tokens of this grant: the one stored on the row and those it was rotated into. */
  lineage: Set<string>;
  /** The newest refresh token of the grant. */
  refreshToken: string;
  accessToken: string;
  expiresAt: number;
}

/** An access token is renewed this long before it expires, so a login never carries one about to lapse. */
const renewMarginMs = 60_000;

function appFromEnv(provider: MailboxOAuthProvider): MailboxOAuthApp | undefined {
  const prefix = provider === 'google' ? 'GOOGLE' : 'MICROSOFT';
  const clientId = process.env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = process.env[`${prefix}_CLIENT_SECRET`]?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/**
 * The access tokens of this process, one per integration, renewed with its refresh token when
 * expired. The app composes it with its OAuth apps and clock (integrations.routes.ts); the
 * engine's workers, built without the app's options, read GOOGLE_/MICROSOFT_CLIENT_* themselves.
 * Tokens are never logged.
 */
export class MailboxTokens {
  private settings: MailboxTokensSettings | null = null;
  private readonly cached = new Map<string, CachedToken>();
  private readonly renewing = new Map<string, Promise<string>>();

  configure(settings: MailboxTokensSettings): void {
    this.settings = settings;
  }

  app(provider: MailboxOAuthProvider): MailboxOAuthApp | undefined {
    return this.settings ? this.settings.apps[provider] : appFromEnv(provider);
  }

  private now(): number {
    return (this.settings?.clock ?? systemClock).now().getTime();
  }

  /** Keeps the access token the code exchange gave, so the first login needs no refresh. */
  remember(integrationId: string, grant: Omit<MailboxGrant, 'email'>): void {
    this.cached.set(integrationId, {
      lineage: new Set([grant.refreshToken]),
      refreshToken: grant.refreshToken,
      accessToken: grant.accessToken,
      expiresAt: this.now() + grant.expiresInSeconds * 1000,
    });
  }

  forget(integrationId: string): void {
    this.cached.delete(integrationId);
  }

  /**
   * A valid access token of the mailbox: the cached one, else (or with `renew`, when the server
   * refused the cached one) a new one from the refresh token. Throws `MailboxSignInRefused` when
   * the provider refuses the refresh token (invalid_grant), and a plain Error (a temporary
   * failure, tried again later) when it cannot be reached or is not configured.
   */
  async accessToken(
    integrationId: string,
    provider: MailboxOAuthProvider,
    refreshToken: string,
    options: { renew?: boolean } = {},
  ): Promise<string> {
    let cached = this.cached.get(integrationId);
    // A refresh token outside the cached grant's lineage: the mailbox was connected again.
    if (cached && !cached.lineage.has(refreshToken)) {
      this.cached.delete(integrationId);
      cached = undefined;
    }
    if (!options.renew && cached && cached.expiresAt - renewMarginMs > this.now()) return cached.accessToken;
    // Two logins at once (a send and a poll) share one refresh.
    const pending = this.renewing.get(integrationId);
    if (pending) return pending;
    const lineage = cached?.lineage ?? new Set([refreshToken]);
    const renewal = this.refresh(
      integrationId,
      provider,
      cached?.refreshToken ?? refreshToken,
      lineage,
    ).finally(() => this.renewing.delete(integrationId));
    this.renewing.set(integrationId, renewal);
    return renewal;
  }

  private async refresh(
    integrationId: string,
    provider: MailboxOAuthProvider,
    refreshToken: string,
    lineage: Set<string>,
  ): Promise<string> {
    const name = mailboxProviderNames[provider];
    const app = this.app(provider);
    if (!app)
      throw new Error(`${name} mailboxes are not configured on this server (GOOGLE_/MICROSOFT_CLIENT_ID)`);
    const result = await postToken(provider, app, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(provider === 'microsoft' ? { scope: defaults.microsoft.scope } : {}),
    });
    if (!result || result.status >= 500)
      throw new Error(`Could not reach ${name} to renew the mailbox's sign-in; trying again later`);
    const { access_token: accessToken, error } = result.answer;
    // invalid_grant: the refresh token was revoked or expired (password changed, access removed).
    if (error === 'invalid_grant') {
      this.cached.delete(integrationId);
      throw new MailboxSignInRefused(provider);
    }
    // Anything else (invalid_client: the install's app keys) is not this mailbox's to fix.
    if (result.status >= 400)
      throw new Error(`${name} did not renew the mailbox's sign-in (${String(error ?? result.status)})`);
    if (typeof accessToken !== 'string' || !accessToken)
      throw new Error(`${name} gave no access token for the mailbox; trying again later`);
    const rotated = result.answer.refresh_token;
    const newest = typeof rotated === 'string' && rotated ? rotated : refreshToken;
    lineage.add(newest);
    this.cached.set(integrationId, {
      lineage,
      refreshToken: newest,
      accessToken,
      expiresAt: this.now() + expiresInSeconds(result.answer) * 1000,
    });
    if (newest !== refreshToken)
      await this.settings
        ?.onRefreshTokenRotated?.(integrationId, newest, (stored) => lineage.has(stored))
        .catch(() => undefined);
    return accessToken;
  }
}

/** The tokens of this process (the transports, the poller and the callback share them). */
export const mailboxTokens = new MailboxTokens();

/**
 * How the mail provider tells a connected account's sockets that its mailbox changed. The
 * platform's announcer (SpaceScope.realtime, EngineDeps.realtime) is handed in as it is: the
 * provider never imports it.
 */
export interface MailboxAnnouncer {
  toCredential(credentialId: string, event: ServerEvent, payload: unknown): void;
}

/** update_integration for a mailbox whose status or error changed. */
export function announceMailbox(
  announcer: MailboxAnnouncer,
  row: Pick<IntegrationRow, 'id' | 'credentialId' | 'status' | 'lastError'>,
): void {
  announcer.toCredential(row.credentialId, serverEvents.updateIntegration, {
    _id: row.id,
    status: row.status,
    error: row.lastError,
  });
}

/**
 * A mailbox whose refresh token was refused: disconnected with the plain reason, announced
 * like the IMAP poller's refusals (update_integration).
 */
export async function disconnectRefusedMailbox(
  deps: { db: Db; realtime: MailboxAnnouncer; clock: Clock },
  integrationId: string,
  reason: string,
): Promise<void> {
  const [row] = await deps.db
    .update(integrations)
    .set({ status: 'disconnected', lastError: reason, updatedAt: deps.clock.now() })
    .where(eq(integrations.id, integrationId))
    .returning();
  if (row) announceMailbox(deps.realtime, row);
}
