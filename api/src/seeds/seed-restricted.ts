import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/client';
import { credentials } from '../db/schema';
import { type SeedResult, seedDemoAccount } from './demo-account';

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
  const now = clock.now();
  return seedDemoAccount(
    db,
    {
      credentials: restrictedDemoCredentials,
      space: { name: restrictedDemoWorkspaceName, brand: restrictedDemoBrand },
      user: { firstName: 'Casey', lastName: 'Desk', brand: restrictedDemoBrand },
      createdAt: now,
    },
    async (tx, { space }) => {
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
    },
  );
}
