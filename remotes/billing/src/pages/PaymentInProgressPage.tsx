import { EmptyState, Page, Spinner } from '@outreach/design-system';
import { useSession, useT, useNavigate } from '@outreach/sdk';
import { type Account, accountKeys, useAccount } from '@outreach/sdk/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { browser } from '../features/money';

/** spec platform §4 and §9: up to 5 checks, the first after 15 s, each wait twice the one before. */
export const paymentChecks: readonly number[] = [15_000, 30_000, 60_000, 120_000, 240_000];

/**
 * spec platform §4: an unpaid account with a payment in progress (or back from Stripe,
 * ?redirect_from_stripe=true) waits here. Paid → campaigns, at once: `update_space` refetches
 * the account (sdk live-queries) and this page follows it. Inside the shell the route guard
 * polls the account on the schedule above (shell usePaymentPolling) and sends the user on;
 * embedded in a partner portal, with no shell guard, this page polls on the same schedule and
 * goes to billing-warning after the last check (docs/decisions.md, Billing).
 *
 * A checkout opened in a new tab (the pricing page's option: ?is_close_window=true, which the API
 * keeps in Checkout's success_url) closes that tab once the account is paid: the tab that opened it
 * is still there. A tab the browser will not close goes on to the campaigns as usual.
 */
export default function PaymentInProgressPage() {
  const t = useT('billing');
  const navigate = useNavigate();
  const { search } = useLocation();
  const embedded = useSession((state) => state.embedded);
  const account = useAccount();
  const isPaid = account.data?.is_paid === true;
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const closeWindow = new URLSearchParams(search).get('is_close_window') === 'true';
  // Where the user goes next keeps the query (selectedCred, space), without Stripe's markers.
  const carried = new URLSearchParams(search);
  carried.delete('redirect_from_stripe');
  carried.delete('is_close_window');
  const query = carried.size > 0 ? `?${carried.toString()}` : '';
  const latest = useRef({ navigate, query, refetch: account.refetch });
  latest.current = { navigate, query, refetch: account.refetch };

  // Once: the effect below and the leaving one may both see the account paid.
  const closed = useRef(false);
  const closeTab = () => {
    if (closed.current) return;
    closed.current = true;
    browser.close();
  };
  const leaving = useRef({ closeWindow, queryClient, space, closeTab });
  leaving.current = { closeWindow, queryClient, space, closeTab };

  useEffect(() => {
    if (!isPaid) return;
    if (leaving.current.closeWindow) leaving.current.closeTab();
    latest.current.navigate(`/campaigns${latest.current.query}`, { replace: true });
  }, [isPaid]);

  // Inside the shell the route guard leaves this page the moment the account is paid, before the
  // effect above runs: the account is read from the cache as the page goes.
  useEffect(
    () => () => {
      const { closeWindow: close, queryClient: cache, space: id, closeTab: closeIt } = leaving.current;
      if (close && cache.getQueryData<Account>(accountKeys.account(id))?.is_paid) closeIt();
    },
    [],
  );

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
