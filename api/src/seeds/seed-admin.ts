import { eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock';
import { hashPassword } from '../platform/passwords';
import type { Db } from '../db/client';
import { spaceMembers, spaces, users } from '../db/schema';
import type { SeedResult } from './seed';

/**
 * The demo's platform super admin (issue 14): signs in like the demo user (same password
 * convention) and opens /admin. Has a workspace of its own so the signed-in pages have one.
 * Idempotent: an existing user with this email is left as it is.
 */
export const adminDemoCredentials = { email: 'admin@reachly.test', password: 'demo-password-2026' } as const;
export const adminDemoWorkspaceName = 'Platform admin';

export async function seedAdminDemo(db: Db, clock: Clock = systemClock): Promise<SeedResult> {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(users.email, adminDemoCredentials.email))
    .limit(1);
  if (existing) return { created: false, userId: existing.id, spaceId: existing.currentSpaceId };
  const passwordHash = await hashPassword(adminDemoCredentials.password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [space] = await tx
      .insert(spaces)
      .values({ name: adminDemoWorkspaceName, brand: 'reachly', subscriptionMode: 'manual', createdAt: now })
      .returning();
    if (!space) throw new Error('insert into spaces returned no row');
    const [user] = await tx
      .insert(users)
      .values({
        email: adminDemoCredentials.email,
        firstName: 'Ada',
        lastName: 'Admin',
        passwordHash,
        status: 'active',
        emailConfirmed: true,
        isAdmin: true,
        isSuperAdmin: true,
        brand: 'reachly',
        currentSpaceId: space.id,
        createdAt: now,
      })
      .returning();
    if (!user) throw new Error('insert into users returned no row');
    await tx
      .insert(spaceMembers)
      .values({ spaceId: space.id, userId: user.id, isAdmin: true, createdAt: now });
    return { created: true, userId: user.id, spaceId: space.id };
  });
}
