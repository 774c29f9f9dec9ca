import { getBrand } from '@outreach/brands';
import { and, eq } from 'drizzle-orm';
import {
  credentials,
  type SpaceMemberRow,
  type SpaceRow,
  spaceMembers,
  spaces,
  users,
  whitelabels,
} from '../src/db/schema';
import type { Member, TestContext } from './helpers';

/**
 * Helpers for the workspace, users and roles tests (modules/spaces, modules/users,
 * modules/admin-session): credentials rows, platform admins, brands, uploads.
 */

let credentialSequence = 0;

/** A connected account row in `space` (the credentials module's table), for seats and available credentials. */
export async function insertCredential(
  ctx: Pick<TestContext, 'database'>,
  space: Pick<SpaceRow, 'id'>,
  automationType: 'cloud' | 'extension' = 'cloud',
): Promise<string> {
  credentialSequence += 1;
  const [row] = await ctx.database.db
    .insert(credentials)
    .values({
      spaceId: space.id,
      username: `account-${credentialSequence}@example.test`,
      automationType,
      timezone: 'Europe/Berlin',
    })
    .returning({ id: credentials.id });
  if (!row) throw new Error('no credential');
  return row.id;
}

export async function makePlatformAdmin(ctx: TestContext, member: Member): Promise<void> {
  await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, member.user.id));
}

export async function makeSuperAdmin(ctx: TestContext, member: Member): Promise<void> {
  await ctx.database.db
    .update(users)
    .set({ isAdmin: true, isSuperAdmin: true })
    .where(eq(users.id, member.user.id));
}

/** The two admins the admin suites act as: a super admin of 'HQ' and a platform admin of 'Ops'. */
export async function createAdmins(ctx: TestContext): Promise<{ superAdmin: Member; platformAdmin: Member }> {
  const superAdmin = await ctx.createMember({ spaceName: 'HQ' });
  await makeSuperAdmin(ctx, superAdmin);
  const platformAdmin = await ctx.createMember({ spaceName: 'Ops' });
  await makePlatformAdmin(ctx, platformAdmin);
  return { superAdmin, platformAdmin };
}

/** The membership row of user `userId` in workspace `spaceId`, if there is one. */
export async function membershipOf(
  ctx: TestContext,
  spaceId: string,
  userId: string,
): Promise<SpaceMemberRow | undefined> {
  const [row] = await ctx.database.db
    .select()
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  return row;
}

export async function setUserBrand(ctx: TestContext, member: Member, brand: string): Promise<void> {
  await ctx.database.db.update(users).set({ brand }).where(eq(users.id, member.user.id));
}

/**
 * An active white-label record of `brand` (acme's look) whose owner emails are `ownerEmails`: the
 * brand's resellers once those addresses are confirmed (platform/email-rights.ts).
 */
export async function ownBrand(ctx: TestContext, brand: string, ownerEmails: string[]): Promise<void> {
  await ctx.database.db
    .insert(whitelabels)
    .values({ id: brand, settings: { ...getBrand('acme'), id: brand }, ownerEmails })
    .onConflictDoUpdate({ target: whitelabels.id, set: { ownerEmails, status: 'active' } });
}

/** The workspace of `member` and the member themselves on `brand`. */
export async function moveToBrand(ctx: TestContext, member: Member, brand: string): Promise<void> {
  await ctx.database.db.update(spaces).set({ brand }).where(eq(spaces.id, member.space.id));
  await ctx.database.db.update(users).set({ brand }).where(eq(users.id, member.user.id));
}

export async function setSpaceStatus(
  ctx: TestContext,
  space: Pick<SpaceRow, 'id'>,
  status: SpaceRow['status'],
): Promise<void> {
  await ctx.database.db.update(spaces).set({ status }).where(eq(spaces.id, space.id));
}

/** A 1x1 PNG. */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** POSTs `bytes` as the multipart field `file` (or nothing with null), like the photo pickers do. */
export async function uploadFile(
  ctx: TestContext,
  path: string,
  token: string,
  bytes: Uint8Array | null,
  options: { name?: string; type?: string; field?: string } = {},
): Promise<{ status: number; body: { ok: boolean; payload?: unknown; error?: string } }> {
  const form = new FormData();
  if (bytes) {
    form.append(
      options.field ?? 'file',
      new File([new Uint8Array(bytes)], options.name ?? 'picture.png', { type: options.type ?? 'image/png' }),
    );
  } else {
    form.append('note', 'no file');
  }
  const response = await ctx.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** POSTs to `path` as `member` a multipart body cut short, which the upload routes refuse. */
export async function postMalformedForm(
  ctx: TestContext,
  path: string,
  member: Member,
): Promise<{ status: number; body: unknown }> {
  const response = await ctx.app.request(path, {
    method: 'POST',
    headers: { ...member.auth, 'Content-Type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nno end',
  });
  return { status: response.status, body: await response.json() };
}
