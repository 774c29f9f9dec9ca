import { api, useSession } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { type Account, useAccount } from '@outreach/sdk/account';
import {
  billingOverviewQuery,
  billingPricesQuery,
  billingKeys as pageDataKeys,
  creditsChartQuery,
} from '@outreach/sdk/page-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * The billing and credits routes of issue 13 (the shared contract), as the pages read them:
 * the generated schemas (core/src/contract/contract.gen.ts) through the typed client.
 */

export type BillingOverview = ApiSchema<'BillingOverview'>;
export type PaymentMethod = ApiSchema<'PaymentMethod'>;
export type Price = ApiSchema<'BillingPrice'>;
export type Plan = ApiSchema<'BillingPlanCard'>;
export type CreditPack = ApiSchema<'CreditPack'>;
export type PricesAnswer = ApiSchema<'BillingPrices'>;
/** platform §3 Payment info (units). */
export type PaymentInfo = ApiSchema<'PaymentInfo'>;
export type Invoice = ApiSchema<'Invoice'>;
export type CreditsSettings = ApiSchema<'CreditsSettings'>;
export type CreditsHistoryItem = ApiSchema<'CreditsHistoryItem'>;
export type CreditsChart = ApiSchema<'CreditsChart'>;

export interface CreditsHistoryFilters {
  start_date?: string;
  end_date?: string;
  user_id?: string;
  usage_type?: string;
  skip: number;
  limit: number;
}

/**
 * Keys under the workspace's (`['space', space, 'billing', …]`): `update_space` and
 * `update_credits` invalidate `['space']` (sdk live-queries.ts), so every billing page refetches
 * with them and none shows the previous workspace's numbers.
 */
export const billingKeys = {
  // The overview's, started by the shell with the page (sdk page-data.ts).
  ...pageDataKeys,
  invoices: (space: string | null) => [...billingKeys.all(space), 'invoices'] as const,
  extendInfo: (space: string | null) => [...billingKeys.all(space), 'extend-info'] as const,
  credits: (space: string | null) => [...billingKeys.all(space), 'credits'] as const,
  history: (space: string | null, filters: CreditsHistoryFilters) =>
    [...billingKeys.all(space), 'credits-history', filters] as const,
};

function useBillingQuery<T>(key: readonly unknown[], load: () => Promise<T>, enabled = true) {
  const token = useSession((state) => state.token);
  // A new filter, page or interval keeps the previous answer on screen until its own arrives.
  return useQuery({
    queryKey: key,
    queryFn: load,
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useOverview() {
  const space = useSession((state) => state.space);
  const { queryKey, queryFn } = billingOverviewQuery(space);
  return useBillingQuery(queryKey, queryFn);
}

export function usePrices(currency?: string, interval?: string) {
  const space = useSession((state) => state.space);
  const { queryKey, queryFn } = billingPricesQuery(space, currency, interval);
  return useBillingQuery(queryKey, queryFn);
}

/** What paying the open invoice (or resuming) costs now: only asked when there is something to extend. */
export function useExtendInfo(enabled: boolean) {
  const space = useSession((state) => state.space);
  return useBillingQuery(
    billingKeys.extendInfo(space),
    () => api.GET('/billing/prices/extend_info'),
    enabled,
  );
}

export function useInvoices() {
  const space = useSession((state) => state.space);
  return useBillingQuery(billingKeys.invoices(space), () => api.GET('/billing/invoices'));
}

export function useCreditsSettings(enabled: boolean) {
  const space = useSession((state) => state.space);
  return useBillingQuery(billingKeys.credits(space), () => api.GET('/billing/credits'), enabled);
}

export function useCreditsHistory(filters: CreditsHistoryFilters) {
  const space = useSession((state) => state.space);
  return useBillingQuery(billingKeys.history(space, filters), () =>
    api.GET('/billing/credits_history', {
      query: { ...filters },
    }),
  );
}

export function useCreditsChart(start: string, end: string) {
  const space = useSession((state) => state.space);
  const { queryKey, queryFn } = creditsChartQuery(space, start, end);
  return useBillingQuery(queryKey, queryFn);
}

/** 'YYYY-MM-DD' of a date, in UTC (the ledger's days). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days, today included: [start, end]. */
export function lastDays(days: number, now = new Date()): [string, string] {
  const start = new Date(now.getTime() - (days - 1) * 86_400_000);
  return [isoDay(start), isoDay(now)];
}

/**
 * spec platform §6: paying is for the workspace's admins (or a platform admin); a member sees
 * the billing pages read-only.
 */
export function useCanPay(account: Account | undefined): boolean {
  const user = useSession((state) => state.user);
  if (!user) return false;
  return user.is_admin || Boolean(account?.admins.includes(user._id));
}

/**
 * spec platform §6: "Upgrade button shows only if billing is enabled and subscription mode is
 * not disabled; otherwise 'Contact your customer support to help you'."
 */
export function canUpgrade(account: Pick<Account, 'is_billing_enabled' | 'subscription_mode'> | undefined) {
  return Boolean(account?.is_billing_enabled) && account?.subscription_mode !== 'disabled';
}

export { useAccount };
