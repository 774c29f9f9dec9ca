import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { authCodes, authTokens, type UserRow, users } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { codesPerHour, codesSentLastHour, findAuthCode, isLive, issueAuthCode } from './auth-codes.service';
import { activationEmail, restoreEmail, sendAccountEmail } from './auth.emails';
import type { SignInInput, SignUpInput } from './auth.schema';
import { passwordStrengthProblem } from '../../platform/password-policy';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from './sign-in-throttle.service';
import { isUniqueViolation } from '../../db/unique-violation';
import { hashToken } from '../../platform/identity';
import { hashPassword, verifyPassword } from '../../platform/passwords';

/** Checked when the email is unknown, so both failures take the same time and say the same thing. */
let decoyHash: Promise<string> | undefined;

export async function issueToken(db: Db, clock: Clock, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({ tokenHash: hashToken(token), userId, createdAt: clock.now() });
  return token;
}

/**
 * POST /auth/sign_in. Throttled before the password is checked (rules in
 * sign-in-throttle.service.ts); `address` is the client's (client-address.ts).
 */
export async function signIn(
  db: Db,
  clock: Clock,
  input: SignInInput,
  address = 'unknown',
): Promise<{ token: string; user: UserRow }> {
  const attempt = { email: input.email, address };
  await assertSignInAllowed(db, clock, attempt);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await decoyHash, input.password);
    await recordSignInFailure(db, clock, attempt);
    throw new AppError(401, errorMessages.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordSignInFailure(db, clock, attempt);
    throw new AppError(401, errorMessages.invalidCredentials);
  }
  await recordSignInSuccess(db, clock, attempt);
  // Inactive users and unconfirmed emails are routed by the client (spec platform §4);
  // sign-in itself succeeds for them.
  const token = await issueToken(db, clock, user.id);
  return { token, user };
}

export async function revokeToken(db: Db, clock: Clock, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Every live token of the user stops working (a password set through a restore code). */
export async function revokeAllTokens(db: Db, clock: Clock, userId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** POST /auth/create_token: a fresh token for the signed-in user; the one used to ask is revoked. */
export async function renewToken(
  db: Db,
  clock: Clock,
  userId: string,
  oldTokenHash: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await revokeToken(tx, clock, oldTokenHash);
    return issueToken(tx, clock, userId);
  });
}

/** Where the request came from: the brand of its host (links in emails never come from the request). */
export interface RequestOrigin {
  brand: string;
}

/**
 * The activation link; a person who signed up from an invitation keeps it, so confirming the
 * email from the mailbox (a new tab, another device) still leads to accepting the invitation.
 */
function activationLink(origin: string, code: string, inviteCode?: string | null): string {
  const query = new URLSearchParams({ activation_code: code, ...(inviteCode ? { invite: inviteCode } : {}) });
  return `${origin}/auth/activate-email?${query}`;
}

function restoreLink(origin: string, code: string): string {
  return `${origin}/auth/restore-password?restore_code=${encodeURIComponent(code)}`;
}

/**
 * POST /auth/sign_up (spec platform §7; rules §5). The user starts active with
 * an unconfirmed email and gets the activation email; user, token and
 * activation code are written together or not at all.
 */
export async function signUp(
  deps: AppDependencies,
  input: SignUpInput,
  from: RequestOrigin,
): Promise<{ token: string; user: UserRow }> {
  const { db, clock } = deps;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) throw new AppError(409, errorMessages.emailTaken);

  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const trackInfo = {
    ...(input.track === undefined ? {} : { track: input.track }),
    ...(input.irclickid === undefined ? {} : { irclickid: input.irclickid }),
  };
  let created: { user: UserRow; token: string; activationCode: string };
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          status: 'active',
          emailConfirmed: false,
          phone: input.phone,
          countryCode: input.country,
          brand: from.brand,
          trackInfo,
          inviteCode: input.invite_code ?? null,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
          createdAt: now,
        })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      const token = await issueToken(tx, clock, user.id);
      const activationCode = await issueAuthCode(tx, clock, user.id, 'activation');
      return { user, token, activationCode };
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, errorMessages.emailTaken);
    throw error;
  }

  await sendAccountEmail(deps, created.user.brand, (brand) =>
    activationEmail({
      to: created.user.email,
      firstName: created.user.firstName,
      brandName: brand.name,
      link: activationLink(brand.origin, created.activationCode, created.user.inviteCode),
    }),
  );
  return { token: created.token, user: created.user };
}

/**
 * GET /auth/activate_email: a new activation link for the signed-in user.
 * Here the user is waiting for the email, so a send failure is an error.
 */
