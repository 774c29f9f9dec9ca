/**
 * Where time comes from. Services take a Clock instead of calling `new Date()`,
 * so the scheduler, token and code expiry rules are tested by moving the clock,
 * never by sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  set(date: Date | string): void;
  advance(milliseconds: number): void;
}

/** A clock that only moves when told to (tests, seed data with staggered dates). */
export function createManualClock(start: Date | string = '2026-01-05T09:00:00.000Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
