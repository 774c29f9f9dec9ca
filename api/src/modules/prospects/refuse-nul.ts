import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';

/** Postgres text and jsonb can not hold U+0000 (the campaigns API answers the same words). */
export const nulMessage = 'Text can not contain NUL characters';

export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

/**
 * Refuses a request whose query or JSON body holds a NUL character with 400
 * before any route stores it (on Postgres it would be a 500). Malformed JSON is
 * left to `readJson`'s own 400.
 */
export function refuseNul() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (holdsNul(c.req.queries())) throw new AppError(400, nulMessage);
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) {
      let body: unknown;
      try {
        // A clone: the route (and a body-limit middleware before it) still read the original.
        body = await c.req.raw.clone().json();
      } catch {
        body = undefined;
      }
      if (holdsNul(body)) throw new AppError(400, nulMessage);
    }
    await next();
  });
}