export async function resendActivation(deps: AppDependencies, user: UserRow): Promise<void> {
  const { db, clock } = deps;
  if (user.emailConfirmed) throw new AppError(400, errorMessages.emailAlreadyConfirmed);
  if ((await codesSentLastHour(db, clock, user.id, 'activation')) >= codesPerHour) {
    throw new AppError(429, errorMessages.tooManyEmails);
  }
  const code = await issueAuthCode(db, clock, user.id, 'activation');
  const sent = await sendAccountEmail(deps, user.brand, (brand) =>
    activationEmail({
      to: user.email,
      firstName: user.firstName,
      brandName: brand.name,
      link: activationLink(brand.origin, code, user.currentSpaceId ? null : user.inviteCode),
    }),
  );
  if (!sent) throw new AppError(503, errorMessages.mailNotSent);
}

/**
 * GET /auth/check_activation_code: confirms the email of the code's user. A code
 * already spent on this very confirmation (a second tab, a double click)
 * answers the same success; anything else is 400.
 */
export async function confirmEmail(deps: AppDependencies, code: string): Promise<UserRow> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const row = await findAuthCode(tx, code, 'activation', { forUpdate: true });
    const [owner] = row ? await tx.select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
    if (!row || !owner) throw new AppError(400, errorMessages.activationCodeInvalid);
    const stillValid = row.expiresAt.getTime() > clock.now().getTime();
    if (!isLive(row, clock)) {
      if (stillValid && owner.emailConfirmed && row.usedAt) return owner;
      throw new AppError(400, errorMessages.activationCodeInvalid);
    }
    await tx.update(authCodes).set({ usedAt: clock.now() }).where(eq(authCodes.codeHash, row.codeHash));
    const [confirmed] = await tx
      .update(users)
      .set({ emailConfirmed: true })
      .where(eq(users.id, owner.id))
      .returning();
    // The rights the address gives arrive with its confirmation (issue 23 item 2).
    if (confirmed)
      await deps.domainEvents.publish('user.email_confirmed', { tx, now: clock.now(), user: confirmed });
    return confirmed ?? owner;
  });
}

/**
 * POST /auth/restore. Answers the same whether or not the account exists (no
 * account enumeration); sends at most `codesPerHour` restore emails an hour to
 * one account, silently.
 */
export async function requestRestore(deps: AppDependencies, email: string): Promise<void> {
  const { db, clock } = deps;
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  if ((await codesSentLastHour(db, clock, user.id, 'restore')) >= codesPerHour) {
    deps.logger.warn({ userId: user.id }, 'restore email limit reached');
    return;
  }
  const code = await issueAuthCode(db, clock, user.id, 'restore');
  await sendAccountEmail(deps, user.brand, (brand) =>
    restoreEmail({
      to: user.email,
      firstName: user.firstName,
      brandName: brand.name,
      link: restoreLink(brand.origin, code),
    }),
  );
}

/** GET /auth/check_restore_code. */
export async function checkRestoreCode(deps: AppDependencies, code: string): Promise<void> {
  const row = await findAuthCode(deps.db, code, 'restore');
  if (!row || !isLive(row, deps.clock)) throw new AppError(400, errorMessages.restoreCodeInvalid);
}

/**
 * POST /auth/set_password_with_restore_code. The code is spent, every token of
 * the user revoked and a new one returned, all in one transaction. Opening the
 * emailed link proves the address, so the email counts as confirmed.
 */
export async function setPasswordWithRestoreCode(
  deps: AppDependencies,
  input: { password: string; restore_code: string },
): Promise<{ token: string; user: UserRow }> {
  const { db, clock } = deps;
  const found = await findAuthCode(db, input.restore_code, 'restore');
  if (!found || !isLive(found, clock)) {
    throw new AppError(400, errorMessages.restoreCodeInvalid);
  }
  // The code names the person: their own names and email give a new password no strength.
  const [owner] = await db.select().from(users).where(eq(users.id, found.userId)).limit(1);
  const weakness =
    owner && passwordStrengthProblem(input.password, [owner.email, owner.firstName, owner.lastName]);
  if (weakness) throw new AppError(400, `password: ${weakness}`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Checked again under a row lock: two requests with one code, only one wins.
    const row = await findAuthCode(tx, input.restore_code, 'restore', { forUpdate: true });
    if (!row || !isLive(row, clock)) throw new AppError(400, errorMessages.restoreCodeInvalid);
    await tx.update(authCodes).set({ usedAt: clock.now() }).where(eq(authCodes.codeHash, row.codeHash));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailConfirmed: true })
      .where(eq(users.id, row.userId))
      .returning();
    if (!user) throw new AppError(400, errorMessages.restoreCodeInvalid);
    await deps.domainEvents.publish('user.email_confirmed', { tx, now: clock.now(), user });
    await revokeAllTokens(tx, clock, user.id);
    const token = await issueToken(tx, clock, user.id);
    return { token, user };
  });
}
