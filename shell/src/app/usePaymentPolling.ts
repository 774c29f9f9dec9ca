import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paymentPolling } from '../guard/payment-polling';

/**
 * spec platform §4 Account payment: while `active` (the guard's startPaymentPolling effect on
 * payment-in-progress), check the account on the schedule (15 s, then doubling, 5 times);
 * paid → campaigns, still unpaid after the last check → billing-warning.
 */
export function usePaymentPolling(
  active: boolean,
  fetchAccount: () => Promise<{ is_paid: boolean } | undefined>,
) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const latest = useRef({ navigate, search, fetchAccount });
  latest.current = { navigate, search, fetchAccount };

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = (attemptsDone: number, isPaid: boolean) => {
      const next = paymentPolling(attemptsDone, isPaid);
      if (next.next === 'done') {
        latest.current.navigate(`${next.redirect}${latest.current.search}`, { replace: true });
        return;
      }
      timer = setTimeout(async () => {
        const account = await latest.current.fetchAccount().catch(() => undefined);
        if (!cancelled) step(attemptsDone + 1, account?.is_paid === true);
      }, next.waitMs);
    };
    step(0, false);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active]);
}
