import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';

/**
 * `npm run admin -- grant <email> [--super]` and `npm run admin -- revoke <email>` (issue 14):
 * makes or unmakes a platform admin from the machine the app runs on. Revoke clears is_admin and
 * is_super_admin. Each change is audited with the system actor (actor_id null, actor_email 'cli').
 * Returns the exit code; what it did goes to `out`, problems to `err`.
 */
export const cliUsage = 'Usage: npm run admin -- grant <email> [--super] | revoke <email>';
export const cliActor = 'cli';

export async function runAdminCli(
  db: Db,
  args: string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const [command, emailArg, ...rest] = args;
  const flags = new Set(rest);
  const email = emailArg?.trim().toLowerCase();
  if (
    (command !== 'grant' && command !== 'revoke') ||
    !email ||
    [...flags].some((flag) => flag !== '--super')
  ) {
    err(cliUsage);
    return 2;
  }
  if (command === 'revoke' && flags.has('--super')) {
    err(cliUsage);
    return 2;
  }
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    err('No user with this email');
    return 1;
  }
  const next =
    command === 'grant'
      ? { isAdmin: true, isSuperAdmin: flags.has('--super') || user.isSuperAdmin }
      : { isAdmin: false, isSuperAdmin: false };
  await db.transaction(async (tx) => {
    await tx.update(users).set(next).where(eq(users.id, user.id));
    await tx.insert(adminAuditLog).values({
      actorId: null,
      actorEmail: cliActor,
      action: command === 'grant' ? 'admin.grant' : 'admin.revoke',
      targetType: 'user',
      targetId: user.id,
      brand: null,
      before: { is_admin: user.isAdmin, is_super_admin: user.isSuperAdmin },
      after: { is_admin: next.isAdmin, is_super_admin: next.isSuperAdmin },
    });
  });
  if (command === 'grant') out(`${email} is now a platform ${next.isSuperAdmin ? 'super admin' : 'admin'}`);
  else out(`${email} is no longer a platform admin`);
  return 0;
}
