import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { signInAttempts, signInKnownAddresses } from '../../db/schema';
import { AppError } from '../../errors';
import { addressGroup } from '../../platform/client-address';

/**
 * Sign-in throttling (issue 3: "at most 100 failures an hour per account, 429
 * with a retry time, no lockout of the real owner"; issue 23 item 16c: "one
 * office behind a NAT is not locked out by one attacker"). Only failures are
 * recorded, keyed by the email as typed (normalised, whether or not the account
 * exists, so throttling says nothing about which emails are registered) and the
 * client's address group (`addressGroup`: the IPv4 address, or the IPv6 /64).
 * Over a rolling hour, an attempt at account A from address X is refused,
 * before the password is checked, when:
 *
 *   1. X has failed 300 times, on any accounts (one address spraying many
 *      accounts) AND A has not signed in successfully from X in the last
 *      `knownAddressDays` days;
 *   2. X has failed 100 times on A (one address guessing one account);
 *   3. A has failed 100 times from all addresses together AND X is one of the
 *      addresses that failed on A within the hour (a distributed guess).
 *
 * So a correct password is refused only when that account and address pair is
 * held (rules 2 and 3) or the account was never used from that address (rule 1:
 * the spray stops, and nobody's regular address is taken from them). Rule 3 is
 * the account ceiling; it spares addresses with no failure on A, so the owner
 * signing in from their own address is never locked out by someone else's
 * guesses (the cost: each fresh address an attacker brings gets one guess per
 * hour once the ceiling is reached). Refused attempts are not recorded, so the
 * block lifts exactly when the oldest counted failures leave the window; a
 * successful sign-in clears its own (A, X) failures and marks X as known for A.
 */
export const signInLimits = {
  windowMs: 60 * 60 * 1000,
  perAccount: 100,
  perAddress: 300,
  /** How long a successful sign-in from an address exempts that account from the address's limit. */
  knownAddressDays: 90,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

export interface SignInAttempt {
  email: string;
  address: string;
}

export class SignInThrottledError extends AppError {
  constructor(
    readonly retryAt: Date,
    now: Date,
  ) {
    const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    super(
      429,
      `Too many failed sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      { 'Retry-After': String(seconds) },
    );
  }
}

/**
 * When the `limit`-th newest failure matching `where` leaves the window, or null
 * when there are fewer than `limit` failures (one indexed query answers both).
 */
async function limitReachedUntil(db: Db, where: ReturnType<typeof and>, limit: number): Promise<Date | null> {
  const [row] = await db
    .select({ attemptedAt: signInAttempts.attemptedAt })
    .from(signInAttempts)
    .where(where)
    .orderBy(desc(signInAttempts.attemptedAt))
    .offset(limit - 1)
    .limit(1);
  return row ? new Date(row.attemptedAt.getTime() + signInLimits.windowMs) : null;
}

/** When the refusal of this attempt lifts, or null when it may go ahead. */
export async function signInBlockedUntil(db: Db, clock: Clock, attempt: SignInAttempt): Promise<Date | null> {
  const since = new Date(clock.now().getTime() - signInLimits.windowMs);
  const inWindow = gt(signInAttempts.attemptedAt, since);
  const address = addressGroup(attempt.address);
  const sameAccount = eq(signInAttempts.email, attempt.email);
  const sameAddress = eq(signInAttempts.ip, address);

  const addressLimit = await limitReachedUntil(db, and(sameAddress, inWindow), signInLimits.perAddress);
  const byAddress =
    addressLimit && !(await isKnownAddress(db, clock, attempt.email, address)) ? addressLimit : null;
  const byPair = await limitReachedUntil(
    db,
    and(sameAccount, sameAddress, inWindow),
    signInLimits.perAccount,
  );
  let byAccount: Date | null = null;
  const accountCeiling = await limitReachedUntil(db, and(sameAccount, inWindow), signInLimits.perAccount);
  if (accountCeiling) {
    // Only addresses that failed on this account are held to the ceiling; the hold
    // ends when the ceiling drops or this address's own last failure expires.
    const lastFromHere = await limitReachedUntil(db, and(sameAccount, sameAddress, inWindow), 1);
    if (lastFromHere) byAccount = new Date(Math.min(accountCeiling.getTime(), lastFromHere.getTime()));
  }
  const blocks = [byAddress, byPair, byAccount].filter((date): date is Date => date !== null);
  if (blocks.length === 0) return null;
  return new Date(Math.max(...blocks.map((date) => date.getTime())));
}

/** Throws the 429 (with Retry-After) when this attempt is refused. */
export async function assertSignInAllowed(db: Db, clock: Clock, attempt: SignInAttempt): Promise<void> {
  const retryAt = await signInBlockedUntil(db, clock, attempt);
  if (retryAt) throw new SignInThrottledError(retryAt, clock.now());
}

/** Whether `email` signed in successfully from `address` (a group) within `knownAddressDays`. */
async function isKnownAddress(db: Db, clock: Clock, email: string, address: string): Promise<boolean> {
  const since = new Date(clock.now().getTime() - signInLimits.knownAddressDays * dayMs);
  const [row] = await db
    .select({ email: signInKnownAddresses.email })
    .from(signInKnownAddresses)
    .where(
      and(
        eq(signInKnownAddresses.email, email),
        eq(signInKnownAddresses.address, address),
        gt(signInKnownAddresses.lastSuccessAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function recordSignInFailure(db: Db, clock: Clock, attempt: SignInAttempt): Promise<void> {
  const now = clock.now();
  await db
    .insert(signInAttempts)
    .values({ email: attempt.email, ip: addressGroup(attempt.address), attemptedAt: now });
  // Rows older than the window never count again.
  await db
    .delete(signInAttempts)
    .where(lte(signInAttempts.attemptedAt, new Date(now.getTime() - signInLimits.windowMs)));
}

/**
 * After a successful sign-in: this address's failures on this account are forgiven, and the
 * address is known for the account (rule 1 no longer holds it there).
 */
export async function recordSignInSuccess(db: Db, clock: Clock, attempt: SignInAttempt): Promise<void> {
  const now = clock.now();
  const address = addressGroup(attempt.address);
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.email, attempt.email), eq(signInAttempts.ip, address)));
  await db
    .insert(signInKnownAddresses)
    .values({ email: attempt.email, address, lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [signInKnownAddresses.email, signInKnownAddresses.address],
      set: { lastSuccessAt: now },
    });
  await db
    .delete(signInKnownAddresses)
    .where(
      lte(
        signInKnownAddresses.lastSuccessAt,
        new Date(now.getTime() - signInLimits.knownAddressDays * dayMs),
      ),
    );
}
