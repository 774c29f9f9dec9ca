import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import type { Db } from '../../db/client';
import { signatures } from '../../db/schema';

/**
 * The signature an email ends with (outreach §3 Signature): the one the step or
 * the test names (`signature_id`, in this workspace and of this sender), else
 * the sender's default signature, else none.
 */
export async function signatureContent(
  db: Db,
  spaceId: string,
  credentialId: string | null,
  signatureId: string | null,
): Promise<string | null> {
  if (signatureId && isUuid(signatureId)) {
    const [named] = await db
      .select({ content: signatures.content, credentialId: signatures.credentialId })
      .from(signatures)
      .where(and(eq(signatures.spaceId, spaceId), eq(signatures.id, signatureId)))
      .limit(1);
    if (named && (credentialId === null || named.credentialId === credentialId)) return named.content;
  }
  if (!credentialId) return null;
  const [fallback] = await db
    .select({ content: signatures.content })
    .from(signatures)
    .where(
      and(
        eq(signatures.spaceId, spaceId),
        eq(signatures.credentialId, credentialId),
        eq(signatures.isDefault, true),
      ),
    )
    .limit(1);
  return fallback?.content ?? null;
}
