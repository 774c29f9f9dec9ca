import { EmptyState, Page, Spinner } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useAccount } from '@outreach/sdk/account';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** spec platform §4 and §9: up to 5 checks, the first after 15 s, each wait twice the one before. */
export const paymentChecks: readonly number[] = [15_000, 30_000, 60_000, 120_000, 240_000];

/**
 * spec platform §4: an unpaid account with a payment in progress (or back from Stripe,
 * ?redirect_from_stripe=true) waits here. Paid → campaigns, at once: `update_space` refetches
 * the account (sdk live-queries) and this page follows it. Inside the shell the route guard
 * polls the account on the schedule above (shell usePaymentPolling) and sends the user on;
 * embedded in a partner portal, with no shell guard, this page polls on the same schedule and
 * goes to billing-warning after the last check (docs/decisions.md, Billing).
 */
export default function PaymentInProgressPage() {
  const t = useT('billing');
  const navigate = useNavigate();
  const { search } = useLocation();
  const embedded = useSession((state) => state.embedded);
  const account = useAccount();
  const isPaid = account.data?.is_paid === true;
  // Where the user goes next keeps the query (selectedCred, space), without Stripe's marker.
  const carried = new URLSearchParams(search);
  carried.delete('redirect_from_stripe');
  const query = carried.size > 0 ? `?${carried.toString()}` : '';
  const latest = useRef({ navigate, query, refetch: account.refetch });
  latest.current = { navigate, query, refetch: account.refetch };

  useEffect(() => {
    if (isPaid) latest.current.navigate(`/campaigns${latest.current.query}`, { replace: true });
  }, [isPaid]);

  useEffect(() => {
    if (!embedded) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) => {
      const wait = paymentChecks[attempt];
      if (wait === undefined) {
        latest.current.navigate(`/billing-warning${latest.current.query}`, { replace: true });
        return;
      }
      timer = setTimeout(async () => {
        const answer = await latest.current.refetch().catch(() => undefined);
        if (cancelled || answer?.data?.is_paid) return; // paid: the effect above moves on
        check(attempt + 1);
      }, wait);
    };
    check(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [embedded]);

  return (
    <Page title={t('paymentInProgress.title')} subtitle={t('paymentInProgress.subtitle')}>
      <EmptyState
        icon={<Spinner label={t('paymentInProgress.emptyTitle')} />}
        title={t('paymentInProgress.emptyTitle')}
        description={t('paymentInProgress.emptyDescription')}
      />
    </Page>
  );
}
