/**
 * One credit wallet per workspace (issue 13 item 6; spec platform §3 credits_usage, "Credit
 * categories"). Every change is one row of credit_ledger with the balance after it; the wallet
 * row holds the balance, which never goes below zero (a check, and every decrease is a
 * conditional update). Debits and grants are idempotent by a key unique per workspace.
 *
 * The debit is ONE statement (docs/decisions.md "Credits: one statement per debit"):
 *
 *   with w as (update credit_wallets set balance = balance - n
 *              where space_id = s and balance >= n
 *                and not exists (a ledger row with this key)
 *                [and the member's monthly cap allows n, only when a cap row exists]
 *              returning balance),
 *        l as (insert into credit_ledger (..., balance_after) select ..., w.balance from w)
 *   select balance from w
 *
 * The row lock of the wallet's update serialises concurrent debits of a workspace and Postgres
 * re-checks `balance >= n` on the latest row (READ COMMITTED), so 50 concurrent debits against
 * 20 credits succeed exactly 20 times. The ledger row is written by the same statement with the
 * balance the update returned. The same key asked twice at once: both may pass the `not exists`
 * (same snapshot); the second's ledger insert then meets the first's row in the unique index and
 * fails (outside a transaction: the whole statement, wallet update included, is undone) or, inside
 * the caller's transaction, does nothing and the debit it made is given back in that same
 * transaction (so the caller's transaction is never aborted by a replay).
 *
 * The settings (auto top-up, member caps) are in credit-settings.ts, the history and chart in
 * credit-history.ts.
 */
import { randomUUID } from 'node:crypto';
import { billingMessages, type CreditCategory } from '@outreach/core/billing';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { creditWallets, type LedgerKind, spaces } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, errorMessages } from '../../errors';
import type { RealtimeEmitter } from '../../platform/announce';
import { serverEvents } from '../../realtime/events';
import { type AdminScope, assertBrandInScope, audit } from '../../platform/admin-scope';
import { creditsMessages, maxCreditBalance, type UsetCreditsInput } from './credits.schema';

export interface DebitInput {
  spaceId: string;
  /** Who spent: the member's monthly cap applies, and the history shows them. */
  userId?: string | null;
  /** A whole number above zero. */
  amount: number;
  category: CreditCategory;
  /** Unique per workspace: the same key debits once (`enrich:<personId>`). */
  idempotencyKey: string;
  description?: string | null;
  /** The ledger row's time, and the month the cap counts (the app's clock); now by default. */
  now?: Date;
}

export interface DebitResult {
  balance: number;
  /** False when the key was debited before (a replay): nothing changed. */
  debited: boolean;
}

export interface GrantInput {
  spaceId: string;
  /** A whole number; negative corrects, but never below zero (400). 0 writes a row too. */
  amount: number;
  kind: Exclude<LedgerKind, 'usage'>;
  idempotencyKey: string;
  description?: string | null;
  userId?: string | null;
  now?: Date;
}

export interface GrantResult {
  balance: number;
  granted: boolean;
}

export interface SetCreditsInput {
  spaceId: string;
  balance: number;
  userId?: string | null;
  description?: string | null;
  /** A random key by default: each admin `uset` is its own row. */
  idempotencyKey?: string;
  now?: Date;
}

/** The first instant of the calendar month (UTC) of `at`: caps and top-ups count per month. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** `2026-11`, the month of `at` (UTC). */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Rows of `db.execute` on either driver (postgres.js gives an array, PGlite `{ rows }`). */
export function executedRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/**
 * `db.execute` as a prepared statement on postgres.js (drizzle sends raw SQL unprepared, so
 * Postgres would parse and plan the debit's statement on every call); PGlite as is. The debit is
 * the hot path of every paid action (bench/credits.bench.ts).
 */
async function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const internals = db as unknown as {
    dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    session?: {
      client?: {
        unsafe?: (text: string, params: unknown[], options: { prepare: boolean }) => Promise<unknown>;
      };
    };
  };
  const unsafe = internals.session?.client?.unsafe;
  if (!internals.dialect || typeof unsafe !== 'function') return db.execute(query);
  const { sql: text, params } = internals.dialect.sqlToQuery(query);
  return unsafe.call(internals.session?.client, text, params, { prepare: true });
}

function inTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

function isCheckViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23514') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface Change {
  spaceId: string;
  userId: string | null;
  delta: number;
  kind: LedgerKind;
  category: string;
  idempotencyKey: string;
  description: string | null;
  at: Date;
  /** Check the member's monthly cap (usage only). */
  cap: boolean;
}

/**
 * The one statement of a change. A decrease is a conditional update (never below zero, not a
 * replay, within the cap); an increase upserts the wallet (a grant creates it). Answers the
 * balance after it, or null when nothing changed; `written` says whether the ledger row was
 * written (inside a transaction a racing replay leaves the wallet changed and no row: undone by
 * the caller of this function).
 */
async function applyChange(
  db: Db,
  change: Change,
  tolerateReplay: boolean,
): Promise<{ balance: number | null; written: boolean }> {
  const space = sql`${change.spaceId}::uuid`;
  const at = change.at.toISOString();
  const notReplayed = sql`not exists (select 1 from credit_ledger k where k.space_id = ${space} and k.idempotency_key = ${change.idempotencyKey}::text)`;
  let wallet: SQL;
  if (change.delta < 0) {
    const amount = -change.delta;
    const capCheck =
      change.cap && change.userId
        ? sql` and not exists (select 1 from credit_member_caps c where c.space_id = ${space} and c.user_id = ${change.userId}::uuid
            and c.monthly_cap < ${amount}::int + coalesce((select -sum(u.delta) from credit_ledger u
              where u.space_id = ${space} and u.user_id = ${change.userId}::uuid and u.kind = 'usage'
                and u.created_at >= ${monthStart(change.at).toISOString()}::timestamptz), 0))`
        : sql``;
    wallet = sql`update credit_wallets set balance = balance - ${amount}::int
      where space_id = ${space} and balance >= ${amount}::int and ${notReplayed}${capCheck}
      returning balance`;
  } else {
    wallet = sql`insert into credit_wallets (space_id, balance, updated_at) values (${space}, ${change.delta}::int, ${at}::timestamptz)
      on conflict (space_id) do update set balance = credit_wallets.balance + excluded.balance, updated_at = excluded.updated_at
      where ${notReplayed} and credit_wallets.balance::bigint + excluded.balance <= ${maxCreditBalance}::bigint
      returning balance`;
  }
  const onConflict = tolerateReplay ? sql` on conflict (space_id, idempotency_key) do nothing` : sql``;
  const result = await executePrepared(
    db,
    sql`with w as (${wallet}),
    l as (insert into credit_ledger (id, space_id, user_id, delta, balance_after, kind, category, idempotency_key, description, created_at)
      select ${randomUUID()}::uuid, ${space}, ${change.userId}::uuid, ${change.delta}::int, w.balance, ${change.kind}::text,
        ${change.category}::text, ${change.idempotencyKey}::text, ${change.description}::text, ${at}::timestamptz from w${onConflict}
      returning id)
    select (select balance from w) as balance, (select count(*) from l)::int as written`,
  );
  const [row] = executedRows<{ balance: number | null; written: number | string }>(result);
  return { balance: row?.balance ?? null, written: Number(row?.written ?? 0) > 0 };
}

/**
 * Runs a change. Outside a transaction the statement is atomic on its own (one round trip) and
 * a racing replay fails it whole (unique violation: nothing changed). Inside the caller's
 * transaction a racing replay is tolerated (no error that would abort the transaction) and the
 * wallet change it made is given back in the same transaction.
 */
async function runChange(db: Db, change: Change): Promise<{ balance: number | null; replayed: boolean }> {
  if (inTransaction(db)) {
    const applied = await applyChange(db, change, true);
    if (applied.balance === null) return { balance: null, replayed: false };
    if (applied.written) return { balance: applied.balance, replayed: false };
    await db.execute(
      sql`update credit_wallets set balance = balance - ${change.delta}::int where space_id = ${change.spaceId}::uuid`,
    );
    return { balance: null, replayed: true };
  }
  try {
    const applied = await applyChange(db, change, false);
    return { balance: applied.balance, replayed: false };
  } catch (error) {
    if (isUniqueViolation(error)) return { balance: null, replayed: true };
    throw error;
  }
}

