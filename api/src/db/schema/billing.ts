import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { spaceKey, spaceOwned, spaceRef, spaces } from './spaces';
import { users } from './users';
import { createdAt, optionalRef, ownerRef, primaryId, timestamptz, updatedAt } from './columns';

/**
 * Billing (spec platform §3 "Plan/price", "Feature record", §4 payment states; issue 13).
 * Plans and prices are data, one set per brand, seeded from api/src/platform/plans.defaults.ts
 * (the admin console edits them). Stripe is the source of truth for subscriptions and invoices;
 * the workspace row (spaces) keeps what the product needs to decide quickly (tier, is_paid,
 * seats, the subscription summary), updated from Stripe's webhooks.
 */

/** spec platform §3 limited_features: campaigns and email integrations, each limited or not. */
export interface LimitedFeature {
  is_limited: boolean;
  limit: number;
}
export interface LimitedFeatures {
  campaigns: LimitedFeature;
  email_integrations: LimitedFeature;
}
/** spec platform §3 seats: cloud and extension seats of the tier, free seats, minimum quantity. */
export interface PlanSeats {
  total: number;
  cloud: number;
  extension: number;
  /** How seats count (sdk features seatsTypes); absent means `shared` (issue 14). */
  type?: 'shared' | 'separate';
}
export interface CardDescription {
  name: string;
  features: string[];
}
export interface Promo {
  code: string;
  description: string;
  percent_off: number;
}

/** One tier of one brand: its feature flags, limits, seats and the credits granted each period. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: primaryId(),
    brand: text('brand').notNull(),
    tier: text('tier').notNull(),
    /** Feature flags (core/src/features.ts) the tier includes. */
    features: jsonb('features').$type<string[]>().notNull(),
    limitedFeatures: jsonb('limited_features').$type<LimitedFeatures>().notNull(),
    seats: jsonb('seats').$type<PlanSeats>().notNull(),
    /** default.default_credits_count: granted at every renewal. */
    defaultCredits: integer('default_credits').notNull().default(0),
    /** credits_features: the credit categories (sdk billing creditCategories) the tier may spend on. */
    creditsFeatures: jsonb('credits_features').$type<string[]>().notNull(),
    cardDescription: jsonb('card_description').$type<CardDescription>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('billing_plans_brand_tier_idx').on(table.brand, table.tier)],
);
export type BillingPlanRow = typeof billingPlans.$inferSelect;

export const priceKinds = ['subscription', 'credits'] as const;
export type PriceKind = (typeof priceKinds)[number];

/**
 * A price of a brand: a tier's subscription price for one interval and currency (local_prices by
 * period then currency), or a credit pack (kind credits, `credits` granted once). stripe_price_id
 * is filled the first time the price is used (the Stripe product and price are created then).
 */
