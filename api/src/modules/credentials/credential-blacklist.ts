/** A credential's blacklist: read, and replaced whole. */
import { and, asc, eq } from 'drizzle-orm';
import { credentialBlacklist } from '../../db/schema';
import { inSpace } from '../../platform/tenancy';
import type { BlacklistInput } from './credentials.schema';
import { type CredentialContext, findCredential } from './credentials.service';

export async function getBlacklist(context: CredentialContext, id: string): Promise<{ values: string[] }> {
  const row = await findCredential(context, id);
  const rows = await context.scope.db
    .select({ value: credentialBlacklist.value })
    .from(credentialBlacklist)
    .where(and(inSpace(credentialBlacklist, context.scope), eq(credentialBlacklist.credentialId, row.id)))
    .orderBy(asc(credentialBlacklist.position));
  return { values: rows.map((entry) => entry.value) };
}

/** PUT /credentials/{id}/blacklist {values}: replaces the whole list, in one transaction. */
export async function setBlacklist(
  context: CredentialContext,
  id: string,
  input: BlacklistInput,
): Promise<{ values: string[] }> {
  const row = await findCredential(context, id);
  await context.scope.db.transaction(async (tx) => {
    await tx
      .delete(credentialBlacklist)
      .where(and(inSpace(credentialBlacklist, context.scope), eq(credentialBlacklist.credentialId, row.id)));
    for (let offset = 0; offset < input.values.length; offset += 1000) {
      await tx.insert(credentialBlacklist).values(
        input.values.slice(offset, offset + 1000).map((value, index) => ({
          credentialId: row.id,
          spaceId: context.scope.spaceId,
          position: offset + index,
          value,
        })),
      );
    }
  });
  return { values: input.values };
}
