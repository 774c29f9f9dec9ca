/**
 * Stripe objects as the API returns them (the SDK's types of API 2026-10-28: Customer, Price,
 * Subscription with current_period_* on its items, Invoice with `parent` and line `pricing`).
 * Only the builders live here; billing.ts changes them.
 */
import { tz } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import type { Core } from './core';
import { newId, type StripeObject } from './store';

const utc = tz('UTC');

export function customerObject(
  core: Core,
  fields: { email?: string | null; name?: string | null; metadata?: Record<string, string> },
): StripeObject {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: core.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: fields.email ?? null,
    invoice_prefix: newId('X', 6).slice(2).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name ?? null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function productObject(
  core: Core,
  fields: { name: string; metadata?: Record<string, string>; description?: string | null },
): StripeObject {
  const now = core.now();
  return {
    id: newId('prod', 14),
    object: 'product',
    active: true,
    created: now,
    default_price: null,
    description: fields.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: fields.metadata ?? {},
    name: fields.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
}

export function priceObject(
  core: Core,
  fields: {
    product: string;
    unitAmount: number;
    currency: string;
    recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null;
    lookupKey?: string | null;
    nickname?: string | null;
    metadata?: Record<string, string>;
  },
): StripeObject {
  return {
    id: newId('price', 24),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: core.now(),
    currency: fields.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: fields.lookupKey ?? null,
    metadata: fields.metadata ?? {},
    nickname: fields.nickname ?? null,
    product: fields.product,
    recurring: fields.recurring
      ? { ...fields.recurring, meter: null, trial_period_days: null, usage_type: 'licensed' }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: fields.recurring ? 'recurring' : 'one_time',
    unit_amount: fields.unitAmount,
    unit_amount_decimal: String(fields.unitAmount),
  };
}

/** The legacy `plan` Stripe still puts beside `price` on a subscription item. */
export function planOf(price: StripeObject): StripeObject {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6/.test(number)) return 'discover';
  return 'unknown';
}

export function paymentMethodObject(
  core: Core,
  card: { number: string; expMonth: number; expYear: number; name?: string | null; email?: string | null },
): StripeObject {
  const brand = cardBrand(card.number);
  return {
    id: newId('pm', 24),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: card.email ?? null,
      name: card.name ?? null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.number.slice(-8),
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: core.now(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/** The end of a billing period: `count` intervals after start, by calendar (Jan 31 + 1 month = Feb 28). */
export function addInterval(start: number, interval: string, count: number): number {
  if (interval === 'day') return start + count * 86_400;
  if (interval === 'week') return start + count * 7 * 86_400;
  const months = interval === 'year' ? 12 * count : count;
  // date-fns clamps to the month's last day; `in: utc` counts calendar months in UTC, as Stripe does.
  return Math.floor(addMonths(start * 1000, months, { in: utc }).getTime() / 1000);
}

export const currencySymbols: Record<string, string> = {
  usd: '$',
  eur: '€',
  gbp: '£',
  cad: 'CA$',
  aud: 'A$',
};

export function formatAmount(amount: number, currency: string): string {
  const symbol = currencySymbols[currency.toLowerCase()];
  const value = (Math.abs(amount) / 100).toFixed(2);
  const sign = amount < 0 ? '-' : '';
  return symbol ? `${sign}${symbol}${value}` : `${sign}${value} ${currency.toUpperCase()}`;
}
