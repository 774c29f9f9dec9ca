import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { spaceMembers, spaces, type UserRow, users, whitelabels } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import {
  type AdminScope,
  assertBrandInScope,
  assertSuperAdmin,
  audit,
  scopeBrands,
} from '../../platform/admin-scope';
import { type AdminUserJson, adminMessages, type UserSpacesJson, type UsersQuery } from './admin.schema';
import { exists, likePattern } from './customers.service';

/** A reseller sees a user only when they belong to a workspace of the reseller's brands. */
function userScopeCondition(scope: AdminScope): SQL | undefined {
  const brands = scopeBrands(scope);
  if (!brands) return undefined;
  return exists(
    sql`select 1 from ${spaceMembers} join ${spaces} on ${spaces.id} = ${spaceMembers.spaceId} where ${spaceMembers.userId} = ${users.id} and ${inArray(spaces.brand, brands)}`,
  );
}

async function userJson(db: Db, rows: UserRow[]): Promise<AdminUserJson[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ userId: spaceMembers.userId, total: count() })
    .from(spaceMembers)
    .where(
      inArray(
        spaceMembers.userId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(spaceMembers.userId);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_admin: row.isAdmin,
    is_super_admin: row.isSuperAdmin,
    brand: row.brand,
    status: row.status,
    spaces_count: Number(counts.find((entry) => entry.userId === row.id)?.total ?? 0),
    created_at: row.createdAt.toISOString(),
  }));
}

/** GET /admin/users (10 a page, spec §9), newest first. */
export async function listUsers(
  db: Db,
  scope: AdminScope,
  query: UsersQuery,
): Promise<{ items: AdminUserJson[]; total: number }> {
  const q = query.q?.trim();
  const where = and(
    userScopeCondition(scope),
    query.admins_only ? or(eq(users.isAdmin, true), eq(users.isSuperAdmin, true)) : undefined,
    q
      ? or(
          ilike(users.email, likePattern(q.toLowerCase())),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(q)),
          isUuid(q) ? eq(users.id, q) : undefined,
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return { items: await userJson(db, rows), total: Number(total?.total ?? 0) };
}

/** The user `id` if the scope covers them (404 'User not found' otherwise). */
export async function userInScope(db: Db, scope: AdminScope, id: string): Promise<UserRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), userScopeCondition(scope)))
        .limit(1)
    : [];
  // A reseller never edits a platform admin.
  if (!row || (scope.kind === 'reseller' && (row.isAdmin || row.isSuperAdmin)))
    throw new AppError(404, adminMessages.userNotFound);
  return row;
}

/**
 * The user `id` for a change by `scope` (issue 23 item 5): in the scope, and a super admin's
 * account only for a super admin (403 'Only super admins can do this'). Every admin change to a
 * user (update, status, workspaces, admin rights) goes through here.
 */
export async function userToChange(db: Db, scope: AdminScope, id: string): Promise<UserRow> {
  const target = await userInScope(db, scope, id);
  if (target.isSuperAdmin) assertSuperAdmin(scope);
  return target;
}

const adminView = (row: UserRow) => ({ is_admin: row.isAdmin, is_super_admin: row.isSuperAdmin });

/** POST /admin/users: super admins make or unmake platform admins (never revoke themselves). */
export async function setPlatformAdmin(
  db: Db,
  scope: AdminScope,
  input: { user_id: string; is_admin: boolean; is_super_admin?: boolean },
): Promise<AdminUserJson> {
  assertSuperAdmin(scope);
  const target = await userToChange(db, scope, input.user_id);
  const isSuper = input.is_admin ? (input.is_super_admin ?? target.isSuperAdmin) : false;
  if (input.is_super_admin && !input.is_admin) throw new AppError(400, adminMessages.superNeedsAdmin);
  if (target.id === scope.user.id && (!input.is_admin || !isSuper))
    throw new AppError(400, adminMessages.cannotRevokeSelf);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isAdmin: input.is_admin, isSuperAdmin: isSuper })
      .where(eq(users.id, target.id))
      .returning();
    if (!row) throw new AppError(404, adminMessages.userNotFound);
    await audit(tx, scope.user, {
      action: input.is_admin ? 'admin.grant' : 'admin.revoke',
      targetType: 'user',
      targetId: target.id,
      brand: null,
      before: adminView(target),
      after: adminView(row),
    });
    return row;
  });
  const [json] = await userJson(db, [updated]);
  if (!json) throw new AppError(404, adminMessages.userNotFound);
  return json;
}

