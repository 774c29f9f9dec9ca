/** The credit history behind /billing/credits_history and its chart: ledger rows and days. */
import { creditCategories } from '@outreach/core/billing';
import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { creditLedger, type LedgerKind, users } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import {
  type CreditsChartJson,
  type CreditsChartQuery,
  type CreditsHistoryJson,
  type CreditsHistoryQuery,
  creditsMessages,
  maxChartDays,
  parseDateParam,
} from './credits.schema';
import { executedRows } from './credits.service';
import { fullName, assertMember } from './credit-settings';

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