export const billingPrices = pgTable(
  'billing_prices',
  {
    id: primaryId(),
    brand: text('brand').notNull(),
    kind: text('kind', { enum: priceKinds }).notNull().default('subscription'),
    /** The tier a subscription price buys; null for credit packs. */
    tier: text('tier'),
    /** custom, monthly, quarterly, annual, lifetime; null for credit packs (paid once). */
    interval: text('interval'),
    currency: text('currency').notNull(),
    /** Per seat for subscriptions, per pack for credits; in the currency's minor unit (cents). */
    amountCents: integer('amount_cents').notNull(),
    /** Credits a pack grants (kind credits). */
    credits: integer('credits'),
    stripePriceId: text('stripe_price_id'),
    promo: jsonb('promo').$type<Promo>(),
    freeSeats: integer('free_seats').notNull().default(0),
    minimumPaymentQuantity: integer('minimum_payment_quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('billing_prices_brand_idx').on(table.brand, table.kind, table.currency),
    uniqueIndex('billing_prices_stripe_idx').on(table.stripePriceId),
  ],
);
export type BillingPriceRow = typeof billingPrices.$inferSelect;

/** The Stripe side of a workspace: its customer, its subscription and what it bought. */
export const billingAccounts = pgTable('billing_accounts', {
  spaceId: spaceKey(),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Stripe's subscription status (active, trialing, past_due, unpaid, canceled, incomplete, ...). */
  subscriptionStatus: text('subscription_status'),
  priceId: optionalRef('price_id', () => billingPrices.id),
  interval: text('interval'),
  currency: text('currency'),
  /** The subscription's amount per period (all seats), minor units. */
  amountCents: integer('amount_cents'),
  quantity: integer('quantity'),
  currentPeriodEnd: timestamptz('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The last payment's failure, shown on the billing pages ('Your card was declined.'). */
  lastPaymentError: text('last_payment_error'),
  updatedAt: updatedAt(),
});
export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/** Stripe events already handled (deduplicated by Stripe's event id). */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    spaceId: optionalRef('space_id', () => spaces.id),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [index('stripe_events_received_idx').on(table.receivedAt)],
);

export const checkoutKinds = ['credits', 'subscription', 'payment_method'] as const;

/**
 * Every Checkout Session the app created (issue 23 item 1), keyed by Stripe's session id: what it
 * sells and to which workspace, as the app decided when it created it. A completed session grants
 * from this row, never from the session's metadata (which whoever created the session wrote); a
 * session the app did not create grants nothing.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    sessionId: text('session_id').primaryKey(),
    spaceId: spaceRef(),
    kind: text('kind', { enum: checkoutKinds }).notNull(),
    priceId: optionalRef('price_id', () => billingPrices.id),
    /** The credits a pack grants (kind credits), as the price said when the session was created. */
    credits: integer('credits'),
    /** What the app asked for, in minor units of `currency` (the price times the quantity). */
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('billing_checkouts_space_idx').on(table.spaceId)],
);
export type BillingCheckoutRow = typeof billingCheckouts.$inferSelect;

/**
 * The workspace's one credit wallet (spec platform §3 credits_usage): the balance never goes
 * below zero (a check, and every debit is a conditional update), the auto top-up rule and its
 * settings.
 */
export const creditWallets = pgTable(
  'credit_wallets',
  {
    spaceId: spaceKey(),
    balance: integer('balance').notNull().default(0),
    autoTopupEnabled: boolean('auto_topup_enabled').notNull().default(false),
    /** Buy a pack when the balance falls under this. */
    autoTopupThreshold: integer('auto_topup_threshold').notNull().default(0),
    autoTopupPriceId: optionalRef('auto_topup_price_id', () => billingPrices.id),
    /** At most this many automatic packs a calendar month. */
    autoTopupMaxPerMonth: integer('auto_topup_max_per_month').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [check('credit_wallets_balance_check', sql`${table.balance} >= 0`)],
);
export type CreditWalletRow = typeof creditWallets.$inferSelect;

export const ledgerKinds = ['usage', 'renewal', 'pack', 'topup', 'manual', 'uset', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * Every change of a wallet's balance, with the balance after it. `idempotency_key` is unique per
 * workspace: the same debit or grant asked twice is written once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    ...spaceOwned(),
    userId: optionalRef('user_id', () => users.id),
    /** Negative for usage, positive for grants. */
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** A credit category (sdk billing creditCategories), or `default` for grants. */
    category: text('category').notNull().default('default'),
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_ledger_idempotency_idx').on(table.spaceId, table.idempotencyKey),
    index('credit_ledger_space_idx').on(table.spaceId, table.createdAt),
    index('credit_ledger_user_idx').on(table.spaceId, table.userId, table.createdAt),
  ],
);
export type CreditLedgerRow = typeof creditLedger.$inferSelect;

/** A member's monthly credit cap, set by the workspace's admins (no row: no cap). */
export const creditMemberCaps = pgTable(
  'credit_member_caps',
  {
    spaceId: spaceRef(),
    userId: ownerRef('user_id', () => users.id),
    monthlyCap: integer('monthly_cap').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.spaceId, table.userId] })],
);
