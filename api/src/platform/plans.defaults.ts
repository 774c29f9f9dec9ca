/**
 * The plans and prices every brand starts with (issue 13 item 1: "stored per brand in the
 * database with seeded defaults; the admin issue will edit them"). ensureBrandPlans writes them
 * once per brand; after that the database rows are what counts.
 */
import { brands } from '@outreach/brands';
import {
  creditCategories,
  type Currency,
  currencies,
  type Interval,
  type Tier,
  tiers,
} from '@outreach/core/billing';
import { addedByTier, type FeatureFlag, tierNames } from '@outreach/core/features';
import type { CardDescription, LimitedFeatures, PlanSeats, Promo } from '../db/schema';

/** What each tier adds to the one below it (supreme includes every flag): one table, in the sdk. */
export { addedByTier };

export interface DefaultPlan {
  tier: Tier;
  limitedFeatures: LimitedFeatures;
  seats: PlanSeats;
  defaultCredits: number;
  creditsFeatures: string[];
  cardDescription: CardDescription;
}

const limited = (limit: number | null) =>
  limit === null ? { is_limited: false, limit: 0 } : { is_limited: true, limit };

/** Campaigns and email integrations per tier (null: not limited). */
const limits: Record<Tier, { campaigns: number | null; emailIntegrations: number | null }> = {
  free: { campaigns: 2, emailIntegrations: 2 },
  basic: { campaigns: 10, emailIntegrations: 5 },
  growth: { campaigns: null, emailIntegrations: 10 },
  scale: { campaigns: null, emailIntegrations: 25 },
  unlimited: { campaigns: null, emailIntegrations: null },
  supreme: { campaigns: null, emailIntegrations: null },
};

const seatsByTier: Record<Tier, PlanSeats> = {
  // A new workspace's row starts with 3 seats (spaces.total_seats): the free plan says the same.
  free: { total: 3, cloud: 3, extension: 3 },
  basic: { total: 3, cloud: 3, extension: 3 },
  growth: { total: 5, cloud: 5, extension: 5 },
  scale: { total: 10, cloud: 10, extension: 10 },
  unlimited: { total: 25, cloud: 25, extension: 25 },
  supreme: { total: 50, cloud: 50, extension: 50 },
};

const creditsByTier: Record<Tier, number> = {
  free: 0,
  basic: 100,
  growth: 500,
  scale: 1500,
  unlimited: 5000,
  supreme: 10000,
};

const cardFeatures: Record<Tier, string[]> = {
  free: ['3 seats', '2 campaigns', 'Link tracking'],
  basic: ['3 seats', '10 campaigns', '100 credits a month', 'Native CRM, webhooks and Zapier'],
  growth: [
    '5 seats',
    'Unlimited campaigns',
    '500 credits a month',
    'Smart sequences, video, Prospect Finder',
  ],
  scale: ['10 seats', '1,500 credits a month', 'Calls and SMS', 'AI assistant and AI comments'],
  unlimited: ['25 seats', '5,000 credits a month', 'AI Employee', 'Unlimited mailboxes'],
  supreme: ['50 seats', '10,000 credits a month', 'Everything'],
};

/** The credit categories a tier may spend on (calls, SMS and AI from scale up). */
function creditsFeatures(tier: Tier): string[] {
  if (tier === 'free') return [];
  // Below Scale only enrichment costs credits; from Scale every category of the ledger does.
  return tiers.indexOf(tier) < tiers.indexOf('scale') ? ['local_enrich', 'enrich'] : [...creditCategories];
}

/** Every flag the tier includes (each tier includes those beneath it). */
export function defaultFeatures(tier: Tier): FeatureFlag[] {
  return tiers.slice(0, tiers.indexOf(tier) + 1).flatMap((t) => addedByTier[t]);
}

export const defaultPlans: readonly DefaultPlan[] = tiers.map((tier) => ({
  tier,
  limitedFeatures: {
    campaigns: limited(limits[tier].campaigns),
    email_integrations: limited(limits[tier].emailIntegrations),
  },
  seats: seatsByTier[tier],
  defaultCredits: creditsByTier[tier],
  creditsFeatures: creditsFeatures(tier),
  cardDescription: { name: tierNames[tier] ?? tier, features: cardFeatures[tier] },
}));

/** Monthly price per seat in USD cents; the other intervals and currencies derive from it. */
const monthlyUsdCents: Partial<Record<Tier, number>> = {
  basic: 2900,
  growth: 5900,
  scale: 9900,
  unlimited: 14900,
  supreme: 29900,
};

/** Rough exchange, rounded to whole units: prices are shown as round numbers in every currency. */
const currencyFactor: Record<Currency, number> = { USD: 1, EUR: 0.95, GBP: 0.8, CAD: 1.4, AUD: 1.55 };

/** Months billed and the discount of each paid interval. */
const intervalTerms: Partial<Record<Interval, { months: number; discount: number }>> = {
  monthly: { months: 1, discount: 0 },
  quarterly: { months: 3, discount: 0.1 },
  annual: { months: 12, discount: 0.2 },
};

export interface DefaultPrice {
  kind: 'subscription' | 'credits';
  tier: Tier | null;
  interval: Interval | null;
  currency: Currency;
  amountCents: number;
  credits: number | null;
  promo: Promo | null;
}

const roundUnits = (cents: number) => Math.round(cents / 100) * 100;

/** Growth is the plan most teams start on: its prices carry the welcome promo (free tier only). */
const welcomePromo: Promo = { code: 'WELCOME20', description: '20% off your first period', percent_off: 20 };

/** Credit packs: credits and their USD price in cents. */
const creditPacks = [
  { credits: 100, usdCents: 1000 },
  { credits: 500, usdCents: 4000 },
  { credits: 2000, usdCents: 14000 },
];

export const defaultPrices: readonly DefaultPrice[] = [
  ...currencies.flatMap((currency) =>
    Object.entries(monthlyUsdCents).flatMap(([tier, monthly]) =>
      Object.entries(intervalTerms).map(([interval, terms]) => ({
        kind: 'subscription' as const,
        tier: tier as Tier,
        interval: interval as Interval,
        currency,
        amountCents: roundUnits(
          (monthly ?? 0) * currencyFactor[currency] * terms.months * (1 - terms.discount),
        ),
        credits: null,
        promo: tier === 'growth' ? welcomePromo : null,
      })),
    ),
  ),
  ...currencies.flatMap((currency) =>
    creditPacks.map((pack) => ({
      kind: 'credits' as const,
      tier: null,
      interval: null,
      currency,
      amountCents: roundUnits(pack.usdCents * currencyFactor[currency]),
      credits: pack.credits,
      promo: null,
    })),
  ),
];

/** The brands seeded at start (brands/ files; the admin issue turns them into records too). */
export const seededBrandIds = brands.map((brand) => brand.id);
