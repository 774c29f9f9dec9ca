import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError, errorMessages } from '../../errors';
import { assertSpaceUsable, resolveSpaceAccess } from './spaces.service';

export interface RequireSpaceOptions {
  /**
   * Where the workspace id comes from: the `space` query parameter, else the user's
   * current workspace (default); or the route's `:id` (the /space/{id}/... calls).
   */
  from?: 'query' | 'path';
  /** Workspace admins only (platform admins count); others get 403. */
  adminOnly?: boolean;
  /**
   * Let a blocked or deleted workspace through. Only GET /space/info does, so its
   * members can see why and switch away (spec platform §8).
   */
  allowInactive?: boolean;
}

/**
 * Tenancy for every workspace route: picks the workspace, checks the user may act
 * in it (a member, or a platform admin: platform §6 impersonation) and that it is
 * active, then sets `space`, `access` and the `scope` services filter by. Mount
 * after `authenticate`.
 */
export function requireSpace(deps: AppDependencies, options: RequireSpaceOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    const requested = options.from === 'path' ? (c.req.param('id') ?? '') : c.req.query('space');
    // A path id is always explicit: an empty one must not fall back to the current workspace.
    const wanted = options.from === 'path' ? requested || '-' : requested;
    // An API key acts in its own workspace only (issue 12): naming another is refused as for a non-member.
    const pinned = c.get('apiKey')?.spaceId;
    if (pinned && wanted && wanted !== pinned) throw new AppError(403, errorMessages.spaceNotFound);
    const resolved = await resolveSpaceAccess(deps.db, user, pinned ?? wanted);
    if (!resolved) throw new AppError(403, errorMessages.spaceNotFound);
    if (!options.allowInactive) assertSpaceUsable(resolved, user);
    if (options.adminOnly && !resolved.access.isSpaceAdmin)
      throw new AppError(403, errorMessages.spaceAdminOnly);
    c.set('space', resolved.space);
    c.set('access', resolved.access);
    c.set('scope', { db: deps.db, spaceId: resolved.space.id, clock: deps.clock, realtime: deps.realtime });
    await next();
  });
}
