import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/client';
import { type SeedResult, seedDemoAccount } from './demo-account';

/**
 * The demo's platform super admin (issue 14): signs in like the demo user (same password
 * convention) and opens /admin. Has a workspace of its own so the signed-in pages have one.
 * Idempotent: an existing user with this email is left as it is.
 */
export const adminDemoCredentials = { email: 'admin@reachly.test', password: 'demo-password-2026' } as const;
export const adminDemoWorkspaceName = 'Platform admin';

export async function seedAdminDemo(db: Db, clock: Clock = systemClock): Promise<SeedResult> {
  return seedDemoAccount(db, {
    credentials: adminDemoCredentials,
    space: { name: adminDemoWorkspaceName, brand: 'reachly', subscriptionMode: 'manual' },
    user: { firstName: 'Ada', lastName: 'Admin', isAdmin: true, isSuperAdmin: true, brand: 'reachly' },
    createdAt: clock.now(),
  });
}
