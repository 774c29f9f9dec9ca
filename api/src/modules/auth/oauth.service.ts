import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { oauthClients, oauthGrants, type UserRow } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';

/** How long a client has to exchange the code of POST /oauth/accept. */
export const grantCodeLifetimeMs = 10 * 60 * 1000;

/**
 * POST /oauth/accept {state, client_id}: the signed-in user lets a registered
 * client in. A grant row is stored with a one-time code (sha256 only) and the
 * user is sent back to the client's redirect URI with `code` and `state`.
 */
export async function acceptOauthClient(
  db: Db,
  clock: Clock,
  user: UserRow,
  input: { state: string; client_id: string },
): Promise<{ redirect_url: string }> {
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, input.client_id)).limit(1);
  if (!client) throw new AppError(400, errorMessages.unknownOauthClient);
  const code = randomBytes(24).toString('base64url');
  const now = clock.now();
  await db.insert(oauthGrants).values({
    clientId: client.id,
    userId: user.id,
    spaceId: user.currentSpaceId,
    state: input.state,
    codeHash: createHash('sha256').update(code).digest('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + grantCodeLifetimeMs),
  });
  const redirect = new URL(client.redirectUri);
  redirect.searchParams.set('code', code);
  redirect.searchParams.set('state', input.state);
  return { redirect_url: redirect.toString() };
}
