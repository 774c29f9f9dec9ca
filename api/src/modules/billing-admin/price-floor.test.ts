import { describe, expect, it } from 'vitest';
import {
  effectivePrice,
  type Floor,
  floorBreach,
  floorFor,
  formatRate,
  loweredUnderFloor,
  type Offer,
} from './price-floor';

/** Growth monthly as the defaults have it: $59 a unit, 5 seats, 500 credits a period. */
const growth: Offer = {
  kind: 'subscription',
  unitCents: 5900,
  percentOff: null,
  minimumQuantity: 1,
  freeSeats: 0,
  planSeats: 5,
  credits: 500,
};
const reference = { seats: 5, credits: 500 };
const floor: Floor = floorFor({ 'growth:monthly': 4900 }, { ...terms() }, reference);

function terms(currency = 'USD') {
  return { kind: 'subscription' as const, tier: 'growth', interval: 'monthly', currency };
}

describe('effectivePrice', () => {
  it('the cheapest period is the promo price per unit times the smallest quantity', () => {
    expect(effectivePrice(growth)).toEqual({
      perPeriod: 5900,
      perPeriodBeforePromo: 5900,
      seats: 5,
      credits: 500,
    });
    // spec §9: floor(price × (1 − percent_off/100)) in whole units: $59 at 20 % off is $47.
    expect(effectivePrice({ ...growth, percentOff: 20 }).perPeriod).toBe(4700);
    expect(effectivePrice({ ...growth, percentOff: 100 }).perPeriod).toBe(0);
    // A minimum quantity of 3 bills 3 units; seats are the plan's or the quantity, plus free ones.
    expect(effectivePrice({ ...growth, minimumQuantity: 3, freeSeats: 2 })).toMatchObject({
      perPeriod: 17_700,
      seats: 7,
    });
    expect(effectivePrice({ ...growth, minimumQuantity: 8 }).seats).toBe(8);
  });
});

describe('floorFor', () => {
  it('derives the per-seat and per-credit floors from the period floor and the reference plan', () => {
    expect(floor).toEqual({
      perPeriod: 4900,
      perSeat: { cents: 4900, units: 5 },
      perCredit: [{ cents: 4900, units: 500 }],
    });
  });

  it('prefers the currency-specific period floor, and adds the explicit per-credit floor', () => {
    const record = { 'growth:monthly': 4900, 'growth:monthly:EUR': 4500, credits: 5, 'credits:EUR': 4 };
    expect(floorFor(record, terms('EUR'), reference)).toEqual({
      perPeriod: 4500,
      perSeat: { cents: 4500, units: 5 },
      perCredit: [
        { cents: 4500, units: 500 },
        { cents: 4, units: 1 },
      ],
    });
    expect(floorFor(record, { kind: 'credits', tier: null, interval: null, currency: 'USD' }, null)).toEqual({
      perPeriod: null,
      perSeat: null,
      perCredit: [{ cents: 5, units: 1 }],
    });
  });

  it('no period floor: no derived floors; a reference without credits derives no per-credit floor', () => {
    expect(floorFor({}, terms(), reference)).toEqual({ perPeriod: null, perSeat: null, perCredit: [] });
    expect(floorFor({ 'growth:monthly': 4900 }, terms(), { seats: 0, credits: 0 })).toEqual({
      perPeriod: 4900,
      perSeat: { cents: 4900, units: 1 },
      perCredit: [],
    });
  });
});

