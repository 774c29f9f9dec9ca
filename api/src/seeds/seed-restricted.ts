import { eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock';
import { hashPassword } from '../platform/passwords';
import type { Db } from '../db/client';
import { credentials, spaceMembers, spaces, users } from '../db/schema';
import type { SeedResult } from './seed';

/**
 * A second demo workspace on the restricted brand (spec platform §1: "One brand hides the Refer
 * and earn link's counterpart, the new-workspace option and the health panel, and shows a maximum
 * credentials count instead of seats"). Its users cannot create workspaces, so the platform (here:
 * the seed) creates it for them. Signs in on any host: the account's brand field decides.
 */
export const restrictedDemoCredentials = {
  email: 'demo@closedesk.test',
  password: 'demo-password-2026',
} as const;
export const restrictedDemoWorkspaceName = 'CloseDesk demo';
export const restrictedDemoBrand = 'closedesk';

export async function seedRestrictedDemo(db: Db, clock: Clock = systemClock): Promise<SeedResult> {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(users.email, restrictedDemoCredentials.email))
    .limit(1);
  if (existing) return { created: false, userId: existing.id, spaceId: existing.currentSpaceId };

  const passwordHash = await hashPassword(restrictedDemoCredentials.password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [space] = await tx
      .insert(spaces)
      .values({ name: restrictedDemoWorkspaceName, brand: restrictedDemoBrand, createdAt: now })
      .returning();
    if (!space) throw new Error('insert into spaces returned no row');
    const [user] = await tx
      .insert(users)
      .values({
        email: restrictedDemoCredentials.email,
        firstName: 'Casey',
        lastName: 'Desk',
        passwordHash,
        status: 'active',
        emailConfirmed: true,
        brand: restrictedDemoBrand,
        currentSpaceId: space.id,
        createdAt: now,
      })
      .returning();
    if (!user) throw new Error('insert into users returned no row');
    await tx
      .insert(spaceMembers)
      .values({ spaceId: space.id, userId: user.id, isAdmin: true, createdAt: now });
    await tx.insert(credentials).values({
      spaceId: space.id,
      username: 'casey.desk@sandbox.closedesk.test',
      firstName: 'Casey',
      lastName: 'Desk',
      status: 'active',
      automationType: 'cloud',
      countryCode: 'US',
      timezone: 'America/Chicago',
      createdAt: now,
    });
    return { created: true, userId: user.id, spaceId: space.id };
  });
}
