import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { type SpaceRow, spaceMembers, spaces, type UserRow } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';

/** The account fields of spec platform §3 that exist so far. */
export interface SpaceJson {
  _id: string;
  name: string;
  brand: string;
  status: SpaceRow['status'];
  is_paid: boolean;
  payment_in_progress: boolean;
  is_billing_enabled: boolean;
  tier: string;
  subscription_mode: string;
  /** User ids of the workspace admins. */
  admins: string[];
}

/** One entry of GET /users/fetch_spaces. `is_admin`: the user is an admin of that workspace. */
export interface SpaceSummaryJson {
  _id: string;
  name: string;
  brand: string;
  status: SpaceRow['status'];
  is_admin: boolean;
}

async function membershipSpace(db: Db, userId: string, spaceId: string): Promise<SpaceRow | null> {
  const [row] = await db
    .select({ space: spaces })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaceMembers.spaceId, spaces.id))
    .where(and(eq(spaces.id, spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  return row?.space ?? null;
}

/**
 * The workspace a request acts in. With `requestedSpaceId` (the `space` query
 * parameter) it must be a workspace the user belongs to, else 403 'Can not find
 * space'. Without it: the user's current workspace, else their oldest
 * membership, else null (a user with no workspace yet).
 */
export async function resolveSpace(
  db: Db,
  user: UserRow,
  requestedSpaceId: string | undefined,
): Promise<SpaceRow | null> {
  if (requestedSpaceId !== undefined && requestedSpaceId !== '') {
    const space = isUuid(requestedSpaceId) ? await membershipSpace(db, user.id, requestedSpaceId) : null;
    if (!space) throw new AppError(403, errorMessages.spaceNotFound);
    return space;
  }
  if (user.currentSpaceId) {
    const current = await membershipSpace(db, user.id, user.currentSpaceId);
    if (current) return current;
  }
  const [first] = await db
    .select({ space: spaces })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaceMembers.spaceId, spaces.id))
    .where(eq(spaceMembers.userId, user.id))
    .orderBy(asc(spaceMembers.createdAt), asc(spaces.id))
    .limit(1);
  // Later issue (workspace states): a blocked workspace answers 'workspace blocked or deleted, contact admin'.
  return first?.space ?? null;
}

export async function spaceAdmins(db: Db, spaceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.isAdmin, true)))
    .orderBy(asc(spaceMembers.createdAt), asc(spaceMembers.userId));
  return rows.map((row) => row.userId);
}

export async function spaceInfo(db: Db, space: SpaceRow): Promise<SpaceJson> {
  return {
    _id: space.id,
    name: space.name,
    brand: space.brand,
    status: space.status,
    is_paid: space.isPaid,
    payment_in_progress: space.paymentInProgress,
    is_billing_enabled: space.isBillingEnabled,
    tier: space.tier,
    subscription_mode: space.subscriptionMode,
    admins: await spaceAdmins(db, space.id),
  };
}

export async function listSpacesOfUser(db: Db, userId: string): Promise<SpaceSummaryJson[]> {
  const rows = await db
    .select({ space: spaces, isAdmin: spaceMembers.isAdmin })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaceMembers.spaceId, spaces.id))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(asc(spaceMembers.createdAt), asc(spaces.id));
  return rows.map(({ space, isAdmin }) => ({
    _id: space.id,
    name: space.name,
    brand: space.brand,
    status: space.status,
    is_admin: isAdmin,
  }));
}
