import { findBrand } from '@outreach/brands';
import { intervalMonths } from '@outreach/core/billing';
import { type Column, and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  billingAccounts,
  creditLedger,
  credentials,
  spaces,
  stepExecutions,
  whitelabels,
} from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminScope, scopeBrands } from '../../platform/admin-scope';
import { assertBrand, opsMessages } from './admin-ops.common';
import type { SpaceReport, WlReport } from './reports.schema';

const dayMs = 86_400_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The period [from, to] (whole UTC days): default the last 30 days, at most 366. */
export function reportPeriod(clock: Clock, query: { from?: string; to?: string }) {
  const parse = (value: string) => {
    if (!datePattern.test(value)) throw new AppError(400, opsMessages.dateFormat);
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || day(date) !== value) throw new AppError(400, opsMessages.dateFormat);
    return date;
  };
  const to = query.to ? parse(query.to) : parse(day(clock.now()));
  const from = query.from ? parse(query.from) : new Date(to.getTime() - 29 * dayMs);
  if (from > to) throw new AppError(400, opsMessages.dateOrder);
  const days = Math.round((to.getTime() - from.getTime()) / dayMs) + 1;
  if (days > 366) throw new AppError(400, opsMessages.periodTooLong);
  return { from, to, end: new Date(to.getTime() + dayMs), days };
}

/** The brands a report covers: one (in scope, else 404) or every brand the scope sees (null: all). */
function reportBrands(scope: AdminScope, brand?: string): string[] | null {
  if (brand) {
    assertBrand(scope, brand, opsMessages.whitelabelNotFound);
    return [brand];
  }
  return scopeBrands(scope);
}

/** `column` within the period's whole UTC days: from its first day to before the day after `to`. */
const inPeriod = (column: Column, period: { from: Date; end: Date }) =>
  and(gte(column, period.from), lt(column, period.end));

const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** GET /admin/space_report: per day new workspaces, paid ones, credentials connected, actions done. */
export async function spaceReport(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  query: { from?: string; to?: string; brand?: string },
): Promise<SpaceReport> {
  const period = reportPeriod(clock, query);
  const brands = reportBrands(scope, query.brand);
  const brandWhere = brands ? inArray(spaces.brand, brands) : undefined;
  const createdDay = dayOf(spaces.createdAt);
  const credentialDay = dayOf(credentials.createdAt);
  const actionDay = dayOf(stepExecutions.finishedAt);
  const [created, connected, actions] = await Promise.all([
    db
      .select({
        date: createdDay,
        value: count(),
        paid: sql<number>`count(*) filter (where ${spaces.isPaid} and ${spaces.tier} <> 'free')`,
      })
      .from(spaces)
      .where(and(brandWhere, inPeriod(spaces.createdAt, period)))
      .groupBy(createdDay),
    db
      .select({ date: credentialDay, value: count() })
      .from(credentials)
      .innerJoin(spaces, eq(spaces.id, credentials.spaceId))
      .where(and(brandWhere, inPeriod(credentials.createdAt, period)))
      .groupBy(credentialDay),
    db
      .select({ date: actionDay, value: count() })
      .from(stepExecutions)
      .innerJoin(spaces, eq(spaces.id, stepExecutions.spaceId))
      .where(and(brandWhere, eq(stepExecutions.status, 'done'), inPeriod(stepExecutions.finishedAt, period)))
      .groupBy(actionDay),
  ]);
  const createdMap = new Map(created.map((row) => [row.date, row]));
  const connectedMap = new Map(connected.map((row) => [row.date, Number(row.value)]));
  const actionsMap = new Map(actions.map((row) => [row.date, Number(row.value)]));
  const days: SpaceReport['days'] = [];
  for (let index = 0; index < period.days; index += 1) {
    const date = day(new Date(period.from.getTime() + index * dayMs));
    const row = createdMap.get(date);
    days.push({
      date,
      new_workspaces: Number(row?.value ?? 0),
      paid_workspaces: Number(row?.paid ?? 0),
      credentials_connected: connectedMap.get(date) ?? 0,
      actions_done: actionsMap.get(date) ?? 0,
    });
  }
  const totals = days.reduce(
    (sum, row) => ({
      new_workspaces: sum.new_workspaces + row.new_workspaces,
      paid_workspaces: sum.paid_workspaces + row.paid_workspaces,
      credentials_connected: sum.credentials_connected + row.credentials_connected,
      actions_done: sum.actions_done + row.actions_done,
    }),
    { new_workspaces: 0, paid_workspaces: 0, credentials_connected: 0, actions_done: 0 },
  );
  return { from: day(period.from), to: day(period.to), days, totals };
}