/** The wallet's balance (0 without a wallet). */
export async function creditBalance(db: Db, spaceId: string): Promise<number> {
  const rows = executedRows<{ balance: number }>(
    await db.execute(sql`select balance from credit_wallets where space_id = ${spaceId}::uuid`),
  );
  return rows[0]?.balance ?? 0;
}

/**
 * Spends `amount` credits of `category`, in the caller's transaction when `db` is one (the debit
 * rolls back with the work it pays for). 402 'Not enough credits' (or 'Please contact Sales to
 * add more credits' where the workspace cannot buy credits itself), 402 when the member's monthly
 * cap would be passed. The same idempotency key debits once: a replay answers the balance, debited false.
 */
export async function debitCredits(db: Db, input: DebitInput): Promise<DebitResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new Error('debitCredits: amount must be a whole number above 0');
  const at = input.now ?? new Date();
  const userId = input.userId ?? null;
  const outcome = await runChange(db, {
    spaceId: input.spaceId,
    userId,
    delta: -input.amount,
    kind: 'usage',
    category: input.category,
    idempotencyKey: input.idempotencyKey,
    description: input.description ?? null,
    at,
    cap: true,
  });
  if (outcome.balance !== null) return { balance: outcome.balance, debited: true };
  if (outcome.replayed) return { balance: await creditBalance(db, input.spaceId), debited: false };

  // Why not: only on this path, one read answers it (a replay, the cap, the balance).
  const [why] = executedRows<{
    balance: number | null;
    replay: boolean;
    cap: number | null;
    used: number | string | null;
    billing: boolean | null;
    mode: string | null;
  }>(
    await db.execute(sql`select
      (select balance from credit_wallets where space_id = ${input.spaceId}::uuid) as balance,
      exists (select 1 from credit_ledger where space_id = ${input.spaceId}::uuid and idempotency_key = ${input.idempotencyKey}::text) as replay,
      (select monthly_cap from credit_member_caps where space_id = ${input.spaceId}::uuid and user_id = ${userId}::uuid) as cap,
      (select -sum(delta) from credit_ledger where space_id = ${input.spaceId}::uuid and user_id = ${userId}::uuid
        and kind = 'usage' and created_at >= ${monthStart(at).toISOString()}::timestamptz) as used,
      (select is_billing_enabled from spaces where id = ${input.spaceId}::uuid) as billing,
      (select subscription_mode from spaces where id = ${input.spaceId}::uuid) as mode`),
  );
  if (why?.replay) return { balance: why.balance ?? 0, debited: false };
  if (why?.cap !== null && why?.cap !== undefined && Number(why.used ?? 0) + input.amount > why.cap) {
    throw new AppError(402, billingMessages.memberCapReached);
  }
  throw new AppError(402, notEnoughCreditsMessage(why?.billing ?? true, why?.mode ?? 'manual'));
}

/**
 * 'Please contact Sales to add more credits' where the workspace's admins cannot buy credits
 * themselves (billing disabled, or a subscription that is disabled or run by hand), else 'Not
 * enough credits' (the page offers Buy credits).
 */
export function notEnoughCreditsMessage(isBillingEnabled: boolean, subscriptionMode: string): string {
  return !isBillingEnabled || subscriptionMode === 'manual' || subscriptionMode === 'disabled'
    ? billingMessages.contactSalesCredits
    : billingMessages.notEnoughCredits;
}

/**
 * Adds credits (renewal, pack, topup, manual, refund); a negative amount corrects, never below
 * zero (400), and the balance never passes maxCreditBalance (400 aboveMax, nothing written: the
 * wallet's update is conditional on it, so concurrent grants cannot pass it together). Creates
 * the wallet. Idempotent by key: a replay answers the balance, granted false.
 */
