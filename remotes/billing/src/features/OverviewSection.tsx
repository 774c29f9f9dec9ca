import { ErrorNotice } from './action-feedback';
import { Badge, Button, Spinner, useBusyAction } from '@outreach/design-system';
import { useRealtimeEvent, useSession, useT, api, useNavigate } from '@outreach/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  type BillingOverview,
  billingKeys,
  type CreditsSettings,
  canUpgrade,
  type PaymentMethod,
  useAccount,
  useCanPay,
  useOverview,
  usePrices,
} from './billing-api';
import { BuyCreditsModal } from './BuyCreditsModal';
import { CreditsChartCard } from './CreditsChartCard';
import { CreditsSettingsCard } from './CreditsSettingsCard';
import { ContactSupport } from './ContactSupport';
import { useExtendSubscription } from './extend';
import { count, day, goTo, money } from './money';
import { useLabel } from './labels';
import { useSeededPlans } from './seeded-plans';

/**
 * /billing/overview (spec platform §2 Billing): plan, next invoice, seats, credits with their
 * burn-down, payment methods, and for the workspace's admins the buttons that pay and the
 * credits settings. The balance follows `update_credits` at once.
 */
export function OverviewSection() {
  const t = useT('billing');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const account = useAccount().data;
  const overview = useOverview();
  const canPay = useCanPay(account);
  const payable = canUpgrade(account ?? overview.data ?? undefined);
  const buyOpen = params.get('showCreditsModal') === 'true';
  const prices = usePrices(undefined, undefined);

  useLiveBalance();

  const setBuyOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('showCreditsModal', 'true');
        else next.delete('showCreditsModal');
        return next;
      },
      { replace: true },
    );

  if (overview.isError) return <p role="alert">{overview.error.message}</p>;
  const data = overview.data;
  if (!data) return <Spinner label={t('loading')} />;
  const plan = data.plan;
  const seats = data.seats;
  const carried = new URLSearchParams(params);
  for (const key of ['showCreditsModal', 'credits_purchased', 'payment_method_added', 'is_close_window'])
    carried.delete(key);
  const upgradeTo = `/pricing${carried.size > 0 ? `?${carried.toString()}` : ''}`;

  return (
    <>
      {params.get('credits_purchased') === 'true' ? (
        <p role="status" className="billing-notice">
          {t('overview.creditsPurchased')}
        </p>
      ) : null}
      {params.get('payment_method_added') === 'true' ? (
        <p role="status" className="billing-notice">
          {t('overview.paymentMethodAdded')}
        </p>
      ) : null}
      <ErrorNotice>
        {data.last_payment_error ? t('overview.lastPaymentError', { error: data.last_payment_error }) : null}
      </ErrorNotice>
      {canPay && payable ? (
        // Buy credits is on the Credits card, beside the balance it adds to (issue 26: not twice).
        <div className="billing-row">
          <Button onClick={() => navigate(upgradeTo)}>{t('overview.upgrade')}</Button>
        </div>
      ) : !payable ? (
        <ContactSupport />
      ) : (
        <p className="billing-muted">{t('overview.readOnly')}</p>
      )}
      <div className="billing-grid">
        <PlanCard plan={plan} canResume={canPay && payable} />
        <section className="billing-card" aria-labelledby="billing-next-invoice">
          <h3 id="billing-next-invoice">{t('overview.nextInvoice')}</h3>
          {data.next_invoice ? (
            <>
              <span className="billing-big">
                {money(data.next_invoice.amount, data.next_invoice.currency)}
              </span>
              <span>{t('overview.nextInvoiceOn', { date: day(data.next_invoice.date) })}</span>
            </>
          ) : (
            <span>{t('overview.noNextInvoice')}</span>
          )}
        </section>
        <section className="billing-card" aria-labelledby="billing-seats">
          <h3 id="billing-seats">
            {seats.mode === 'max_credentials' ? t('overview.credentials') : t('overview.seats')}
          </h3>
          <span className="billing-big" data-testid="seats">
            {seats.total === null ? String(seats.used) : `${seats.used} / ${seats.total}`}
          </span>
          <span className="billing-muted">
            {seats.mode === 'max_credentials' ? t('overview.credentialsHint') : t('overview.seatsHint')}
          </span>
          {seats.mode === 'seats' && seats.bought > 0 ? (
            <span className="billing-muted" data-testid="seats-breakdown">
              {t('overview.seatsBreakdown', { bought: seats.bought, included: seats.included })}
            </span>
          ) : null}
        </section>
        <section className="billing-card" aria-labelledby="billing-credits">
          <h3 id="billing-credits">{t('credits.title')}</h3>
          <span className="billing-big" data-testid="credit-balance">
            {t('credits.balanceValue', { count: data.credits.balance, amount: count(data.credits.balance) })}
          </span>
          {canPay && payable ? (
            <Button size="sm" variant="secondary" onClick={() => setBuyOpen(true)}>
              {t('credits.buy')}
            </Button>
          ) : null}
        </section>
      </div>
      <CreditsChartCard />
      <PaymentMethods methods={data.payment_methods} canPay={canPay} />
      {canPay ? <CreditsSettingsCard packs={prices.data?.credit_packs ?? []} /> : null}
      {canPay && payable ? <BuyCreditsModal open={buyOpen} onClose={() => setBuyOpen(false)} /> : null}
    </>
  );
}

