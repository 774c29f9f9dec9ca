import { api, useSession } from '@outreach/sdk';
import { type Account, accountKeys, useAccount } from '@outreach/sdk/account';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * The billing and credits routes of issue 13 (the shared contract, docs/decisions.md "Billing"),
 * as the pages read them. The routes are built beside this remote: until they are in the
 * generated contract (sdk/src/api/contract.gen.ts) the calls go through `call` below with these
 * local shapes; once they are, `call` gives way to `api.GET('/billing/…')` and `ApiPayload`.
 */

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_primary: boolean;
}

export interface BillingOverview {
  plan: {
    tier: string;
    name: string;
    interval: string;
    currency: string;
    quantity: number;
    amount: number;
    tax_percent: number;
    amount_with_tax: number;
    status: string;
    cancel_at_period_end: boolean;
  } | null;
  next_invoice: { date: string; amount: number; currency: string } | null;
  seats: { mode: 'seats' | 'max_credentials'; used: number; total: number | null };
  credits: { balance: number };
  payment_methods: PaymentMethod[];
  is_billing_enabled: boolean;
  subscription_mode: string;
  can_upgrade: boolean;
  last_payment_error: string | null;
}

export interface Price {
  _id: string;
  tier: string;
  interval: string;
  currency: string;
  price: number;
  amount_cents: number;
  promo: { code: string; description: string; percent_off: number } | null;
  promotion_price: number | null;
  free_seats: number;
  minimum_payment_quantity: number;
}

export interface Plan {
  tier: string;
  weight: number;
  name: string;
  card_description: { name: string; features: string[] };
  seats: { total: number; cloud: number; extension: number };
  default_credits: number;
  prices: Price[];
}

export interface CreditPack {
  _id: string;
  credits: number;
  currency: string;
  price: number;
  amount_cents: number;
}

export interface PricesAnswer {
  currency: string;
  currencies: string[];
  intervals: string[];
  current_price_id: string | null;
  current_tier: string;
  plans: Plan[];
  credit_packs: CreditPack[];
}

/** platform §3 Payment info (units). */
export interface PaymentInfo {
  currency: string;
  current_base_price: number;
  tax_percent: number;
  current_tax: number;
  current_price: number;
}

export interface Invoice {
  id: string;
  number: string | null;
  date: string;
  amount: number;
  currency: string;
  status: string;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  description: string | null;
}

export interface CreditsSettings {
  balance: number;
  used_this_month: number;
  auto_topup: {
    enabled: boolean;
    threshold: number;
    price_id: string | null;
    max_per_month: number;
    used_this_month: number;
  };
  member_caps: { user_id: string; full_name: string; monthly_cap: number | null; used_this_month: number }[];
}

export interface CreditsHistoryItem {
  _id: string;
  created_at: string;
  delta: number;
  balance_after: number;
  kind: string;
  category: string | null;
  description: string | null;
  user: { _id: string; full_name: string } | null;
}

export interface CreditsChart {
  days: { date: string; used: number; granted: number; balance: number }[];
}

export interface CreditsHistoryFilters {
  start_date?: string;
  end_date?: string;
  user_id?: string;
  usage_type?: string;
  skip: number;
  limit: number;
}

type QueryValue = string | number | boolean | null | undefined;
type Init = { query?: Record<string, QueryValue>; body?: unknown };
type Untyped = Record<'GET' | 'POST' | 'PUT' | 'DELETE', (path: string, init?: Init) => Promise<unknown>>;

/** The typed client without its path check (see the note at the top). */
export function call<T>(method: keyof Untyped, path: string, init?: Init): Promise<T> {
  return (api as unknown as Untyped)[method](path, init) as Promise<T>;
}

/**
 * Keys under the workspace's (`['space', space, 'billing', …]`): `update_space` and
 * `update_credits` invalidate `['space']` (sdk live-queries.ts), so every billing page refetches
 * with them and none shows the previous workspace's numbers.
 */
export const billingKeys = {
  all: (space: string | null) => [...accountKeys.space(), space, 'billing'] as const,
  overview: (space: string | null) => [...billingKeys.all(space), 'overview'] as const,
  prices: (space: string | null, currency?: string, interval?: string) =>
    [...billingKeys.all(space), 'prices', currency ?? '', interval ?? ''] as const,
  invoices: (space: string | null) => [...billingKeys.all(space), 'invoices'] as const,
  credits: (space: string | null) => [...billingKeys.all(space), 'credits'] as const,
  history: (space: string | null, filters: CreditsHistoryFilters) =>
    [...billingKeys.all(space), 'credits-history', filters] as const,
  chart: (space: string | null, start: string, end: string) =>
    [...billingKeys.all(space), 'credits-chart', start, end] as const,
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
  return useBillingQuery(billingKeys.overview(space), () =>
    call<BillingOverview>('GET', '/billing/overview'),
  );
}

export function usePrices(currency?: string, interval?: string) {
  const space = useSession((state) => state.space);
  return useBillingQuery(billingKeys.prices(space, currency, interval), () =>
    call<PricesAnswer>('GET', '/billing/prices', { query: { currency, interval } }),
  );
}

export function useInvoices() {
  const space = useSession((state) => state.space);
  return useBillingQuery(billingKeys.invoices(space), () =>
    call<{ items: Invoice[] }>('GET', '/billing/invoices'),
  );
}

export function useCreditsSettings(enabled: boolean) {
  const space = useSession((state) => state.space);
  return useBillingQuery(
    billingKeys.credits(space),
    () => call<CreditsSettings>('GET', '/billing/credits'),
    enabled,
  );
}

export function useCreditsHistory(filters: CreditsHistoryFilters) {
  const space = useSession((state) => state.space);
  return useBillingQuery(billingKeys.history(space, filters), () =>
    call<{ items: CreditsHistoryItem[]; total: number }>('GET', '/billing/credits_history', {
      query: { ...filters },
    }),
  );
}

export function useCreditsChart(start: string, end: string) {
  const space = useSession((state) => state.space);
  return useBillingQuery(billingKeys.chart(space, start, end), () =>
    call<CreditsChart>('GET', '/billing/credits_history/chart', {
      query: { start_date: start, end_date: end },
    }),
  );
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
