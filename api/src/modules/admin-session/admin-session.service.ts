import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { resellerBrandsOf } from '../../platform/email-rights';
import { findSpaceForUser } from '../../platform/space-access';
import type { AdminValidationJson, OriginalAdminJson } from './admin-session.schema';

export type { OriginalAdminJson };

/**
 * Platform admin checks (spec platform §6). There is no token swap when an admin
 * "logs in as customer": the admin keeps their own token and passes
 * `space=<customer's workspace>`, which the space middleware lets only platform
 * admins do. So the original admin is simply the signed-in platform admin, and the
 * admin view is that admin inside a workspace they do not belong to.
 */

/** GET /admin/validate: platform admin, super admin, and the brands the user resells (the Admin link). */
export async function validateAdmin(db: Db, user: UserRow): Promise<AdminValidationJson> {
  return {
    is_admin: user.isAdmin,
    is_super_admin: user.isAdmin && user.isSuperAdmin,
    // Only once the address is confirmed (issue 23 item 2).
    reseller_brands: await resellerBrandsOf(db, user),
  };
}

/** GET /admin/validate_original?space=: the check the route guard runs before keeping `space`. */
export async function validateOriginalAdmin(
  db: Db,
  user: UserRow,
  spaceId: string | undefined,
): Promise<OriginalAdminJson> {
  if (!user.isAdmin) return { is_original_admin: false, is_admin_view: false };
  const found = spaceId ? await findSpaceForUser(db, user, spaceId) : null;
  return { is_original_admin: true, is_admin_view: found?.access.isAdminView ?? false };
}
