import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dialogs } from '../../db/schema';

/**
 * A sender's unread count (the sidebar's inbox badge, spec outreach §2): its dialogs that are
 * unread and not archived. Every writer sets `credentials.unread_count` from this one count.
 */
export async function countUnreadDialogs(db: Db, spaceId: string, credentialId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(dialogs)
    .where(
      and(
        eq(dialogs.spaceId, spaceId),
        eq(dialogs.credentialId, credentialId),
        eq(dialogs.isUnread, true),
        eq(dialogs.isArchived, false),
      ),
    );
  return Number(row?.unread ?? 0);
}