export async function grantCredits(db: Db, input: GrantInput): Promise<GrantResult> {
  if (!Number.isInteger(input.amount)) throw new AppError(400, creditsMessages.wholeNumber);
  // A change larger than any balance: refused before Postgres is asked to hold it in an integer.
  if (input.amount > maxCreditBalance) throw new AppError(400, creditsMessages.aboveMax);
  if (input.amount < -maxCreditBalance) throw new AppError(400, creditsMessages.belowZero);
  const outcome = await runChange(db, {
    spaceId: input.spaceId,
    userId: input.userId ?? null,
    delta: input.amount,
    kind: input.kind,
    category: 'default',
    idempotencyKey: input.idempotencyKey,
    description: input.description ?? null,
    at: input.now ?? new Date(),
    cap: false,
  }).catch((error: unknown) => {
    // A new wallet's first change may not be negative (the balance check).
    if (isCheckViolation(error)) throw new AppError(400, creditsMessages.belowZero);
    throw error;
  });
  if (outcome.balance !== null) return { balance: outcome.balance, granted: true };
  const [replay] = executedRows<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from credit_ledger where space_id = ${input.spaceId}::uuid
      and idempotency_key = ${input.idempotencyKey}::text) as found`),
  );
  if (outcome.replayed || replay?.found)
    return { balance: await creditBalance(db, input.spaceId), granted: false };
  throw new AppError(400, input.amount > 0 ? creditsMessages.aboveMax : creditsMessages.belowZero);
}

/**
 * 400 aboveMax when `amount` more credits would not fit the workspace's wallet (maxCreditBalance):
 * asked before a purchase (a credit pack's checkout, an auto top-up), so nobody pays for credits
 * the wallet cannot take. grantCredits enforces the same limit atomically.
 */
export async function assertCreditsFit(db: Db, spaceId: string, amount: number): Promise<void> {
  if ((await creditBalance(db, spaceId)) + amount > maxCreditBalance) {
    throw new AppError(400, creditsMessages.aboveMax);
  }
}

/**
 * Admin `uset`: sets the balance to `balance`, writing the difference as a kind 'uset' row (in
 * one transaction that locks the wallet, so a debit at the same time lands before or after).
 */
export async function setCredits(db: Db, input: SetCreditsInput): Promise<GrantResult> {
  if (!Number.isInteger(input.balance) || input.balance < 0)
    throw new AppError(400, creditsMessages.belowZero);
  if (input.balance > maxCreditBalance) throw new AppError(400, creditsMessages.aboveMax);
  const run = async (tx: Db) => {
    const [current] = executedRows<{ balance: number }>(
      await tx.execute(
        sql`select balance from credit_wallets where space_id = ${input.spaceId}::uuid for update`,
      ),
    );
    return grantCredits(tx, {
      spaceId: input.spaceId,
      amount: input.balance - (current?.balance ?? 0),
      kind: 'uset',
      idempotencyKey: input.idempotencyKey ?? `uset:${randomUUID()}`,
      description: input.description ?? null,
      userId: input.userId ?? null,
      now: input.now,
    });
  };
  return inTransaction(db) ? run(db) : db.transaction(run);
}

/** `update_credits` {balance} to the workspace's room: call after the change committed. */
export function announceCredits(realtime: RealtimeEmitter, spaceId: string, balance: number): void {
  realtime.toSpace(spaceId, serverEvents.updateCredits, { balance });
}

export async function usetCredits(
  db: Db,
  clock: Clock,
  realtime: RealtimeEmitter,
  scope: AdminScope,
  spaceId: string,
  input: UsetCreditsInput,
): Promise<{ space_id: string; balance: number }> {
  const admin = scope.user;
  const [found] = isUuid(spaceId)
    ? await db
        .select({ id: spaces.id, brand: spaces.brand })
        .from(spaces)
        .where(eq(spaces.id, spaceId))
        .limit(1)
    : [];
  if (!found) throw new AppError(404, errorMessages.spaceNotFound);
  // A reseller sets credits only for their brand's customers (another brand's workspace is a 404).
  assertBrandInScope(scope, found.brand, errorMessages.spaceNotFound);
  const result = await db.transaction(async (tx) => {
    const [wallet] = await tx
      .select({ balance: creditWallets.balance })
      .from(creditWallets)
      .where(eq(creditWallets.spaceId, spaceId));
    const set = await setCredits(tx, {
      spaceId,
      balance: input.credits,
      userId: admin.id,
      description: `Balance set to ${input.credits} by an admin`,
      now: clock.now(),
    });
    await audit(tx, admin, {
      action: 'customer.uset_credits',
      targetType: 'space',
      targetId: spaceId,
      brand: found.brand,
      before: { balance: wallet?.balance ?? 0 },
      after: { balance: set.balance },
    });
    return set;
  });
  announceCredits(realtime, spaceId, result.balance);
  return { space_id: spaceId, balance: result.balance };
}
