import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, spaceMembers, spaces, type UserRow, users } from '../db/schema';
import type { KnownSpace } from './context';
import { spaceAsSeenBy } from './space-access';

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

/**
 * The statement every signed-in request starts with: the live token's user and, in the same
 * round trip, their current workspace and membership row (what requireSpace needs next).
 * Prepared once per database (drizzle builds the SQL once; Postgres parses and plans it once per
 * connection): it runs on every request, so its cost is the API's floor (issue 25). Nothing is
 * cached between requests: a sign-out, a role change or a removal counts on the next request.
 */
function prepareSessionQuery(db: Db) {
  return db
    .select({ user: users, space: spaces, membership: spaceMembers })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(spaces, eq(spaces.id, users.currentSpaceId))
    .leftJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, users.currentSpaceId), eq(spaceMembers.userId, users.id)),
    )
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isNull(authTokens.revokedAt)))
    .limit(1)
    .prepare('find_session');
}

const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

export interface FoundSession {
  user: UserRow;
  tokenHash: string;
  /** The user's current workspace as they may see it; undefined when they have none set. */
  currentSpace: KnownSpace | undefined;
}

/** The session behind a bearer token (findUserByToken's answer and the current workspace), or null. */
export async function findSession(db: Db, token: string | undefined): Promise<FoundSession | null> {
  if (!token) return null;
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const tokenHash = hashToken(token);
  const [row] = await query.execute({ tokenHash });
  if (!row) return null;
  const { user, space, membership } = row;
  if (!user.currentSpaceId) return { user, tokenHash, currentSpace: undefined };
  const resolved = space ? spaceAsSeenBy(user, space, membership) : null;
  return { user, tokenHash, currentSpace: { spaceId: user.currentSpaceId, resolved } };
}
