import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type DialogRow, dialogs } from '../db/schema';

/**
 * The dialog of a sender and a prospect, made when there is none yet (a concurrent insert wins
 * quietly); undefined only when it was deleted again at once, with its prospect or sender.
 */
export async function ensureDialog(
  db: Db,
  spaceId: string,
  credentialId: string,
  prospectId: string,
): Promise<DialogRow | undefined> {
  await db.insert(dialogs).values({ spaceId, credentialId, prospectId }).onConflictDoNothing();
  const [dialog] = await db
    .select()
    .from(dialogs)
    .where(
      and(
        eq(dialogs.spaceId, spaceId),
        eq(dialogs.credentialId, credentialId),
        eq(dialogs.prospectId, prospectId),
      ),
    )
    .limit(1);
  return dialog;
}