/** The workspace's cards (Stripe): set primary, remove, add (Checkout in setup mode). */
function PaymentMethods({ methods, canPay }: { methods: PaymentMethod[]; canPay: boolean }) {
  const t = useT('billing');
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const { busy, error, run } = useBusyAction();
  /** A change to the cards, then the overview read again. */
  const change = (send: () => Promise<unknown>) =>
    run(async () => {
      await send();
      await queryClient.invalidateQueries({ queryKey: billingKeys.overview(space) });
    });
  return (
    <section className="billing-card" aria-labelledby="billing-payment-methods">
      <h3 id="billing-payment-methods">{t('paymentMethods.title')}</h3>
      {methods.length === 0 ? <p className="billing-muted">{t('paymentMethods.none')}</p> : null}
      <ul className="billing-list">
        {methods.map((method) => (
          <li key={method.id}>
            <span>
              {t('paymentMethods.card', {
                brand: method.brand.toUpperCase(),
                last4: method.last4,
                month: String(method.exp_month).padStart(2, '0'),
                year: method.exp_year,
              })}
            </span>
            {method.is_primary ? <Badge tone="primary">{t('paymentMethods.primary')}</Badge> : null}
            {canPay && !method.is_primary ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  change(() =>
                    api.POST('/billing/payment_method/{id}/set_primary', { path: { id: method.id } }),
                  )
                }
              >
                {t('paymentMethods.setPrimary')}
              </Button>
            ) : null}
            {canPay ? (
              <Button
                size="sm"
                variant="danger"
                disabled={busy}
                aria-label={t('paymentMethods.removeCard', { last4: method.last4 })}
                onClick={() =>
                  change(() => api.DELETE('/billing/payment_method/{id}', { path: { id: method.id } }))
                }
              >
                {t('paymentMethods.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canPay ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            onClick={() =>
              run(async () => {
                const answer = await api.POST('/billing/payment_method');
                goTo(answer.url);
              })
            }
          >
            {t('paymentMethods.add')}
          </Button>
        </div>
      ) : null}
      <ErrorNotice>{error}</ErrorNotice>
    </section>
  );
}

/** The plan: name, price with tax, status, and Resume when it is set to end. */
function PlanCard({ plan, canResume }: { plan: BillingOverview['plan']; canResume: boolean }) {
  const seeded = useSeededPlans();
  const t = useT('billing');
  const label = useLabel();
  // Resume a subscription set to end (POST /billing/subscription/extend); the overview refetches.
  const resume = useExtendSubscription();
  return (
    <section className="billing-card" aria-labelledby="billing-plan">
      <h3 id="billing-plan">{t('overview.plan')}</h3>
      {plan ? (
        <>
          <span className="billing-big">{seeded.name(plan.tier, plan.name)}</span>
          <span>
            {t('overview.pricePer', {
              price: money(plan.amount_with_tax, plan.currency),
              interval: label('intervals', plan.interval),
            })}
          </span>
          <span className="billing-muted">
            {t('overview.taxIncluded', {
              percent: plan.tax_percent,
              base: money(plan.amount, plan.currency),
            })}
          </span>
          <span>
            {t('overview.status')}:{' '}
            <Badge tone={plan.status === 'active' || plan.status === 'trialing' ? 'primary' : 'danger'}>
              {label('statuses', plan.status)}
            </Badge>
          </span>
          {plan.cancel_at_period_end ? (
            <span className="billing-row">
              <span className="billing-muted">{t('overview.cancelsAtPeriodEnd')}</span>
              {canResume ? (
                <Button size="sm" variant="secondary" loading={resume.busy} onClick={resume.extend}>
                  {t('overview.resume')}
                </Button>
              ) : null}
            </span>
          ) : null}
          {resume.error ? (
            <span role="alert" className="billing-notice billing-notice--danger">
              {resume.error}
            </span>
          ) : null}
        </>
      ) : (
        <span>{t('overview.noPlan')}</span>
      )}
    </section>
  );
}

/** The event carries the new balance: shown at once (the workspace's queries refetch as well). */
function useLiveBalance() {
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  useRealtimeEvent<{ balance?: unknown }>('update_credits', (payload) => {
    const balance = payload?.balance;
    if (typeof balance !== 'number') return;
    queryClient.setQueryData<BillingOverview>(billingKeys.overview(space), (current) =>
      current ? { ...current, credits: { ...current.credits, balance } } : current,
    );
    queryClient.setQueryData<CreditsSettings>(billingKeys.credits(space), (current) =>
      current ? { ...current, balance } : current,
    );
  });
}
