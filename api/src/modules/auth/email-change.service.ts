import { and, eq, ne } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import { authCodes, type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, errorMessages } from '../../errors';
import {
  codesPerHour,
  codesSentLastHour,
  findAuthCode,
  isLive,
  issueAuthCode,
  spendAllAuthCodes,
} from './auth-codes.service';
import { emailChangeConfirmEmail, emailChangeNotice, sendAccountEmail } from './auth.emails';
import { issueToken, revokeAllTokens } from './auth.service';
import { verifyPassword } from '../../platform/passwords';

/**
 * A user's own change of their sign-in email (issue 23 item 3). Nobody else changes it: admins and
 * resellers can not (admin/admin.schema.ts updateUserInput). The user asks with their current
 * password; a single-use code (stored hashed, 24 hours) goes to the NEW address and a notice to the
 * old one; the email changes only when the new address confirms, which also confirms it (so the
 * rights an address gives, platform/email-rights.ts, follow the new one), spends every other emailed
 * code (a reset link still in the old mailbox dies), signs every session out and tells the old
 * address it happened.
 */
export const emailChangeMessages = {
  passwordRequired: 'Enter your current password to change your email',
  noPassword: 'Set a password first (Forgot password) to change your sign-in email',
  sameEmail: 'This is already your email',
  codeInvalid: 'This email change link is invalid or has expired',
  sent: 'We sent a confirmation link to your new email address',
} as const;

const forgotPasswordLink = (origin: string) => `${origin}/auth/forgot-password`;
const confirmLink = (origin: string, code: string) =>
  `${origin}/auth/confirm-email-change?code=${encodeURIComponent(code)}`;

type MailDeps = Parameters<typeof sendAccountEmail>[0];

/** POST /users/change_email {new_email, password}: mails the confirmation; nothing changes yet. */
export async function requestEmailChange(
  deps: AppDependencies,
  user: UserRow,
  input: { new_email: string; password: string },
): Promise<{ message: typeof emailChangeMessages.sent; new_email: string }> {
  const { db, clock } = deps;
  const newEmail = input.new_email.trim().toLowerCase();
  if (!user.passwordHash) throw new AppError(400, emailChangeMessages.noPassword);
  if (!input.password) throw new AppError(400, emailChangeMessages.passwordRequired);
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError(400, errorMessages.oldPasswordIncorrect);
  if (newEmail === user.email.toLowerCase()) throw new AppError(400, emailChangeMessages.sameEmail);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, newEmail), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw new AppError(409, errorMessages.emailTaken);
  if ((await codesSentLastHour(db, clock, user.id, 'email_change')) >= codesPerHour)
    throw new AppError(429, errorMessages.tooManyEmails);

  const code = await issueAuthCode(db, clock, user.id, 'email_change', newEmail);
  const sent = await sendAccountEmail(deps, user.brand, (brand) =>
    emailChangeConfirmEmail({
      to: newEmail,
      newEmail,
      firstName: user.firstName,
      brandName: brand.name,
      link: confirmLink(brand.origin, code),
    }),
  );
  if (!sent) throw new AppError(503, errorMessages.mailNotSent);
  await notifyOldAddress(deps, user, newEmail, 'requested');
  return { message: emailChangeMessages.sent, new_email: newEmail };
}

/**
 * POST /auth/confirm_email_change {code}: the new address confirmed. One transaction: the code is
 * spent with every other emailed code, the email set and confirmed, prepaid terms of the new address
 * applied, every session revoked and a new one returned (the confirming device is signed in).
 */
export async function confirmEmailChange(
  deps: AppDependencies,
  code: string,
): Promise<{ token: string; user: UserRow }> {
  const { db, clock } = deps;
  let previous: UserRow | undefined;
  let result: { token: string; user: UserRow };
  try {
    result = await db.transaction(async (tx) => {
      const row = await findAuthCode(tx, code, 'email_change', { forUpdate: true });
      if (!row || !isLive(row, clock) || !row.newEmail)
        throw new AppError(400, emailChangeMessages.codeInvalid);
      [previous] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!previous) throw new AppError(400, emailChangeMessages.codeInvalid);
      await tx.update(authCodes).set({ usedAt: clock.now() }).where(eq(authCodes.codeHash, row.codeHash));
      await spendAllAuthCodes(tx, clock, row.userId);
      const [user] = await tx
        .update(users)
        .set({ email: row.newEmail, emailConfirmed: true })
        .where(eq(users.id, row.userId))
        .returning();
      if (!user) throw new AppError(400, emailChangeMessages.codeInvalid);
      await deps.domainEvents.publish('user.email_confirmed', { tx, now: clock.now(), user });
      await revokeAllTokens(tx, clock, user.id);
      return { token: await issueToken(tx, clock, user.id), user };
    });
  } catch (error) {
    // Someone took the address between the request and the confirmation.
    if (isUniqueViolation(error)) throw new AppError(409, errorMessages.emailTaken);
    throw error;
  }
  if (previous) await notifyOldAddress(deps, previous, result.user.email, 'changed');
  return result;
}

async function notifyOldAddress(
  deps: MailDeps,
  user: UserRow,
  newEmail: string,
  stage: 'requested' | 'changed',
): Promise<void> {
  await sendAccountEmail(deps, user.brand, (brand) =>
    emailChangeNotice({
      to: user.email,
      newEmail,
      stage,
      firstName: user.firstName,
      brandName: brand.name,
      link: forgotPasswordLink(brand.origin),
    }),
  );
}
