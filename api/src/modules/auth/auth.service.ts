import { createHash, randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { authTokens, type UserRow, users } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import type { SignInInput } from './auth.schema';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). */
const passwordHashing = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashing);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Checked when the email is unknown, so both failures take the same time and say the same thing. */
let decoyHash: Promise<string> | undefined;

/** Tokens are 32 random bytes (base64url); only their sha256 is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Db, clock: Clock, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({ tokenHash: hashToken(token), userId, createdAt: clock.now() });
  return token;
}

export async function signIn(
  db: Db,
  clock: Clock,
  input: SignInInput,
): Promise<{ token: string; user: UserRow }> {
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await decoyHash, input.password);
    throw new AppError(401, errorMessages.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError(401, errorMessages.invalidCredentials);
  }
  // Later issue (sign-up details): inactive users and unconfirmed emails are routed by the
  // client (spec platform §4); sign-in itself succeeds for them.
  const token = await issueToken(db, clock, user.id);
  return { token, user };
}

/** The user behind a bearer token, or null when the token is unknown or revoked. */
export async function findUserByToken(
  db: Db,
  token: string | undefined,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)))
    .limit(1);
  return row ? { user: row.user, tokenHash } : null;
}

export async function revokeToken(db: Db, clock: Clock, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
