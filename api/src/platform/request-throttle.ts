import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from './context';
import { requestThrottle } from '../db/schema';
import { AppError } from '../errors';
import { addressGroup, clientAddress } from './client-address';

/**
 * Calls that say whether an email has an account (sign-up's "Account with such email already
 * exists", users/exists) keep their answer, since people expect it, but cost an attacker time:
 * at most `limit` an hour from one client address (issue 11 §4; an IPv6 /64 is one address,
 * `addressGroup`), as sign-in is throttled.
 */
export const requestLimits = {
  sign_up: { limit: 20, windowMs: 60 * 60 * 1000 },
  users_exists: { limit: 20, windowMs: 60 * 60 * 1000 },
} as const;

export type ThrottledAction = keyof typeof requestLimits;

export class RequestThrottledError extends AppError {
  constructor(seconds: number) {
    const minutes = Math.ceil(seconds / 60);
    super(429, `Too many requests, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
      'Retry-After': String(seconds),
    });
  }
}

/**
 * Counts this request against its address and refuses it (429, Retry-After) over the limit.
 * Refused requests are not counted, so the block lifts exactly when the oldest counted one
 * leaves the window. The count and the insert are one transaction under an advisory lock on
 * (action, address), so a burst of parallel requests can not all slip under the limit.
 */
export function throttleByAddress(deps: AppDependencies, action: ThrottledAction) {
  const { limit, windowMs } = requestLimits[action];
  return createMiddleware<AppEnv>(async (c, next) => {
    // One IPv6 /64 is one client (issue 23 item 16c).
    const address = addressGroup(clientAddress(c, deps.auth.trustProxy));
    const now = deps.clock.now();
    const since = new Date(now.getTime() - windowMs);
    const retryAt = await deps.db.transaction(async (tx) => {
      // Two int4 keys: the action's and the address's; held until the transaction ends.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${action}), hashtext(${address}))`);
      const where = and(
        eq(requestThrottle.action, action),
        eq(requestThrottle.address, address),
        gt(requestThrottle.requestedAt, since),
      );
      const [counted] = await tx.select({ total: count() }).from(requestThrottle).where(where);
      if ((counted?.total ?? 0) >= limit) {
        const [oldest] = await tx
          .select({ requestedAt: requestThrottle.requestedAt })
          .from(requestThrottle)
          .where(where)
          .orderBy(asc(requestThrottle.requestedAt))
          .limit(1);
        return new Date((oldest?.requestedAt ?? now).getTime() + windowMs);
      }
      await tx.insert(requestThrottle).values({ action, address, requestedAt: now });
      // Rows older than the window never count again.
      await tx
        .delete(requestThrottle)
        .where(and(eq(requestThrottle.action, action), lte(requestThrottle.requestedAt, since)));
      return null;
    });
    if (retryAt) {
      throw new RequestThrottledError(Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)));
    }
    await next();
  });
}
