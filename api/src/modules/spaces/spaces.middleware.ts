import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError, errorMessages } from '../../errors';
import { resolveSpace } from './spaces.service';

/**
 * Tenancy for every workspace route: picks the workspace (the `space` query
 * parameter, checked against the user's memberships, or the current one) and
 * sets `space` and the `scope` that services filter by. Mount after `authenticate`.
 */
export function requireSpace(deps: AppDependencies) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const space = await resolveSpace(deps.db, c.get('user'), c.req.query('space'));
    if (!space) throw new AppError(403, errorMessages.spaceNotFound);
    c.set('space', space);
    c.set('scope', { db: deps.db, spaceId: space.id, clock: deps.clock, realtime: deps.realtime });
    await next();
  });
}