const profileView = (row: UserRow) => ({
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  status: row.status,
});

/**
 * POST /admin/users/{id}/update: names and status only. The sign-in email and password are the
 * user's own (issue 23 item 3: auth/email-change.service.ts, users change_password); the input
 * schema refuses them.
 */
export async function updateUser(
  db: Db,
  scope: AdminScope,
  id: string,
  input: { first_name?: string; last_name?: string; status?: 'active' | 'inactive' },
): Promise<AdminUserJson> {
  const target = await userToChange(db, scope, id);
  if (scope.kind === 'reseller') await assertOnlyInScopeBrands(db, scope, target);
  const values: Partial<typeof users.$inferInsert> = {};
  if (input.first_name !== undefined) values.firstName = input.first_name;
  if (input.last_name !== undefined) values.lastName = input.last_name;
  if (input.status !== undefined) values.status = input.status;
  if (Object.keys(values).length === 0) {
    const [json] = await userJson(db, [target]);
    if (!json) throw new AppError(404, adminMessages.userNotFound);
    return json;
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(values).where(eq(users.id, target.id)).returning();
    if (!row) throw new AppError(404, adminMessages.userNotFound);
    await audit(tx, scope.user, {
      action: 'user.update',
      targetType: 'user',
      targetId: target.id,
      brand: target.brand,
      before: profileView(target),
      after: profileView(row),
    });
    return row;
  });
  const [json] = await userJson(db, [updated]);
  if (!json) throw new AppError(404, adminMessages.userNotFound);
  return json;
}

/**
 * A user's account (names, status) is shared by every brand they belong to, so a reseller changes it
 * only for a user whose workspaces are all on the reseller's brands (issue 23 item 3); otherwise a
 * platform admin does. Their workspaces of the reseller's brands stay the reseller's (update_spaces).
 */
async function assertOnlyInScopeBrands(
  db: Db,
  scope: Extract<AdminScope, { kind: 'reseller' }>,
  target: UserRow,
): Promise<void> {
  const [elsewhere] = await db
    .select({ spaceId: spaceMembers.spaceId })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(and(eq(spaceMembers.userId, target.id), notInArray(spaces.brand, scope.brands)))
    .limit(1);
  if (elsewhere) throw new AppError(403, adminMessages.resellerOtherBrands);
}

/**
 * Issue 23 item 6: a reseller manages their customers' workspaces, not seats for themselves. They
 * never change the workspace access of their own account or of an owner of their brands (403), and
 * never create a membership (403): people join a workspace through its admins' invites or a
 * platform admin. Changing an existing member's admin flag and removing members stay theirs.
 */
async function assertResellerMayChangeSeats(
  db: Db,
  scope: Extract<AdminScope, { kind: 'reseller' }>,
  target: UserRow,
): Promise<void> {
  const owners = await db
    .select({ ownerEmails: whitelabels.ownerEmails })
    .from(whitelabels)
    .where(inArray(whitelabels.id, scope.brands));
  const ownerEmails = new Set(owners.flatMap((row) => row.ownerEmails.map((email) => email.toLowerCase())));
  if (target.id === scope.user.id || ownerEmails.has(target.email.toLowerCase()))
    throw new AppError(403, adminMessages.resellerNotOnOwnAccount);
}

async function userSpaces(db: Db, scope: AdminScope, user: UserRow): Promise<UserSpacesJson> {
  const brands = scopeBrands(scope);
  const rows = await db
    .select({
      id: spaces.id,
      name: spaces.name,
      brand: spaces.brand,
      status: spaces.status,
      isAdmin: spaceMembers.isAdmin,
    })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(and(eq(spaceMembers.userId, user.id), brands ? inArray(spaces.brand, brands) : undefined))
    .orderBy(asc(spaceMembers.createdAt));
  const [json] = await userJson(db, [user]);
  if (!json) throw new AppError(404, adminMessages.userNotFound);
  return {
    user: json,
    spaces: rows.map((row) => ({
      id: row.id,
      name: row.name,
      brand: row.brand,
      status: row.status,
      is_admin: row.isAdmin,
    })),
  };
}

