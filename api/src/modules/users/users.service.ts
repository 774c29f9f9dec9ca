import { emailNotificationKeys } from './users.schema';
import { accountRules, isProfilePasswordLength } from '@outreach/core/forms';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  type AllowedPages,
  authTokens,
  type SpaceMemberRow,
  type SpaceRow,
  spaceMembers,
  type UserRow,
  users,
} from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import type { RealtimeEmitter } from '../../platform/announce';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { passwordStrengthProblem } from '../../platform/password-policy';
import { type CheckedImage, savePhoto } from '../photos';
import { allowedPagesMap } from '../spaces';
import { keepExistingCredentialIds, listSpaceCredentialIds, requireSpaceCredentialIds } from '../spaces';
import { announceSpaceChange, announceUserChange, countSpaceAdmins, lockSpace } from '../spaces';
import {
  type SpaceAccess,
  findSpaceForUser,
  requireSpaceAccess,
  resolveSpaceAccess,
} from '../../platform/space-access';
import type {
  AllowedPagesJson,
  AvailableCredentialsJson,
  ChangeAdminInput,
  ChangePasswordInput,
  MemberRoleJson,
  UpdateProfileInput,
  UserJson,
} from './users.schema';
import { sentFields } from '../../openapi/sent-fields';

/** The JSON shapes live in users.schema.ts, inferred from their schemas; named here for the callers. */
export type { AllowedPagesJson, AvailableCredentialsJson, MemberRoleJson, UserJson };

/** GET /users/fetch_user (and the `user` of sign-in answers). */
export function userJson(user: UserRow): UserJson {
  return {
    _id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phone: user.phone,
    country_code: user.countryCode,
    industry: user.industry,
    address_line: user.addressLine,
    zip_code: user.zipCode,
    avatar: user.avatar,
    photo_link: user.avatar,
    brand: user.brand,
    status: user.status,
    email_confirmed: user.emailConfirmed,
    is_admin: user.isAdmin,
    manual_approval: user.manualApproval,
    email_notifications: Object.fromEntries(
      emailNotificationKeys.map((key) => [key, user.emailNotifications[key] !== false]),
    ) as UserJson['email_notifications'],
  };
}

/** The workspaces a user belongs to (every room that shows their name). */
async function spaceIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ spaceId: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(eq(spaceMembers.userId, userId));
  return rows.map((row) => row.spaceId);
}

async function announceUserEverywhere(db: Db, realtime: RealtimeEmitter, userId: string): Promise<void> {
  for (const spaceId of await spaceIdsOf(db, userId)) announceUserChange(realtime, spaceId, userId);
}

/** POST /users/exists {email}: whether an account uses this address (the invite dialog's hint). */
export async function userExists(db: Db, email: string): Promise<{ exists: boolean }> {
  const normalized = email.trim().toLowerCase();
  if (!normalized) throw new AppError(400, errorMessages.emailRequired);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized)).limit(1);
  return { exists: Boolean(row) };
}

/** The fields of POST /users/update written as they come, each to its column of `users`. */
const profileColumns = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  industry: 'industry',
  address_line: 'addressLine',
  zip_code: 'zipCode',
  manual_approval: 'manualApproval',
} as const;

/** POST /users/update: the signed-in user's own profile. */
export async function updateProfile(
  db: Db,
  realtime: RealtimeEmitter,
  user: UserRow,
  input: UpdateProfileInput,
): Promise<UserJson> {
  const changes: Partial<UserRow> = {
    ...sentFields(input, profileColumns),
    ...(input.email_notifications !== undefined && {
      emailNotifications: { ...user.emailNotifications, ...input.email_notifications },
    }),
  };
  if (Object.keys(changes).length === 0) return userJson(user);
  const [row] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  if (!row) throw new AppError(404, errorMessages.userNotFound);
  await announceUserEverywhere(db, realtime, user.id);
  return userJson(row);
}

/** POST /users/save_photo: stores the picture and makes it the user's avatar. */
export async function saveUserPhoto(
  db: Db,
  clock: Clock,
  realtime: RealtimeEmitter,
  user: UserRow,
  image: CheckedImage,
): Promise<{ avatar: string; photo_link: string }> {
  const avatar = await db.transaction(async (tx) => {
    const link = await savePhoto(tx, clock, { kind: 'user', id: user.id }, image);
    await tx.update(users).set({ avatar: link }).where(eq(users.id, user.id));
    return link;
  });
  await announceUserEverywhere(db, realtime, user.id);
  return { avatar, photo_link: avatar };
}

