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
 */
import { randomUUID } from 'node:crypto';
import { billingMessages, type CreditCategory, creditCategories } from '@outreach/core/billing';
import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  creditLedger,
  creditMemberCaps,
  creditWallets,
  type LedgerKind,
  type SpaceRow,
  spaceMembers,
  spaces,
  users,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, errorMessages } from '../../errors';
import type { RealtimeEmitter } from '../../platform/announce';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { type AdminScope, assertBrandInScope, audit } from '../../platform/admin-scope';
import { priceOf } from '../../platform/plans';
import {
  type AutoTopupInput,
  type CreditsChartJson,
  type CreditsChartQuery,
  type CreditsHistoryJson,
  type CreditsHistoryQuery,
  type CreditsSettingsJson,
  creditsMessages,
  type MemberCapInput,
  maxChartDays,
  maxCreditBalance,
  parseDateParam,
  type UsetCreditsInput,
} from './credits.schema';

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

// ---------------------------------------------------------------------------------------------
// Reads and settings behind /billing/credits and /billing/credits_history (credits.routes.ts).

function fullName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/** GET /billing/credits: balance, this month's usage, the auto top-up rule and every member's cap. */
export async function creditsSettings(scope: SpaceScope): Promise<CreditsSettingsJson> {
  const since = monthStart(scope.clock.now()).toISOString();
  const [wallet] = await scope.db.select().from(creditWallets).where(inSpace(creditWallets, scope));
  const [month] = executedRows<{ used: number | string; topups: number | string }>(
    await scope.db.execute(sql`select
      coalesce(-sum(delta) filter (where kind = 'usage'), 0)::bigint as used,
      (count(*) filter (where kind = 'topup'))::int as topups
      from credit_ledger where space_id = ${scope.spaceId}::uuid and created_at >= ${since}::timestamptz`),
  );
  const members = executedRows<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    monthly_cap: number | null;
    used: number | string;
  }>(
    await scope.db.execute(sql`select u.id, u.first_name, u.last_name, u.email, c.monthly_cap,
        coalesce((select -sum(l.delta) from credit_ledger l where l.space_id = m.space_id and l.user_id = u.id
          and l.kind = 'usage' and l.created_at >= ${since}::timestamptz), 0)::bigint as used
      from space_members m
      join users u on u.id = m.user_id
      left join credit_member_caps c on c.space_id = m.space_id and c.user_id = m.user_id
      where m.space_id = ${scope.spaceId}::uuid
      order by m.created_at, u.id`),
  );
  return {
    balance: wallet?.balance ?? 0,
    used_this_month: Number(month?.used ?? 0),
    auto_topup: {
      enabled: wallet?.autoTopupEnabled ?? false,
      threshold: wallet?.autoTopupThreshold ?? 0,
      price_id: wallet?.autoTopupPriceId ?? null,
      max_per_month: wallet?.autoTopupMaxPerMonth ?? 1,
      used_this_month: Number(month?.topups ?? 0),
    },
    member_caps: members.map((member) => ({
      user_id: member.id,
      full_name: fullName({ firstName: member.first_name, lastName: member.last_name, email: member.email }),
      monthly_cap: member.monthly_cap,
      used_this_month: Number(member.used),
    })),
  };
}

/** PUT /billing/credits/auto_topup: the pack must be one of the workspace's brand's credit packs. */
export async function saveAutoTopup(
  scope: SpaceScope,
  space: SpaceRow,
  input: AutoTopupInput,
): Promise<CreditsSettingsJson> {
  let priceId: string | null = null;
  if (input.price_id !== null) {
    const price = isUuid(input.price_id) ? await priceOf(scope.db, space.brand, input.price_id) : undefined;
    if (price?.kind !== 'credits' || !price.active) throw new AppError(400, creditsMessages.packNotFound);
    priceId = price.id;
  } else if (input.enabled) {
    throw new AppError(400, creditsMessages.packNotFound);
  }
  const settings = {
    autoTopupEnabled: input.enabled,
    autoTopupThreshold: input.threshold,
    autoTopupPriceId: priceId,
    autoTopupMaxPerMonth: input.max_per_month,
    updatedAt: scope.clock.now(),
  };
  await scope.db
    .insert(creditWallets)
    .values({ spaceId: scope.spaceId, balance: 0, ...settings })
    .onConflictDoUpdate({ target: creditWallets.spaceId, set: settings });
  return creditsSettings(scope);
}

/** A member of the scope's workspace, or 404 (another workspace's user is not found). */
async function assertMember(scope: SpaceScope, userId: string): Promise<void> {
  const found = isUuid(userId)
    ? await scope.db
        .select({ userId: spaceMembers.userId })
        .from(spaceMembers)
        .where(and(inSpace(spaceMembers, scope), eq(spaceMembers.userId, userId)))
        .limit(1)
    : [];
  if (found.length === 0) throw new AppError(404, creditsMessages.notAMember);
}

