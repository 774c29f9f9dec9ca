import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from './context';
import { apiKeyRateWindows, apiKeys, type UserRow, spaceMembers, users } from '../db/schema';
import { AppError, errorMessages } from '../errors';

/** Every secret starts so: it tells keys from session tokens and is easy to grep for in leaks. */
export const apiKeySecretPrefix = 'rk_live_';
/** `rk_live_` + 32 random bytes in base64url (43 characters). */
const secretPattern = /^rk_live_[A-Za-z0-9_-]{43}$/;

export function looksLikeApiKey(value: string): boolean {
  return secretPattern.test(value);
}

/**
 * sha256 is enough here: the secret carries 256 random bits, so nobody can guess it back
 * from a leaked hash, and the lookup stays one indexed equality without a slow hash per call.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The answers of API-key authentication; modules/api-keys adds its own to these (apiKeyMessages). */
export const apiKeyAuthMessages = {
  notValid: 'API key is not valid',
  sessionOnly: errorMessages.sessionOnly,
  rateLimited: (seconds: number) =>
    `Too many requests with this API key, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
} as const;

/** Per key, counted across every node in Postgres (issue 12). */
export const apiKeyRateLimit = { limit: 600, windowMs: 60_000 } as const;
/** `last_used_at` is written at most this often per key, not on every call. */
export const lastUsedPrecisionMs = 60_000;

/**
 * The API key a request carries: `Authorization: Bearer rk_live_...` or `X-API-Key`.
 * Undefined when it carries none (a session token, or nothing).
 */
export function presentedApiKey(
  authorization: string | undefined,
  xApiKey: string | undefined,
): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (bearer?.startsWith(apiKeySecretPrefix)) return bearer;
  const header = xApiKey?.trim();
  return header ? header : undefined;
}

/**
 * Whole areas a key never enters, whatever its creator may: the person's session and sign-in
 * (/auth), OAuth consent (/oauth) and the platform admin area (/admin). Single routes elsewhere
 * that outlive a key declare it themselves (`security: sessionSecurity`, openapi/contract.ts;
 * issue 23 item 12), which the router enforces; docs/decisions.md "API keys".
 */
const sessionOnlyCalls: readonly { method: string; path: RegExp }[] = [
  { method: '*', path: /^\/api\/auth(\/|$)/ },
  { method: '*', path: /^\/api\/oauth(\/|$)/ },
  { method: '*', path: /^\/api\/admin(\/|$)/ },
];

export function isSessionOnlyCall(method: string, path: string): boolean {
  const lowered = path.toLowerCase();
  return sessionOnlyCalls.some(
    (call) => (call.method === '*' || call.method === method.toUpperCase()) && call.path.test(lowered),
  );
}

/**
 * One upsert on the key's counter of this minute (fixed window): atomic on every node, one
 * row per key per minute. Returns the count including this request and when the window ends.
 */
async function countRequest(deps: AppDependencies, keyId: string, now: Date) {
  const { windowMs } = apiKeyRateLimit;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await deps.db
    .insert(apiKeyRateWindows)
    .values({ keyId, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiKeyRateWindows.keyId, apiKeyRateWindows.windowStart],
      set: { count: sql`${apiKeyRateWindows.count} + 1` },
    })
    .returning({ count: apiKeyRateWindows.count });
  const counted = row?.count ?? 1;
  if (counted === 1) {
    // The first request of a window: the key's older windows never count again.
    await deps.db
      .delete(apiKeyRateWindows)
      .where(and(eq(apiKeyRateWindows.keyId, keyId), lt(apiKeyRateWindows.windowStart, windowStart)));
  }
  return { counted, resetAt: new Date(windowStart.getTime() + windowMs) };
}

/**
 * Authenticates a request that carries an API key: the key's creator, in the key's workspace
 * only, while the key is live and the creator still belongs to that workspace (401 otherwise);
 * counted against the key's rate limit (429); refused on session-only calls (403). Sets `user`
 * (with the workspace pinned and no platform-admin powers: a key carries workspace permissions),
 * `apiKey` and the IETF RateLimit-* headers.
 */
export async function authenticateApiKey(deps: AppDependencies, c: Context<AppEnv>, secret: string) {
  if (!looksLikeApiKey(secret)) throw new AppError(401, apiKeyAuthMessages.notValid);
  const [found] = await deps.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, apiKeys.spaceId), eq(spaceMembers.userId, apiKeys.createdBy)),
    )
    .where(and(eq(apiKeys.secretHash, hashApiKeySecret(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!found) throw new AppError(401, apiKeyAuthMessages.notValid);
  const { key } = found;

  const now = deps.clock.now();
  const { limit } = apiKeyRateLimit;
  const { counted, resetAt } = await countRequest(deps, key.id, now);
  const resetSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  const rateHeaders = {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(Math.max(0, limit - counted)),
    'RateLimit-Reset': String(resetSeconds),
  };
  if (counted > limit) {
    throw new AppError(429, apiKeyAuthMessages.rateLimited(resetSeconds), {
      ...rateHeaders,
      'Retry-After': String(resetSeconds),
    });
  }
  for (const [name, value] of Object.entries(rateHeaders)) c.header(name, value);

  if (c.get('sessionOnly') || isSessionOnlyCall(c.req.method, c.req.path))
    throw new AppError(403, apiKeyAuthMessages.sessionOnly);

  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= lastUsedPrecisionMs) {
    // Conditional, so parallel requests on several nodes write it once a minute at most.
    const staleBefore = new Date(now.getTime() - lastUsedPrecisionMs);
    await deps.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, staleBefore))),
      );
  }

  const user: UserRow = { ...found.user, isAdmin: false, currentSpaceId: key.spaceId };
  c.set('user', user);
  // No session behind a key: calls that use the session's hash are session-only above.
  c.set('tokenHash', `api-key:${key.id}`);
  c.set('apiKey', { id: key.id, spaceId: key.spaceId });
}
