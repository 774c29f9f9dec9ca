/**
 * The reseller's price floor as what a customer actually pays (issue 23 item 9). A price of a
 * plan is bought at a quantity of at least max(1, minimum quantity), pays its promo's price on
 * the first period, gets max(plan seats, quantity) + free seats seats (billing/stripe-sync
 * seatsFor) and the plan's default credits each period (the renewal grant). The cheapest period
 * a customer can buy is therefore: the promo price per unit × the smallest quantity; and the
 * cheapest seat and credit are that period's amount over its seats and its credits (a larger
 * quantity only costs more per seat, and never adds credits).
 *
 * The floor a super admin sets (whitelabels.price_floor) stays what it was: cents per
 * `tier:interval` (or `tier:interval:CUR`) per period, and cents per credit (`credits`,
 * `credits:CUR`). The per-seat and per-credit floors of a subscription price derive from it: the
 * period floor buys what the default brand's plan of the same tier gives (its seats, its
 * credits), so a reseller's offer never sells a seat or a credit cheaper than that; and no credit,
 * in a pack or in a plan, is sold under the per-credit floor.
 *
 * Pure: no database, no clock. All comparisons are exact (cross-multiplied in BigInt).
 */
import { currencySymbol, promoPrice } from '@outreach/core/billing';

/** The terms of one price that decide what its customer pays. */
export interface Offer {
  kind: 'subscription' | 'credits';
  /** What is charged per unit and period, in cents (before any promo). */
  unitCents: number;
  /** The promo's percent off the first period; 0 or null without one. */
  percentOff?: number | null;
  /** Subscriptions: the least quantity bought (a price's minimum payment quantity). */
  minimumQuantity?: number;
  /** Subscriptions: seats given on top of those bought. */
  freeSeats?: number;
  /** Subscriptions: the plan's total seats. */
  planSeats?: number;
  /** Credits each period (a subscription's plan default credits) or in the pack. */
  credits: number;
}

/** What the cheapest purchase of an offer costs and gives. */
export interface EffectivePrice {
  /** Cents of the cheapest period (packs: the pack), after the promo, at the smallest quantity. */
  perPeriod: number;
  /** The same before the promo. */
  perPeriodBeforePromo: number;
  seats: number;
  credits: number;
}

/** What a customer pays at least for the cheapest period of `offer` and what they get for it. */
export function effectivePrice(offer: Offer): EffectivePrice {
  if (offer.kind === 'credits') {
    return {
      perPeriod: offer.unitCents,
      perPeriodBeforePromo: offer.unitCents,
      seats: 0,
      credits: offer.credits,
    };
  }
  const quantity = Math.max(1, offer.minimumQuantity ?? 1);
  // billing.service promoDiscountCents: the first invoice is exactly promoPrice per unit.
  const promoUnit = offer.percentOff
    ? Math.min(offer.unitCents, Math.round(promoPrice(offer.unitCents / 100, offer.percentOff, 'free') * 100))
    : offer.unitCents;
  return {
    perPeriod: Math.max(0, promoUnit) * quantity,
    perPeriodBeforePromo: offer.unitCents * quantity,
    seats: Math.max(offer.planSeats ?? 0, quantity) + (offer.freeSeats ?? 0),
    credits: offer.credits,
  };
}

/** At least `cents` for every `units` (seats or credits): a ratio, kept exact. */
export interface Rate {
  cents: number;
  units: number;
}

export interface Floor {
  /** Cents a period at least (subscriptions). */
  perPeriod: number | null;
  perSeat: Rate | null;
  /** Every per-credit floor that applies (derived and explicit): each must hold. */
  perCredit: Rate[];
}

/** The default brand's plan of the price's tier: what the period floor buys. */
export interface ReferencePlan {
  seats: number;
  credits: number;
}

/**
 * The floor of a price from the brand's `price_floor` record: the period floor of its tier and
 * interval (currency-specific first), the per-seat and per-credit floors it implies against the
 * reference plan, and the explicit per-credit floor. Packs have only the per-credit floor.
 */
export function floorFor(
  priceFloor: Record<string, number>,
  terms: { kind: 'subscription' | 'credits'; tier: string | null; interval: string | null; currency: string },
  reference: ReferencePlan | null,
): Floor {
  const perCreditCents = priceFloor[`credits:${terms.currency}`] ?? priceFloor.credits;
  const explicitCredit: Rate[] = perCreditCents === undefined ? [] : [{ cents: perCreditCents, units: 1 }];
  if (terms.kind === 'credits') return { perPeriod: null, perSeat: null, perCredit: explicitCredit };
  const key = `${terms.tier}:${terms.interval}`;
  const perPeriod = priceFloor[`${key}:${terms.currency}`] ?? priceFloor[key] ?? null;
  if (perPeriod === null || !reference) return { perPeriod, perSeat: null, perCredit: explicitCredit };
  return {
    perPeriod,
    perSeat: { cents: perPeriod, units: Math.max(1, reference.seats) },
    perCredit:
      reference.credits > 0
        ? [{ cents: perPeriod, units: reference.credits }, ...explicitCredit]
        : explicitCredit,
  };
}