/** PUT /billing/credits/member_caps/{user_id}: null removes the cap. */
export async function saveMemberCap(
  scope: SpaceScope,
  userId: string,
  input: MemberCapInput,
): Promise<CreditsSettingsJson> {
  await assertMember(scope, userId);
  if (input.monthly_cap === null) {
    await scope.db
      .delete(creditMemberCaps)
      .where(and(inSpace(creditMemberCaps, scope), eq(creditMemberCaps.userId, userId)));
  } else {
    const values = { monthlyCap: input.monthly_cap, updatedAt: scope.clock.now() };
    await scope.db
      .insert(creditMemberCaps)
      .values({ spaceId: scope.spaceId, userId, ...values })
      .onConflictDoUpdate({ target: [creditMemberCaps.spaceId, creditMemberCaps.userId], set: values });
  }
  return creditsSettings(scope);
}

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC day `2026-11-26` of an instant. */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** GET /billing/credits_history: newest first, filtered by day or range, member and usage type. */
export async function creditsHistory(
  scope: SpaceScope,
  query: CreditsHistoryQuery,
): Promise<CreditsHistoryJson> {
  const conditions: SQL[] = [inSpace(creditLedger, scope)];
  if (query.date) {
    const day = parseDateParam(query.date);
    if (day) {
      const from = new Date(`${dayOf(day.at)}T00:00:00.000Z`);
      conditions.push(
        gte(creditLedger.createdAt, from),
        lt(creditLedger.createdAt, new Date(from.getTime() + dayMs)),
      );
    }
  }
  const start = query.start_date ? parseDateParam(query.start_date) : null;
  if (start) conditions.push(gte(creditLedger.createdAt, start.at));
  const end = query.end_date ? parseDateParam(query.end_date) : null;
  if (end) {
    conditions.push(
      end.dayOnly
        ? lt(creditLedger.createdAt, new Date(end.at.getTime() + dayMs))
        : lte(creditLedger.createdAt, end.at),
    );
  }
  if (query.user_id !== undefined) {
    await assertMember(scope, query.user_id);
    conditions.push(eq(creditLedger.userId, query.user_id));
  }
  if (query.usage_type && (creditCategories as readonly string[]).includes(query.usage_type)) {
    conditions.push(eq(creditLedger.kind, 'usage'), eq(creditLedger.category, query.usage_type));
  } else if (query.usage_type) {
    conditions.push(eq(creditLedger.kind, query.usage_type as LedgerKind));
  }
  const where = and(...conditions);
  const [counted] = await scope.db.select({ total: count() }).from(creditLedger).where(where);
  const rows = await scope.db
    .select({
      row: creditLedger,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.userId))
    .where(where)
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .offset(query.skip)
    .limit(query.limit);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ row, user }) => ({
      _id: row.id,
      created_at: row.createdAt.toISOString(),
      delta: row.delta,
      balance_after: row.balanceAfter,
      kind: row.kind,
      category: row.category,
      description: row.description,
      user: user ? { _id: user.id, full_name: fullName(user) } : null,
    })),
  };
}

/**
 * GET /billing/credits_history/chart: one entry per day of [start, end] (at most 366): credits
 * used, granted (positive changes), and the balance at the end of the day — the sum of every
 * change up to then (the wallet starts at 0 and only the ledger changes it), so rows written in
 * the same instant need no order.
 */
export async function creditsChart(scope: SpaceScope, query: CreditsChartQuery): Promise<CreditsChartJson> {
  const endParsed = query.end_date ? parseDateParam(query.end_date) : null;
  const endDay = new Date(`${dayOf(endParsed?.at ?? scope.clock.now())}T00:00:00.000Z`);
  const startParsed = query.start_date ? parseDateParam(query.start_date) : null;
  const startDay = startParsed
    ? new Date(`${dayOf(startParsed.at)}T00:00:00.000Z`)
    : new Date(endDay.getTime() - 29 * dayMs);
  if (startDay.getTime() > endDay.getTime()) throw new AppError(400, creditsMessages.dateOrder);
  const length = Math.round((endDay.getTime() - startDay.getTime()) / dayMs) + 1;
  if (length > maxChartDays) throw new AppError(400, creditsMessages.chartTooLong);
  const until = new Date(endDay.getTime() + dayMs);
  const perDay = executedRows<{
    day: string;
    used: number | string;
    granted: number | string;
    net: number | string;
  }>(
    await scope.db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        coalesce(-sum(delta) filter (where kind = 'usage'), 0)::bigint as used,
        coalesce(sum(delta) filter (where delta > 0), 0)::bigint as granted,
        sum(delta)::bigint as net
      from credit_ledger
      where space_id = ${scope.spaceId}::uuid and created_at >= ${startDay.toISOString()}::timestamptz
        and created_at < ${until.toISOString()}::timestamptz
      group by 1`),
  );
  const [opening] = executedRows<{ total: number | string }>(
    await scope.db.execute(sql`select coalesce(sum(delta), 0)::bigint as total from credit_ledger
      where space_id = ${scope.spaceId}::uuid and created_at < ${startDay.toISOString()}::timestamptz`),
  );
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  let balance = Number(opening?.total ?? 0);
  const days: CreditsChartJson['days'] = [];
  for (let index = 0; index < length; index += 1) {
    const date = dayOf(new Date(startDay.getTime() + index * dayMs));
    const row = byDay.get(date);
    balance += Number(row?.net ?? 0);
    days.push({ date, used: Number(row?.used ?? 0), granted: Number(row?.granted ?? 0), balance });
  }
  return { days };
}

/** POST /admin/customers/{id}/uset_credits (platform admins): sets the balance, shown in the history. */
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
