import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { credentials, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { SpaceAccess } from '../../platform/context';
import { canSee, credentialAccess } from '../credentials';
import { credentialMessages } from '../credentials';

/**
 * The credential a signature (or voicemail) call names: it must belong to the
 * workspace and be one the member may see (platform §6); otherwise "Credentials
 * not found", as the credentials module answers.
 */
export async function visibleCredentialId(
  db: Db,
  spaceId: string,
  user: Pick<UserRow, 'id' | 'isAdmin'>,
  credentialId: string,
  known?: Pick<SpaceAccess, 'membership'>,
): Promise<string> {
  if (!isUuid(credentialId)) throw new AppError(404, credentialMessages.notFound);
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.spaceId, spaceId), eq(credentials.id, credentialId)));
  if (!row || !canSee(await credentialAccess(db, spaceId, user, known), row.id)) {
    throw new AppError(404, credentialMessages.notFound);
  }
  return row.id;
}