/** GET-like answer of update_spaces: the user and the workspaces of theirs the scope sees. */
export async function userSpacesOf(db: Db, scope: AdminScope, id: string): Promise<UserSpacesJson> {
  return userSpaces(db, scope, await userInScope(db, scope, id));
}

/**
 * POST /admin/users/{id}/update_spaces: adds the user to workspaces (or changes their admin flag
 * there) and removes them from others; every workspace must be in the scope (404 otherwise), and
 * a workspace keeps at least one admin (400). One transaction, one audit entry.
 */
export async function updateUserSpaces(
  db: Db,
  scope: AdminScope,
  id: string,
  input: { add?: { space_id: string; is_admin: boolean }[]; remove?: string[] },
  now: Date,
): Promise<UserSpacesJson> {
  const target = await userToChange(db, scope, id);
  const add = input.add ?? [];
  const remove = input.remove ?? [];
  const spaceIds = [...new Set([...add.map((entry) => entry.space_id), ...remove])];
  const found =
    spaceIds.length > 0
      ? await db
          .select({ id: spaces.id, brand: spaces.brand })
          .from(spaces)
          .where(inArray(spaces.id, spaceIds))
      : [];
  for (const spaceId of spaceIds) {
    const space = found.find((row) => row.id === spaceId);
    if (!space) throw new AppError(404, errorMessages.spaceNotFound);
    assertBrandInScope(scope, space.brand, errorMessages.spaceNotFound);
  }
  if (scope.kind === 'reseller') await assertResellerMayChangeSeats(db, scope, target);
  const before = await userSpaces(db, scope, target);
  await db.transaction(async (tx) => {
    for (const entry of add) {
      if (scope.kind === 'reseller') {
        // Only an existing membership's flag: a reseller creates none (item 6).
        const [changed] = await tx
          .update(spaceMembers)
          .set({ isAdmin: entry.is_admin })
          .where(and(eq(spaceMembers.spaceId, entry.space_id), eq(spaceMembers.userId, target.id)))
          .returning({ userId: spaceMembers.userId });
        if (!changed) throw new AppError(403, adminMessages.resellerAddsNoMembers);
        continue;
      }
      await tx
        .insert(spaceMembers)
        .values({ spaceId: entry.space_id, userId: target.id, isAdmin: entry.is_admin, createdAt: now })
        .onConflictDoUpdate({
          target: [spaceMembers.spaceId, spaceMembers.userId],
          set: { isAdmin: entry.is_admin },
        });
    }
    for (const spaceId of remove) {
      await tx
        .delete(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, target.id)));
      if (target.currentSpaceId === spaceId)
        await tx.update(users).set({ currentSpaceId: null }).where(eq(users.id, target.id));
    }
    // Every touched workspace that still has members keeps an admin.
    for (const spaceId of spaceIds) {
      const [counts] = await tx
        .select({
          members: count(),
          admins: sql<number>`count(*) filter (where ${spaceMembers.isAdmin})`,
        })
        .from(spaceMembers)
        .where(eq(spaceMembers.spaceId, spaceId));
      if (Number(counts?.members ?? 0) > 0 && Number(counts?.admins ?? 0) === 0)
        throw new AppError(400, adminMessages.lastAdmin);
    }
    const after = await userSpaces(tx, scope, target);
    await audit(tx, scope.user, {
      action: 'user.update_spaces',
      targetType: 'user',
      targetId: target.id,
      brand: target.brand,
      before: before.spaces.map((space) => ({ id: space.id, is_admin: space.is_admin })),
      after: after.spaces.map((space) => ({ id: space.id, is_admin: space.is_admin })),
    });
  });
  return userSpaces(db, scope, target);
}