/** Subscriptions that count as paid for MRR: Stripe's active and trialing ones. */
const paidStatuses = ['active', 'trialing', 'past_due'];

/**
 * GET /admin/wl_report: per brand its customers (not deleted), paid customers, MRR (each paid Stripe
 * subscription's amount per month, per currency), credits used in the period and seats used
 * (connected accounts not deleted).
 */
export async function wlReport(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  query: { from?: string; to?: string },
): Promise<WlReport> {
  const period = reportPeriod(clock, query);
  const brands = scopeBrands(scope);
  const brandWhere = brands ? inArray(spaces.brand, brands) : undefined;
  const live = ne(spaces.status, 'deleted');
  const monthly = sql<number>`sum(round(${billingAccounts.amountCents}::numeric / greatest(case ${billingAccounts.interval} ${sql.raw(
    Object.entries(intervalMonths)
      .map(([name, months]) => `when '${name}' then ${months}`)
      .join(' '),
  )} else 1 end, 1)))`;
  const [customers, mrr, credits, seats, records] = await Promise.all([
    db
      .select({
        brand: spaces.brand,
        value: count(),
        paid: sql<number>`count(*) filter (where ${spaces.isPaid} and ${spaces.tier} <> 'free')`,
      })
      .from(spaces)
      .where(and(brandWhere, live))
      .groupBy(spaces.brand),
    db
      .select({ brand: spaces.brand, currency: billingAccounts.currency, value: monthly })
      .from(billingAccounts)
      .innerJoin(spaces, eq(spaces.id, billingAccounts.spaceId))
      .where(
        and(
          brandWhere,
          live,
          eq(spaces.subscriptionMode, 'stripe'),
          inArray(billingAccounts.subscriptionStatus, paidStatuses),
        ),
      )
      .groupBy(spaces.brand, billingAccounts.currency),
    db
      .select({ brand: spaces.brand, value: sql<number>`coalesce(sum(-${creditLedger.delta}), 0)` })
      .from(creditLedger)
      .innerJoin(spaces, eq(spaces.id, creditLedger.spaceId))
      .where(and(brandWhere, eq(creditLedger.kind, 'usage'), inPeriod(creditLedger.createdAt, period)))
      .groupBy(spaces.brand),
    db
      .select({ brand: spaces.brand, value: count() })
      .from(credentials)
      .innerJoin(spaces, eq(spaces.id, credentials.spaceId))
      .where(and(brandWhere, live, ne(credentials.status, 'deleted')))
      .groupBy(spaces.brand),
    db
      .select({ id: whitelabels.id, settings: whitelabels.settings })
      .from(whitelabels)
      .where(brands ? inArray(whitelabels.id, brands) : undefined),
  ]);
  const ids = new Set<string>([
    ...(brands ?? []),
    ...records.map((row) => row.id),
    ...customers.map((row) => row.brand),
  ]);
  const nameOf = new Map(records.map((row) => [row.id, row.settings?.name]));
  const rows = [...ids].sort().map((brand) => {
    const customer = customers.find((row) => row.brand === brand);
    return {
      brand,
      name: nameOf.get(brand) ?? findBrand(brand)?.name ?? brand,
      customers: Number(customer?.value ?? 0),
      paid_customers: Number(customer?.paid ?? 0),
      mrr: mrr
        .filter((row) => row.brand === brand)
        .map((row) => ({ currency: row.currency ?? 'USD', amount_cents: Number(row.value ?? 0) }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
      credits_used: Number(credits.find((row) => row.brand === brand)?.value ?? 0),
      seats_used: Number(seats.find((row) => row.brand === brand)?.value ?? 0),
    };
  });
  return { from: day(period.from), to: day(period.to), brands: rows };
}
