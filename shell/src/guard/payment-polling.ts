/**
 * spec platform §4 Account payment and §9: "Unpaid with payment in progress goes to
 * payment-in-progress, then polling up to 5 times, first wait 15 s, doubling each time;
 * if paid go to campaigns, otherwise billing-warning."
 */
export const PAYMENT_POLLING_ATTEMPTS = 5;
export const PAYMENT_POLLING_FIRST_WAIT_MS = 15_000;

/** The wait before each attempt, in milliseconds: 15 s, 30 s, 60 s, 120 s, 240 s. */
export const paymentPollingSchedule: readonly number[] = Array.from(
  { length: PAYMENT_POLLING_ATTEMPTS },
  (_, attempt) => PAYMENT_POLLING_FIRST_WAIT_MS * 2 ** attempt,
);

/**
 * What to do after `attemptsDone` attempts (1-based count of account checks so far):
 * go to campaigns once paid, keep polling after the next wait, or give up on billing-warning.
 */
export function paymentPolling(
  attemptsDone: number,
  isPaid: boolean,
): { next: 'wait'; waitMs: number } | { next: 'done'; redirect: '/campaigns' | '/billing-warning' } {
  if (isPaid) return { next: 'done', redirect: '/campaigns' };
  const waitMs = paymentPollingSchedule[attemptsDone];
  if (waitMs === undefined) return { next: 'done', redirect: '/billing-warning' };
  return { next: 'wait', waitMs };
}
