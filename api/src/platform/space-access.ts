import { and, asc, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv, KnownSpace, ResolvedSpace } from './context';

export type { KnownSpace, ResolvedSpace, SpaceAccess } from './context';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { type SpaceMemberRow, type SpaceRow, spaceMembers, spaces, type UserRow } from '../db/schema';
import { AppError, errorMessages } from '../errors';

/**
 * The workspace `spaceId` as `user` may see it: as a member, or as a platform admin
 * (who may enter any workspace, platform §6 "login as customer"). Null otherwise.
 */
export async function findSpaceForUser(
  db: Db,
  user: UserRow,
  spaceId: string,
): Promise<ResolvedSpace | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await db
    .select({ space: spaces, membership: spaceMembers })
    .from(spaces)
    .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, user.id)))
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row ? spaceAsSeenBy(user, row.space, row.membership) : null;
}

/** A workspace and `user`'s membership row in it (null: none) as `findSpaceForUser` answers it. */
export function spaceAsSeenBy(
  user: UserRow,
  space: SpaceRow,
  membership: SpaceMemberRow | null,
): ResolvedSpace | null {
  if (membership) {
    return {
      space,
      access: { membership, isSpaceAdmin: membership.isAdmin || user.isAdmin, isAdminView: false },
    };
  }
  if (!user.isAdmin) return null;
  return { space, access: { membership: null, isSpaceAdmin: true, isAdminView: true } };
}

/**
 * `findSpaceForUser`, answered from what the auth middleware already read with the token (the
 * user's current workspace, same statement) when `spaceId` is that workspace: one query fewer on
 * every request that acts in its current workspace.
 */
async function spaceForUser(
  db: Db,
  user: UserRow,
  spaceId: string,
  known: KnownSpace | undefined,
): Promise<ResolvedSpace | null> {
  if (known && known.spaceId === spaceId) return known.resolved;
  return findSpaceForUser(db, user, spaceId);
}

/**
 * The workspace a request acts in. With `requestedSpaceId` (the `space` query
 * parameter) it must be a workspace the user belongs to (any workspace for a
 * platform admin), else 403 'Can not find space'. Without it: the user's current
 * workspace, else their oldest membership, else null (a user with no workspace yet).
 * Status is not checked here: see `assertSpaceUsable`.
 */
export async function resolveSpaceAccess(
  db: Db,
  user: UserRow,
  requestedSpaceId: string | undefined,
  known?: KnownSpace,
): Promise<ResolvedSpace | null> {
  if (requestedSpaceId !== undefined && requestedSpaceId !== '') {
    const found = await spaceForUser(db, user, requestedSpaceId, known);
    if (!found) throw new AppError(403, errorMessages.spaceNotFound);
    return found;
  }
  if (user.currentSpaceId) {
    const current = await spaceForUser(db, user, user.currentSpaceId, known);
    if (current?.access.membership) return current;
  }
  const [first] = await db
    .select({ space: spaces, membership: spaceMembers })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaceMembers.spaceId, spaces.id))
    .where(eq(spaceMembers.userId, user.id))
    .orderBy(asc(spaceMembers.createdAt), asc(spaces.id))
    .limit(1);
  if (!first) return null;
  return {
    space: first.space,
    access: {
      membership: first.membership,
      isSpaceAdmin: first.membership.isAdmin || user.isAdmin,
      isAdminView: false,
    },
  };
}

/** `resolveSpaceAccess` without the role (auth and realtime only need the workspace). */
export async function resolveSpace(
  db: Db,
  user: UserRow,
  requestedSpaceId: string | undefined,
): Promise<SpaceRow | null> {
  return (await resolveSpaceAccess(db, user, requestedSpaceId))?.space ?? null;
}

/**
 * spec platform §8 "workspace blocked or deleted, contact admin": a blocked or
 * deleted workspace is closed to its members; platform admins still enter it (to
 * look into it or restore it).
 */
export function assertSpaceUsable(resolved: ResolvedSpace, user: UserRow): void {
  if (resolved.space.status !== 'active' && !user.isAdmin)
    throw new AppError(403, errorMessages.spaceBlocked);
}

/** The workspace `spaceId` for an action in it, checked for membership, status and (optionally) admin role. */
export async function requireSpaceAccess(
  db: Db,
  user: UserRow,
  spaceId: string | undefined,
  options: { adminOnly?: boolean; allowInactive?: boolean } = {},
): Promise<ResolvedSpace> {
  const found = spaceId ? await findSpaceForUser(db, user, spaceId) : null;
  if (!found) throw new AppError(403, errorMessages.spaceNotFound);
  if (!options.allowInactive) assertSpaceUsable(found, user);
  if (options.adminOnly && !found.access.isSpaceAdmin) throw new AppError(403, errorMessages.spaceAdminOnly);
  return found;
}

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
    const resolved = await resolveSpaceAccess(deps.db, user, pinned ?? wanted, c.get('currentSpace'));
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

/**
 * One route of a workspace router for its admins only (platform admins count): mounted after
 * `requireSpace` (a `workspaceRouter`'s own checks), before the request is validated, so a
 * member gets 403 rather than a 400 about a body they may not send at all.
 */
export const requireSpaceAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('access').isSpaceAdmin) throw new AppError(403, errorMessages.spaceAdminOnly);
  await next();
});