export type FloorBreach =
  | { measure: 'period'; minimum: number }
  | { measure: 'promo'; minimum: number }
  | { measure: 'seat'; minimum: Rate }
  | { measure: 'credit'; minimum: Rate }
  /** A pack's price: the per-credit floor times its credits. */
  | { measure: 'pack'; minimum: number };

/** `amount / units < rate` exactly. */
function under(amount: number, units: number, rate: Rate): boolean {
  return BigInt(amount) * BigInt(rate.units) < BigInt(rate.cents) * BigInt(units);
}

/** Every way `offer` charges less than `floor`, in the order period, promo, seat, credit. */
export function floorBreaches(offer: Offer, floor: Floor): FloorBreach[] {
  const paid = effectivePrice(offer);
  const breaches: FloorBreach[] = [];
  if (offer.kind === 'credits') {
    const rate = floor.perCredit.find((candidate) => under(paid.perPeriod, paid.credits, candidate));
    if (rate)
      breaches.push({ measure: 'pack', minimum: Math.ceil((rate.cents * paid.credits) / rate.units) });
    return breaches;
  }
  if (floor.perPeriod !== null) {
    if (paid.perPeriodBeforePromo < floor.perPeriod)
      breaches.push({ measure: 'period', minimum: floor.perPeriod });
    else if (paid.perPeriod < floor.perPeriod) breaches.push({ measure: 'promo', minimum: floor.perPeriod });
  }
  if (floor.perSeat && under(paid.perPeriod, Math.max(1, paid.seats), floor.perSeat)) {
    breaches.push({ measure: 'seat', minimum: floor.perSeat });
  }
  const rate =
    paid.credits > 0 && floor.perCredit.find((candidate) => under(paid.perPeriod, paid.credits, candidate));
  if (rate) breaches.push({ measure: 'credit', minimum: rate });
  return breaches;
}

/** The first way `offer` charges less than `floor`, or null when it holds on every measure. */
export function floorBreach(offer: Offer, floor: Floor): FloorBreach | null {
  return floorBreaches(offer, floor)[0] ?? null;
}

/** Whether `after` charges less than `before` on the breach's measure (before null: a new offer). */
function lowered(measure: FloorBreach['measure'], before: Offer | null, after: Offer): boolean {
  if (!before) return true;
  const was = effectivePrice(before);
  const now = effectivePrice(after);
  // a/b < c/d exactly; no credits is an infinite price per credit.
  const less = (a: number, b: number, c: number, d: number) =>
    d === 0 ? b !== 0 : b !== 0 && BigInt(a) * BigInt(d) < BigInt(c) * BigInt(b);
  switch (measure) {
    case 'period':
      return now.perPeriodBeforePromo < was.perPeriodBeforePromo;
    case 'promo':
      return now.perPeriod < was.perPeriod;
    case 'seat':
      return less(now.perPeriod, Math.max(1, now.seats), was.perPeriod, Math.max(1, was.seats));
    case 'credit':
    case 'pack':
      return less(now.perPeriod, now.credits, was.perPeriod, was.credits);
  }
}

/**
 * The rule a reseller's change meets (issue 23 item 9): it may not lower what a customer pays,
 * per period, after the promo, per seat or per credit, to under the floor. Answers the first
 * measure `after` breaches that the change lowered (every breach of a new offer); a measure
 * already under the floor (a floor raised later) and not lowered does not block other edits.
 */
export function loweredUnderFloor(before: Offer | null, after: Offer, floor: Floor): FloorBreach | null {
  return floorBreaches(after, floor).find((breach) => lowered(breach.measure, before, after)) ?? null;
}

/**
 * An amount of cents as money, rounded UP to at most 4 decimals of the unit (a floor of $49 for
 * 500 credits is "$0.098" a credit): the smallest price that passes is never shown lower.
 */
export function formatRate(rate: Rate, currency: string): string {
  const tenThousandths = Math.ceil((rate.cents * 100) / rate.units - 1e-9);
  const text = (tenThousandths / 10_000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return `${currencySymbol(currency)}${text}`;
}
