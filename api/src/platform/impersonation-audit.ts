import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { Clock } from '../clock';
import type { AppEnv } from './context';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { adminImpersonations, type SpaceRow, spaces, type UserRow } from '../db/schema';
import { audit } from './admin-scope';
import { findSpaceForUser } from './space-access';

/**
 * "Log in as customer" in the audit log (issue 23 item 11). A platform admin enters a customer's
 * workspace with `space=<id>` and their own token (admin-session.service.ts); the space middleware
 * marks such a request `access.isAdminView`. The authenticate middleware calls
 * `recordAdminViewRequest` after every request of a platform admin, so the rule holds for every
 * route at once, with no route opting in:
 *
 * - `impersonation.start`: the admin's first request in that workspace since their last end
 *   (one open row per admin and workspace in `admin_impersonations`, so parallel first requests
 *   record one start);
 * - `impersonation.request`: each request that may change something (every method but GET, HEAD
 *   and OPTIONS), with its method, route pattern and answer status; never its body, which may
 *   hold secrets (a mailbox password, an API key) and would put them in a log every admin reads;
 * - `impersonation.end`: "Back to admin" (POST /admin/impersonation/end) or signing out.
 *
 * Each row names the admin as actor and the workspace as target (`space`, with its brand, so a
 * reseller reads the entries of their own customers).
 */
export const impersonationActions = {
  start: 'impersonation.start',
  request: 'impersonation.request',
  end: 'impersonation.end',
} as const;

export type ImpersonationEndReason = 'back_to_admin' | 'sign_out';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function spaceTarget(space: Pick<SpaceRow, 'id' | 'brand'>) {
  return { targetType: 'space', targetId: space.id, brand: space.brand };
}

/** Opens the admin's session in `space` and audits its start, unless one is open already. */
async function ensureStarted(db: Db, clock: Clock, admin: UserRow, space: SpaceRow): Promise<void> {
  await db.transaction(async (tx) => {
    const opened = await tx
      .insert(adminImpersonations)
      .values({ adminId: admin.id, spaceId: space.id, startedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: adminImpersonations.id });
    if (opened.length === 0) return;
    await audit(tx, admin, {
      action: impersonationActions.start,
      ...spaceTarget(space),
      after: { space_name: space.name },
    });
  });
}

/** The workspace the space middleware resolved, when the admin is not a member of it. */
function adminViewSpace(c: Context<AppEnv>): SpaceRow | null {
  return c.get('access')?.isAdminView ? (c.get('space') ?? null) : null;
}

/**
 * The few workspace calls that name the workspace in the body (`space_id` of /users/{id}/change_admin,
 * exit_from_space...) check access in their service, not in the space middleware; the same rule
 * holds for them. The admin area's own calls (/api/admin/...) are audited by their services.
 */
async function adminViewSpaceOfBody(db: Db, admin: UserRow, c: Context<AppEnv>): Promise<SpaceRow | null> {
  if (readOnlyMethods.has(c.req.method) || routePath(c).startsWith('/api/admin/')) return null;
  const body = c.get('body');
  const value = body?.kind === 'json' ? body.value : undefined;
  const spaceId =
    value && typeof value === 'object' && 'space_id' in value
      ? (value as { space_id: unknown }).space_id
      : null;
  if (typeof spaceId !== 'string') return null;
  const found = await findSpaceForUser(db, admin, spaceId);
  return found?.access.isAdminView ? found.space : null;
}

/**
 * After a platform admin's request (authenticate middleware): when it acted in a workspace the
 * admin is not a member of, records the start once and, for a method that may change
 * something, the request itself with the status it was answered.
 */
export async function recordAdminViewRequest(db: Db, clock: Clock, c: Context<AppEnv>): Promise<void> {
  const admin = c.get('user');
  const space = c.get('access') ? adminViewSpace(c) : await adminViewSpaceOfBody(db, admin, c);
  if (!space) return;
  await ensureStarted(db, clock, admin, space);
  if (readOnlyMethods.has(c.req.method)) return;
  await audit(db, admin, {
    action: impersonationActions.request,
    ...spaceTarget(space),
    after: { method: c.req.method, route: routePath(c), status: c.res.status },
  });
}

/**
 * Ends the admin's open sessions (in `spaceId` only, when given) and audits each end. Answers how
 * many ended: 0 for anyone with none open (a member, or a workspace already left).
 */
export async function endImpersonations(
  db: Db,
  clock: Clock,
  admin: UserRow,
  reason: ImpersonationEndReason,
  spaceId?: string,
): Promise<number> {
  // No session is in a workspace whose id is not even a uuid.
  if (spaceId !== undefined && !isUuid(spaceId)) return 0;
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(adminImpersonations)
      .set({ endedAt: clock.now() })
      .where(
        and(
          eq(adminImpersonations.adminId, admin.id),
          isNull(adminImpersonations.endedAt),
          spaceId ? eq(adminImpersonations.spaceId, spaceId) : undefined,
        ),
      )
      .returning({ spaceId: adminImpersonations.spaceId });
    for (const row of ended) {
      const [space] = await tx
        .select({ id: spaces.id, brand: spaces.brand })
        .from(spaces)
        .where(eq(spaces.id, row.spaceId))
        .limit(1);
      await audit(tx, admin, {
        action: impersonationActions.end,
        targetType: 'space',
        targetId: row.spaceId,
        brand: space?.brand ?? null,
        after: { reason },
      });
    }
    return ended.length;
  });
}
