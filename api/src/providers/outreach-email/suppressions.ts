import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailSuppressions, type SuppressionReason } from '../../db/schema';

/**
 * A workspace's do-not-email list (unsubscribes, hard bounces, complaints). The
 * first reason recorded stays: an address that unsubscribed and later bounces is
 * still "unsubscribed" in the record.
 */
export async function suppressAddress(
  db: Db,
  input: {
    spaceId: string;
    email: string;
    reason: SuppressionReason;
    at: Date;
    detail?: Record<string, unknown>;
  },
): Promise<boolean> {
  const rows = await db
    .insert(emailSuppressions)
    .values({
      spaceId: input.spaceId,
      email: input.email.trim().toLowerCase(),
      reason: input.reason,
      detail: input.detail ?? {},
      at: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: emailSuppressions.id });
  return rows.length > 0;
}

export async function suppressionOf(db: Db, spaceId: string, email: string) {
  const [row] = await db
    .select()
    .from(emailSuppressions)
    .where(
      and(eq(emailSuppressions.spaceId, spaceId), eq(emailSuppressions.email, email.trim().toLowerCase())),
    )
    .limit(1);
  return row ?? null;
}
