/**
 * Per-user SIP credentials for the browser's SIP-over-WebSocket client (issue 27): short-lived,
 * computed, never stored. The scheme is the "ephemeral" one of Kamailio's auth_ephemeral module
 * (and of the TURN REST API): the user name is `<expiry, unix seconds>:<sip user>` and the password
 * is base64(HMAC-SHA1(SIP_SECRET, user name)). The SIP server holds the same secret, checks the
 * password and refuses an expired user name, so the API never provisions accounts on it.
 *
 * Settings: SIP_WS_URL (the wss:// endpoint the browser registers with), SIP_DOMAIN (the SIP
 * domain of the users' URIs), SIP_SECRET (the secret shared with the SIP server; required with
 * SIP_WS_URL), SIP_CREDENTIALS_TTL (seconds, default 600), SIP_ROUTES_NUMBERS (true when the server
 * routes calls to our numbers through GET /api/sip/route, default false). Without SIP_WS_URL the dialer runs on
 * the sandbox carrier and a per-process secret signs the same shape of credentials.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface SipSettings {
  /** Null: no SIP server (the sandbox). */
  wsUrl: string | null;
  domain: string;
  secret: string;
  ttlSeconds: number;
  /**
   * True when the SIP server asks GET /api/sip/route for calls to our numbers (Kamailio with
   * API_URL, SIP_ROUTES_NUMBERS=true): a member's call to a number of the workspace then goes to
   * the number, so forwarding, suspension and the called number apply as for a carrier's call.
   */
  routesNumbers: boolean;
}

export interface SipCredentials {
  /** `<expiry>:<sip user>`, what the browser authenticates with. */
  username: string;
  password: string;
  /** The user part of the SIP URI (what a caller dials to ring this member). */
  sipUser: string;
  uri: string;
  expiresAt: Date;
}

export const defaultSipTtlSeconds = 600;

/**
 * The SIP user of a member in a workspace: the same member in two workspaces are two SIP users
 * (numbers belong to a workspace), and the name gives away neither id.
 */
export function sipUserOf(spaceId: string, userId: string): string {
  return `u${createHash('sha256').update(`${spaceId}:${userId}`).digest('hex').slice(0, 20)}`;
}

export function sipCredentials(
  settings: Pick<SipSettings, 'domain' | 'secret' | 'ttlSeconds'>,
  sipUser: string,
  now: Date,
): SipCredentials {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + settings.ttlSeconds * 1000);
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${sipUser}`;
  const password = createHmac('sha1', settings.secret).update(username).digest('base64');
  return { username, password, sipUser, uri: `sip:${sipUser}@${settings.domain}`, expiresAt };
}

/** What a SIP server with the same secret does: true when the password matches and has not expired. */
export function verifySipCredentials(secret: string, username: string, password: string, now: Date): boolean {
  const expiry = Number(username.split(':')[0]);
  if (!Number.isFinite(expiry) || expiry * 1000 <= now.getTime()) return false;
  return createHmac('sha1', secret).update(username).digest('base64') === password;
}

/** SIP_* from the environment; throws a message naming the variable when one is wrong. */
export function sipSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SipSettings {
  const wsUrl = env.SIP_WS_URL?.trim() || null;
  if (wsUrl && !/^wss?:\/\/[^\s/]+/.test(wsUrl))
    throw new Error('SIP_WS_URL must be a ws:// or wss:// URL (the SIP server’s WebSocket endpoint)');
  const secret = env.SIP_SECRET?.trim() || '';
  if (wsUrl && !secret)
    throw new Error(
      'SIP_SECRET must be set with SIP_WS_URL (the secret the SIP server checks passwords with)',
    );
  const ttlText = env.SIP_CREDENTIALS_TTL?.trim();
  const ttlSeconds = ttlText ? Number(ttlText) : defaultSipTtlSeconds;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 60 || ttlSeconds > 86_400)
    throw new Error('SIP_CREDENTIALS_TTL must be a whole number of seconds from 60 to 86400');
  const domain = env.SIP_DOMAIN?.trim() || (wsUrl ? new URL(wsUrl).hostname : 'sandbox.invalid');
  const routesText = env.SIP_ROUTES_NUMBERS?.trim() || 'false';
  if (routesText !== 'true' && routesText !== 'false')
    throw new Error('SIP_ROUTES_NUMBERS must be true or false (does the SIP server ask GET /api/sip/route?)');
  const routesNumbers = Boolean(wsUrl) && routesText === 'true';
  return { wsUrl, domain, secret: secret || randomBytes(32).toString('hex'), ttlSeconds, routesNumbers };
}
