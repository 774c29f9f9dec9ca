import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, type UserRow, users } from '../db/schema';

/**
 * Who is asking: a session token's user (issue 24 item 1). Signing in, renewing and revoking
 * tokens stay in modules/auth; the request pipeline (authenticate.ts) and realtime only read here.
 */

/** Tokens are 32 random bytes (base64url); only their sha256 is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user behind a bearer token, or null when the token is unknown or revoked. */
export async function findUserByToken(
  db: Db,
  token: string | undefined,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  if (!token) return null;
  return findUserByTokenHash(db, hashToken(token));
}

/** The same, from the stored hash (realtime re-checks a socket's session with it). */
export async function findUserByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)))
    .limit(1);
  return row ? { user: row.user, tokenHash } : null;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
