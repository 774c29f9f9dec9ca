import { and, asc, desc, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SignatureRow, signatures } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import {
  type CreateSignatureInput,
  type SignatureJson,
  signatureJson,
  signatureMessages,
  type UpdateSignatureInput,
} from './signatures.schema';

export async function listSignatures(scope: SpaceScope, credentialId: string): Promise<SignatureJson[]> {
  const rows = await scope.db
    .select()
    .from(signatures)
    .where(and(inSpace(signatures, scope), eq(signatures.credentialId, credentialId)))
    .orderBy(desc(signatures.isDefault), asc(signatures.createdAt), asc(signatures.id));
  return rows.map(signatureJson);
}

export async function findSignature(scope: SpaceScope, id: string): Promise<SignatureRow> {
  return findInSpace<SignatureRow>(
    scope,
    signatures,
    getTableColumns(signatures),
    id,
    signatureMessages.notFound,
  );
}

/** spec: outreach §4 "Saving a default signature clears the default on others". */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function clearDefault(db: Db | Tx, scope: SpaceScope, credentialId: string) {
  await db
    .update(signatures)
    .set({ isDefault: false })
    .where(
      and(
        inSpace(signatures, scope),
        eq(signatures.credentialId, credentialId),
        eq(signatures.isDefault, true),
      ),
    );
}

export async function createSignature(
  scope: SpaceScope,
  credentialId: string,
  input: CreateSignatureInput,
): Promise<SignatureJson> {
  return scope.db.transaction(async (tx) => {
    // A sender's first signature is its default: the email editor has one to pre-select.
    const [existing] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(signatures)
      .where(and(inSpace(signatures, scope), eq(signatures.credentialId, credentialId)));
    const isDefault = input.is_default || Number(existing?.n ?? 0) === 0;
    if (isDefault) await clearDefault(tx, scope, credentialId);
    const now = scope.clock.now();
    const [row] = await tx
      .insert(signatures)
      .values({
        spaceId: scope.spaceId,
        credentialId,
        name: input.name,
        content: input.content,
        isDefault,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('signature not inserted');
    return signatureJson(row);
  });
}

export async function updateSignature(
  scope: SpaceScope,
  row: SignatureRow,
  input: UpdateSignatureInput,
): Promise<SignatureJson> {
  return scope.db.transaction(async (tx) => {
    if (input.is_default === true && !row.isDefault) await clearDefault(tx, scope, row.credentialId);
    const [updated] = await tx
      .update(signatures)
      .set({
        name: input.name ?? row.name,
        content: input.content ?? row.content,
        isDefault: input.is_default ?? row.isDefault,
        updatedAt: scope.clock.now(),
      })
      .where(and(inSpace(signatures, scope), eq(signatures.id, row.id)))
      .returning();
    if (!updated) throw new AppError(404, signatureMessages.notFound);
    return signatureJson(updated);
  });
}

export async function deleteSignature(scope: SpaceScope, row: SignatureRow): Promise<{ _id: string }> {
  await scope.db.delete(signatures).where(and(inSpace(signatures, scope), eq(signatures.id, row.id)));
  return { _id: row.id };
}
