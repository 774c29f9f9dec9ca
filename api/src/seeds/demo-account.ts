import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type SpaceRow, spaceMembers, spaces, type UserRow, users } from '../db/schema';
import { hashPassword } from '../platform/passwords';

export interface SeedResult {
  created: boolean;
  userId: string;
  spaceId: string | null;
}

/** A demo sign-in with a workspace of its own, as the seeds create it. */
export interface DemoAccount {
  credentials: { readonly email: string; readonly password: string };
  /** The workspace's columns (its creation time is `createdAt`). */
  space: Omit<typeof spaces.$inferInsert, 'createdAt'>;
  /** The user's own columns; email, password, status and workspace come from the account. */
  user: Omit<
    typeof users.$inferInsert,
    'email' | 'passwordHash' | 'status' | 'emailConfirmed' | 'currentSpaceId' | 'createdAt'
  >;
  /** When the workspace, the user and the membership were created. */
  createdAt: Date;
}

async function existingUser(db: Db, email: string): Promise<SeedResult | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ? { created: false, userId: user.id, spaceId: user.currentSpaceId } : null;
}

/**
 * The one way the seeds create a demo account: an active, confirmed user who is admin of a
 * new workspace, then `more` (senders, campaigns) in the same transaction. Idempotent: when a
 * user with the email exists (even if changed since) nothing is touched, including when another
 * process seeding at the same moment wins the unique email.
 */
export async function seedDemoAccount(
  db: Db,
  account: DemoAccount,
  more: (tx: Db, created: { space: SpaceRow; user: UserRow }) => Promise<void> = async () => {},
): Promise<SeedResult> {
  const existing = await existingUser(db, account.credentials.email);
  if (existing) return existing;
  const passwordHash = await hashPassword(account.credentials.password);
  const createdAt = account.createdAt;
  try {
    return await db.transaction(async (tx) => {
      const [space] = await tx
        .insert(spaces)
        .values({ ...account.space, createdAt })
        .returning();
      if (!space) throw new Error('insert into spaces returned no row');
      const [user] = await tx
        .insert(users)
        .values({
          ...account.user,
          email: account.credentials.email,
          passwordHash,
          status: 'active',
          emailConfirmed: true,
          currentSpaceId: space.id,
          createdAt,
        })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      await tx.insert(spaceMembers).values({ spaceId: space.id, userId: user.id, isAdmin: true, createdAt });
      await more(tx, { space, user });
      return { created: true, userId: user.id, spaceId: space.id };
    });
  } catch (error) {
    const seeded = await existingUser(db, account.credentials.email);
    if (seeded) return seeded;
    throw error;
  }
}
