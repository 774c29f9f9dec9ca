/**
 * Billing constants shared by the API and the pages (spec platform §3 "Plan/price", "Tiers and
 * weights", "Credit categories", §8 billing messages, §9 business constants). One copy: the
 * server decides with them, the pages show them.
 */

/** spec platform §3/§9: tiers and their weights. */
export const tierWeights = { free: 0, basic: 1, growth: 3, scale: 5, unlimited: 7, supreme: 9 } as const;
export type Tier = keyof typeof tierWeights;
export const tiers = Object.keys(tierWeights) as Tier[];

/** spec platform §3: growth is also called essential, scale also called pro. */
const tierAliases: Record<string, Tier> = { essential: 'growth', pro: 'scale' };

/** A stored tier name as one of the six; unknown names count as free (the safe side). */
export function normalizeTier(tier: string | null | undefined): Tier {
  const name = (tier ?? '').trim().toLowerCase();
  return tierAliases[name] ?? tiers.find((known) => known === name) ?? 'free';
}

/** True when `tier` is at least `wanted` by weight. */
export function tierAtLeast(tier: string | null | undefined, wanted: Tier): boolean {
  return tierWeights[normalizeTier(tier)] >= tierWeights[wanted];
}

/** spec platform §3: intervals and their length in months (custom 0, lifetime 12000). */
export const intervalMonths = { custom: 0, monthly: 1, quarterly: 3, annual: 12, lifetime: 12000 } as const;
export type Interval = keyof typeof intervalMonths;
export const intervals = Object.keys(intervalMonths) as Interval[];

/** spec platform §3/§9: the currencies and their symbols (CAD C$, EUR €, GBP £, AUD AU$, otherwise $). */
export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];
export function currencySymbol(currency: string | null | undefined): string {
  switch ((currency ?? '').toUpperCase()) {
    case 'CAD':
      return 'C$';
    case 'EUR':
      return '€';
    case 'GBP':
      return '£';
    case 'AUD':
      return 'AU$';
    default:
      return '$';
  }
}

/**
 * "€49", "C$1,250.50", in French "49 €": an amount in minor units (cents) with its currency's
 * symbol (spec §9), its digits, separators and the symbol's place as `locale` writes them
 * (issue 26 item 20: one number format, the page's language).
 */
export function formatMoney(amountCents: number, currency: string | null | undefined, locale = 'en'): string {
  const whole = amountCents / 100;
  const code = (currencies as readonly string[]).includes((currency ?? '').toUpperCase())
    ? (currency ?? '').toUpperCase()
    : 'USD';
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: Number.isInteger(whole) ? 0 : 2,
    maximumFractionDigits: 2,
  }).formatToParts(whole);
  return parts.map((part) => (part.type === 'currency' ? currencySymbol(code) : part.value)).join('');
}

/** A count (credits, seats) with the separators of `locale`: "1,500", in French "1 500". */
export function formatCount(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * Seats (issue 26 item 16: one source, one number on every screen). A subscription pays for
 * `bought` seats (its quantity); the plan may give more (`included`: the price's free seats, and
 * the plan's own seats above what was bought). Pricing, checkout, the overview, the subscription
 * and the admin all show `total`, which is what the seat rule counts against.
 */
export interface SeatCount {
  /** Seats given without paying for them. */
  included: number;
  /** Seats paid for (the subscription's quantity; 0 without one). */
  bought: number;
  /** Seats the workspace has: bought + included. */
  total: number;
}

/** What a subscription of `quantity` seats on a plan of `planSeats` seats gives. */
export function subscriptionSeats(planSeats: number, quantity: number, freeSeats: number): SeatCount {
  const total = Math.max(planSeats, quantity + freeSeats);
  return { included: total - quantity, bought: quantity, total };
}

/**
 * The quantity a subscription to a plan is bought with: the plan's seats less the price's free
 * ones, at least the price's minimum and at least `current` (seats already bought are kept).
 */
export function seatsToBuy(
  planSeats: number,
  price: { freeSeats: number; minimumPaymentQuantity: number },
  current = 0,
): number {
  return Math.max(1, planSeats - price.freeSeats, price.minimumPaymentQuantity, current);
}

/**
 * spec platform §9: a promo applies on the free tier only, floor(price × (1 − percent_off/100)).
 * `price` in whole currency units as the spec shows it (price = amount in cents / 100).
 */
export function promoPrice(price: number, percentOff: number, tier: string | null | undefined): number {
  if (normalizeTier(tier) !== 'free') return price;
  return Math.floor(price * (1 - percentOff / 100));
}

/** spec platform §3 "Credit categories", as stored in the ledger and filtered in the history. */
export const creditCategories = [
  'local_enrich',
  'enrich',
  'ai_comment',
  'ai_message',
  'personality_type',
  'phone_install',
  'phone_monthly',
  'sms',
  'call',
  'inbox_message_generation',
  'label_generation',
  'personalized_message',
  'workflow_generation',
  'assistant_in_campaigns',
  /** A sending domain bought for the AI email service (issue 29; the spec's list names none). */
  'ai_domain',
  /** A mailbox the AI email service hosts on one of those domains (issue 29). */
  'ai_mailbox',
] as const;
export type CreditCategory = (typeof creditCategories)[number];

/** spec platform §8 billing messages (exact wording), and the few this project adds (docs/decisions.md). */
export const billingMessages = {
  needSeat: 'You need to purchase one more seat to be able to add an account',
  cantAddAccount: "You can't add another account",
  needSubscription: 'Please, purchase a subscription to add account',
  noCloudSeats: 'No cloud seats for this tier',
  contactSalesCredits: 'Please contact Sales to add more credits',
  providePaymentMethod: 'Please, provide payment method',
  contactSupport: 'Contact your customer support to help you',
  purchaseNotPossible: 'Subscription purchase is not possible, please contact support',
  paymentFailed: 'Payment failed, please try again or contact support',
  notEnoughSlots: 'Not enough slots',
  selectStripePrice: 'Select stripe price first',
  createBrandSettings: 'create brand settings first',
  currencyFixed: 'Currency cannot change after the first invoice',
  notEnoughCredits: 'Not enough credits',
  memberCapReached: 'Your monthly credit limit in this workspace is reached',
  priceNotFound: 'Price not found',
  billingDisabled: 'Billing is not enabled for this workspace',
  paymentsNotConfigured: 'Payments are not configured',
} as const;

/**
 * The error code a locked feature answers with (HTTP 402), beside `error`: the client turns it
 * into the upgrade prompt (spec platform §6 "Features gate tabs and upgrade prompts by tier").
 */
export const featureLockedCode = 'feature_locked';
/** The code of a tier limit reached (campaigns, email integrations), also 402. */
export const limitReachedCode = 'limit_reached';