/** spec platform §5/§9: the profile password change accepts 8 to 40 characters (the form's rule too). */
export const profilePasswordLength = {
  min: accountRules.profilePasswordMin,
  max: accountRules.profilePasswordMax,
} as const;

/**
 * POST /users/change_password {old_password, password}. Other sessions of the user
 * are signed out (their tokens revoked); the one making the change stays.
 */
export async function changePassword(
  db: Db,
  clock: Clock,
  user: UserRow,
  currentTokenHash: string,
  input: ChangePasswordInput,
): Promise<{ changed: true }> {
  const password = input.password ?? '';
  if (!isProfilePasswordLength(password)) {
    throw new AppError(400, errorMessages.passwordLength);
  }
  const weakness = passwordStrengthProblem(password, [user.email, user.firstName, user.lastName]);
  if (weakness) throw new AppError(400, weakness);
  const oldPassword = input.old_password ?? '';
  if (!user.passwordHash || !oldPassword || !(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new AppError(400, errorMessages.oldPasswordIncorrect);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          eq(authTokens.userId, user.id),
          ne(authTokens.tokenHash, currentTokenHash),
          isNull(authTokens.revokedAt),
        ),
      );
  });
  return { changed: true };
}

/**
 * POST /users/set_space {space_id}: makes a workspace the current one. spec platform
 * §4: only an active workspace can be chosen and the refusal names the status; the
 * current one gives 'Space already active'.
 */
export async function setCurrentSpace(
  db: Db,
  realtime: RealtimeEmitter,
  user: UserRow,
  spaceId: string | null | undefined,
): Promise<SpaceRow> {
  const found = spaceId ? await findSpaceForUser(db, user, spaceId) : null;
  // Platform admins enter customers' workspaces with `space=`, not by making them current.
  if (!found?.access.membership) throw new AppError(403, errorMessages.spaceNotFound);
  if (found.space.status !== 'active')
    throw new AppError(403, `Space is ${found.space.status}, contact admin`);
  const current = await resolveSpaceAccess(db, user, undefined);
  if (current?.space.id === found.space.id) throw new AppError(400, errorMessages.spaceAlreadyActive);
  await db.update(users).set({ currentSpaceId: found.space.id }).where(eq(users.id, user.id));
  announceUserChange(realtime, found.space.id, user.id);
  return found.space;
}

async function findMember(db: Db, spaceId: string, userId: string): Promise<SpaceMemberRow> {
  const [row] = isUuid(userId)
    ? await db
        .select()
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
        .limit(1)
    : [];
  if (!row) throw new AppError(404, errorMessages.userNotFound);
  return row;
}

/**
 * POST /users/{id}/exit_from_space {space_id}: a member leaves, or a workspace admin
 * removes a member. A workspace keeps at least one admin ('Assign another admin
 * before leaving'); the check and the removal hold the workspace row's lock, so two
 * admins leaving at once cannot both succeed.
 */
export async function exitFromSpace(
  db: Db,
  realtime: RealtimeEmitter,
  actor: UserRow,
  targetUserId: string,
  spaceId: string | null | undefined,
): Promise<{ user_id: string; space_id: string }> {
  const { space, access } = await requireSpaceAccess(db, actor, spaceId ?? undefined);
  if (targetUserId !== actor.id && !access.isSpaceAdmin)
    throw new AppError(403, errorMessages.spaceAdminOnly);
  await findMember(db, space.id, targetUserId);

  await db.transaction(async (tx) => {
    await lockSpace(tx, space.id);
    const member = await findMember(tx, space.id, targetUserId);
    if (member.isAdmin && (await countSpaceAdmins(tx, space.id)) <= 1) {
      throw new AppError(400, errorMessages.lastAdminLeaving);
    }
    await tx
      .delete(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, space.id), eq(spaceMembers.userId, targetUserId)));
    await tx
      .update(users)
      .set({ currentSpaceId: null })
      .where(and(eq(users.id, targetUserId), eq(users.currentSpaceId, space.id)));
  });
  announceSpaceChange(realtime, space.id);
  announceUserChange(realtime, space.id, targetUserId);
  return { user_id: targetUserId, space_id: space.id };
}