describe('floorBreach', () => {
  it('holds at the floor exactly', () => {
    expect(floorBreach({ ...growth, unitCents: 4900 }, floor)).toBeNull();
    expect(floorBreach(growth, floor)).toBeNull();
  });

  it('a price under the period floor', () => {
    expect(floorBreach({ ...growth, unitCents: 4800 }, floor)).toEqual({ measure: 'period', minimum: 4900 });
  });

  it('a 100 % promo (or any promo that takes the first period under the floor)', () => {
    expect(floorBreach({ ...growth, percentOff: 100 }, floor)).toEqual({ measure: 'promo', minimum: 4900 });
    expect(floorBreach({ ...growth, percentOff: 20 }, floor)).toEqual({ measure: 'promo', minimum: 4900 });
    expect(floorBreach({ ...growth, percentOff: 10 }, floor)).toBeNull();
  });

  it('100,000 seats for the floor price: a seat under the per-seat floor', () => {
    expect(floorBreach({ ...growth, planSeats: 100_000 }, floor)).toEqual({
      measure: 'seat',
      minimum: { cents: 4900, units: 5 },
    });
    // Free seats count as seats; a minimum quantity that pays for them holds.
    expect(floorBreach({ ...growth, freeSeats: 10 }, floor)?.measure).toBe('seat');
    expect(floorBreach({ ...growth, unitCents: 1000, minimumQuantity: 10, planSeats: 10 }, floor)).toBeNull();
  });

  it('10,000,000 credits a period for the floor price: a credit under the per-credit floor', () => {
    expect(floorBreach({ ...growth, credits: 10_000_000 }, floor)).toEqual({
      measure: 'credit',
      minimum: { cents: 4900, units: 500 },
    });
    // The explicit per-credit floor binds plan credits too.
    const withCredits = floorFor({ credits: 20 }, terms(), reference);
    expect(floorBreach(growth, withCredits)).toEqual({ measure: 'credit', minimum: { cents: 20, units: 1 } });
  });

  it('a credit pack under the per-credit floor names the least the pack costs', () => {
    const packFloor = floorFor(
      { credits: 5 },
      { kind: 'credits', tier: null, interval: null, currency: 'EUR' },
      null,
    );
    expect(floorBreach({ kind: 'credits', unitCents: 400, credits: 100 }, packFloor)).toEqual({
      measure: 'pack',
      minimum: 500,
    });
    expect(floorBreach({ kind: 'credits', unitCents: 500, credits: 100 }, packFloor)).toBeNull();
  });

  it('stays exact at the largest inputs the API takes', () => {
    const huge: Offer = { ...growth, unitCents: 100_000_000, minimumQuantity: 100_000, planSeats: 100_000 };
    const hugeFloor = floorFor({ 'growth:monthly': 100_000_000 }, terms(), { seats: 1, credits: 1 });
    expect(floorBreach({ ...huge, freeSeats: 1, credits: 1 }, hugeFloor)?.measure).toBe('seat');
    expect(floorBreach({ ...huge, credits: 100_000 }, hugeFloor)).toBeNull();
  });
});

describe('formatRate', () => {
  it('shows a floor per seat or per credit rounded up, never lower than it is', () => {
    expect(formatRate({ cents: 4900, units: 5 }, 'USD')).toBe('$9.8');
    expect(formatRate({ cents: 4900, units: 500 }, 'EUR')).toBe('€0.098');
    expect(formatRate({ cents: 100, units: 3 }, 'USD')).toBe('$0.3334');
    expect(formatRate({ cents: 5, units: 1 }, 'USD')).toBe('$0.05');
  });
});

describe('loweredUnderFloor', () => {
  it('refuses a new offer under the floor, and a change that lowers a measure under it', () => {
    expect(loweredUnderFloor(null, { ...growth, unitCents: 4800 }, floor)?.measure).toBe('period');
    expect(loweredUnderFloor(growth, { ...growth, credits: 10_000_000 }, floor)?.measure).toBe('credit');
    expect(loweredUnderFloor(growth, { ...growth, planSeats: 100_000 }, floor)?.measure).toBe('seat');
    expect(loweredUnderFloor(growth, { ...growth, percentOff: 100 }, floor)?.measure).toBe('promo');
  });

  it('a measure already under the floor and not lowered does not block the change', () => {
    // A 20 % promo under a floor raised later ($47 a period, $9.40 a seat): fewer credits still save.
    const promoted = { ...growth, percentOff: 20 };
    expect(loweredUnderFloor(promoted, { ...promoted, credits: 400 }, floor)).toBeNull();
    expect(loweredUnderFloor(promoted, { ...promoted, planSeats: 6 }, floor)?.measure).toBe('seat');
    // ...but lowering that measure further does not.
    expect(loweredUnderFloor(promoted, { ...promoted, percentOff: 30 }, floor)?.measure).toBe('promo');
    // Raising a price under the floor is always allowed, even if it stays under.
    expect(
      loweredUnderFloor({ ...growth, unitCents: 1000 }, { ...growth, unitCents: 2000 }, floor),
    ).toBeNull();
  });
});
