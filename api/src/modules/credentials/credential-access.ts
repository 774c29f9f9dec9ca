import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { credentials, spaceMembers, type UserRow } from '../../db/schema';
import type { SpaceAccess } from '../../platform/context';

/**
 * Which of a workspace's credentials a person may see (spec platform §6):
 * workspace admins and platform admins see all; a worker sees only those in
 * their `space_members.available_credentials` (set by the workspaces module).
 */
export type CredentialAccess = { all: true } | { all: false; ids: readonly string[] };

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [];
}

/** What a membership row allows (a platform admin sees all, member row or not). */
function accessOfMember(
  user: Pick<UserRow, 'isAdmin'>,
  member: { isAdmin: boolean; available: unknown } | null | undefined,
): CredentialAccess {
  if (user.isAdmin) return { all: true };
  if (!member) return { all: false, ids: [] };
  if (member.isAdmin) return { all: true };
  return { all: false, ids: idList(member.available) };
}

/**
 * The credentials `user` may see in `spaceId`. `known` is the request's `access` (set by
 * requireSpace, read with the token in the same statement): when its membership row is this user's
 * in this workspace, it answers without a query; otherwise the row is read.
 */
export async function credentialAccess(
  db: Db,
  spaceId: string,
  user: Pick<UserRow, 'id' | 'isAdmin'>,
  known?: Pick<SpaceAccess, 'membership'>,
): Promise<CredentialAccess> {
  if (user.isAdmin) return { all: true };
  const membership = known?.membership;
  if (membership && membership.spaceId === spaceId && membership.userId === user.id)
    return accessOfMember(user, { isAdmin: membership.isAdmin, available: membership.availableCredentials });
  const [member] = await db
    .select({ isAdmin: spaceMembers.isAdmin, available: spaceMembers.availableCredentials })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, user.id)))
    .limit(1);
  return accessOfMember(user, member);
}

export function canSee(access: CredentialAccess, credentialId: string): boolean {
  return access.all || access.ids.includes(credentialId);
}

/** A where-condition limiting `credentials` to what `access` allows (undefined: no limit). */
export function visibleCondition(access: CredentialAccess): SQL | undefined {
  if (access.all) return undefined;
  return access.ids.length > 0 ? inArray(credentials.id, [...access.ids]) : sql`false`;
}

/** A worker who adds an account may use it: the new id joins their available_credentials. */
export async function grantCredential(
  db: Db,
  spaceId: string,
  userId: string,
  credentialId: string,
): Promise<void> {
  const where = and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId));
  const [member] = await db
    .select({ available: spaceMembers.availableCredentials })
    .from(spaceMembers)
    .where(where);
  if (!member) return;
  const ids = idList(member.available);
  if (ids.includes(credentialId)) return;
  await db
    .update(spaceMembers)
    .set({ availableCredentials: [...ids, credentialId] })
    .where(where);
}

/** The ids of a workspace's credentials `user` may see (the credential rooms a socket joins). */
export async function visibleCredentialIds(
  db: Db,
  spaceId: string,
  user: Pick<UserRow, 'id' | 'isAdmin'>,
): Promise<string[]> {
  const access = await credentialAccess(db, spaceId, user);
  const rows = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.spaceId, spaceId), visibleCondition(access)));
  return rows.map((row) => row.id);
}