/** POST /users/{id}/change_admin {space_id, is_admin} (workspace admins): grant or revoke admin. */
export async function changeAdmin(
  db: Db,
  realtime: RealtimeEmitter,
  actor: UserRow,
  targetUserId: string,
  input: ChangeAdminInput,
): Promise<MemberRoleJson> {
  const { space } = await requireSpaceAccess(db, actor, input.space_id ?? undefined, { adminOnly: true });
  await findMember(db, space.id, targetUserId);
  const updated = await db.transaction(async (tx) => {
    await lockSpace(tx, space.id);
    const member = await findMember(tx, space.id, targetUserId);
    if (member.isAdmin && !input.is_admin && (await countSpaceAdmins(tx, space.id)) <= 1) {
      throw new AppError(400, errorMessages.lastAdminDemoted);
    }
    const [row] = await tx
      .update(spaceMembers)
      .set({ isAdmin: input.is_admin })
      .where(and(eq(spaceMembers.spaceId, space.id), eq(spaceMembers.userId, targetUserId)))
      .returning();
    return row;
  });
  if (!updated) throw new AppError(404, errorMessages.userNotFound);
  announceSpaceChange(realtime, space.id);
  announceUserChange(realtime, space.id, targetUserId);
  return { user_id: targetUserId, space_id: space.id, is_admin: updated.isAdmin };
}

/** Someone may read a member's settings: the member themself, or an admin. */
function assertSelfOrAdmin(actor: UserRow, access: SpaceAccess, targetUserId: string): void {
  if (targetUserId !== actor.id && !access.isSpaceAdmin)
    throw new AppError(403, errorMessages.spaceAdminOnly);
}

/** GET /users/{id}/allowed_pages: the member's page map in the request's workspace. */
export async function getAllowedPages(
  scope: SpaceScope,
  access: SpaceAccess,
  actor: UserRow,
  targetUserId: string,
): Promise<AllowedPagesJson> {
  assertSelfOrAdmin(actor, access, targetUserId);
  const member = await findMember(scope.db, scope.spaceId, targetUserId);
  return {
    user_id: member.userId,
    is_admin: member.isAdmin,
    allowed_pages: allowedPagesMap(member.allowedPages, member.isAdmin),
  };
}

/** PUT /users/{id}/allowed_pages (admins). */
export async function setAllowedPages(
  scope: SpaceScope,
  targetUserId: string,
  allowedPages: AllowedPages,
): Promise<AllowedPagesJson> {
  await findMember(scope.db, scope.spaceId, targetUserId);
  const [row] = await scope.db
    .update(spaceMembers)
    .set({ allowedPages })
    .where(and(inSpace(spaceMembers, scope), eq(spaceMembers.userId, targetUserId)))
    .returning();
  if (!row) throw new AppError(404, errorMessages.userNotFound);
  announceSpaceChange(scope.realtime, scope.spaceId);
  announceUserChange(scope.realtime, scope.spaceId, targetUserId);
  return {
    user_id: row.userId,
    is_admin: row.isAdmin,
    allowed_pages: allowedPagesMap(row.allowedPages, row.isAdmin),
  };
}

/** POST /users/{id}/set_credentials {credentials_ids} (admins): the worker's available_credentials. */
export async function setAvailableCredentials(
  scope: SpaceScope,
  targetUserId: string,
  credentialsIds: readonly string[],
): Promise<AvailableCredentialsJson> {
  await findMember(scope.db, scope.spaceId, targetUserId);
  const ids = await requireSpaceCredentialIds(scope, credentialsIds);
  const [row] = await scope.db
    .update(spaceMembers)
    .set({ availableCredentials: ids })
    .where(and(inSpace(spaceMembers, scope), eq(spaceMembers.userId, targetUserId)))
    .returning();
  if (!row) throw new AppError(404, errorMessages.userNotFound);
  announceSpaceChange(scope.realtime, scope.spaceId);
  announceUserChange(scope.realtime, scope.spaceId, targetUserId);
  return { user_id: row.userId, all: false, credentials_ids: row.availableCredentials };
}

/**
 * GET /users/get_available_credentials?user_id= (spec platform §6): admins see every
 * credential of the workspace, a worker only their available_credentials. Workers
 * may ask only about themselves; admins about any member.
 */
export async function availableCredentials(
  scope: SpaceScope,
  access: SpaceAccess,
  actor: UserRow,
  userId: string | undefined,
): Promise<AvailableCredentialsJson> {
  const targetUserId = userId || actor.id;
  assertSelfOrAdmin(actor, access, targetUserId);
  // Asking about oneself, the request's role decides (a platform admin viewing a customer's
  // workspace has no membership and sees everything); about someone else, their membership.
  if (
    targetUserId === actor.id
      ? access.isSpaceAdmin
      : (await findMember(scope.db, scope.spaceId, targetUserId)).isAdmin
  ) {
    return { user_id: targetUserId, all: true, credentials_ids: await listSpaceCredentialIds(scope) };
  }
  const member = await findMember(scope.db, scope.spaceId, targetUserId);
  return {
    user_id: targetUserId,
    all: false,
    credentials_ids: await keepExistingCredentialIds(scope, member.availableCredentials),
  };
}
