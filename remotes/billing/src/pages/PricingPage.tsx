import { ErrorNotice } from '../features/action-feedback';
import { Badge, Button, Checkbox, Page, Select, Spinner, Tabs, failureText } from '@outreach/design-system';
import { useT, api } from '@outreach/sdk';
import { normalizeTier } from '@outreach/core/billing';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Plan, type Price, canUpgrade, useAccount, useCanPay, usePrices } from '../features/billing-api';
import { ConfirmPaymentModal } from '../features/ConfirmPaymentModal';
import { ContactSupport } from '../features/ContactSupport';
import { count, goTo, money } from '../features/money';
import { ensureBillingStyles } from '../styles';
import { useLabel } from '../features/labels';
import { useSeededPlans } from '../features/seeded-plans';

/** Months per interval: the card shows the price per seat per month. */
const months: Record<string, number> = { monthly: 1, quarterly: 3, annual: 12 };

/**
 * Plans and upgrade (spec platform §4 "Upgrade"; /pricing stays reachable while unpaid): the
 * tiers of GET /billing/prices for an interval and a currency. From the free tier (or no
 * subscription) a tier opens Stripe Checkout; from a paid tier the confirm-payment modal.
 */
export default function PricingPage() {
  ensureBillingStyles();
  const t = useT('billing');
  const label = useLabel();
  const account = useAccount().data;
  const canPay = useCanPay(account);
  const [interval, setChosenInterval] = useState<string | undefined>();
  const [currency, setCurrency] = useState<string | undefined>();
  const [newTab, setNewTab] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const prices = usePrices(currency, interval);
  // The page the user reached for (the upgrade prompt's Upgrade): where a paid plan lands them.
  const returnTo = useSearchParams()[0].get('return_to') ?? undefined;
  const data = prices.data;
  const shownInterval = interval ?? data?.intervals[0];
  const shownCurrency = currency ?? data?.currency;
  const fromFree = normalizeTier(account?.tier) === 'free' || !account?.subscription;
  const payable = canUpgrade(account) && canPay;

  const choose = async (price: Price) => {
    setError(null);
    if (!fromFree) {
      setConfirming(price._id);
      return;
    }
    setBusy(price._id);
    try {
      const answer = await api.GET('/billing/checkout', {
        query: { price_id: price._id, is_close_window: newTab ? 'true' : undefined, return_to: returnTo },
      });
      goTo(answer.url, newTab);
      if (newTab) setNotice(t('pricing.newTabNotice'));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
    }
  };

  const priceOf = (plan: Plan) =>
    plan.prices.find((price) => price.interval === shownInterval && price.currency === shownCurrency) ??
    plan.prices.find((price) => price.interval === shownInterval);

  return (
    <Page title={t('pricing.title')} subtitle={t('pricing.subtitle')}>
      {prices.isError ? <p role="alert">{prices.error.message}</p> : null}
      {!data && !prices.isError ? <Spinner label={t('loading')} /> : null}
      {data ? (
        <>
          <div className="billing-row">
            {data.intervals.length > 1 ? (
              <Tabs
                aria-label={t('pricing.interval')}
                items={data.intervals.map((id) => ({ id, label: label('intervals', id) }))}
                value={shownInterval ?? ''}
                onChange={setChosenInterval}
              />
            ) : null}
            {data.currencies.length > 1 ? (
              <Select
                label={t('pricing.currency')}
                options={data.currencies.map((code) => ({ value: code, label: code }))}
                value={shownCurrency ?? ''}
                onChange={(event) => setCurrency(event.target.value)}
              />
            ) : null}
            {payable && fromFree ? (
              <Checkbox
                label={t('pricing.openInNewTab')}
                checked={newTab}
                onChange={(event) => setNewTab(event.target.checked)}
              />
            ) : null}
          </div>
          {!canUpgrade(account) && account ? <ContactSupport /> : null}
          <PricingNotices paymentsMode={data.payments_mode} notice={notice} error={error} />
          {data.plans.length === 0 ? <p>{t('pricing.emptyDescription')}</p> : null}
          <div className="billing-grid">
            {data.plans.map((plan) => {
              const price = priceOf(plan);
              // The current tier is marked on every interval; its own price has nothing to choose.
              const current = normalizeTier(plan.tier) === normalizeTier(data.current_tier);
              return (
                <TierCard
                  key={plan.tier}
                  plan={plan}
                  price={price}
                  current={current}
                  choosable={
                    payable &&
                    Boolean(price) &&
                    !(data.current_price_id ? price?._id === data.current_price_id : current) &&
                    normalizeTier(plan.tier) !== 'free'
                  }
                  fromFree={fromFree}
                  busy={busy}
                  onChoose={choose}
                />
              );
            })}
          </div>
          {confirming ? (
            <ConfirmPaymentModal
              priceId={confirming}
              currentPriceId={data.current_price_id}
              returnTo={returnTo}
              onClose={() => setConfirming(null)}
            />
          ) : null}
        </>
      ) : null}
    </Page>
  );
}

/** One tier: its name, price per seat and month (with a promotion), features, and Subscribe or Upgrade. */
function TierCard({
  plan,
  price,
  current,
  choosable,
  fromFree,
  busy,
  onChoose,
}: {
  plan: Plan;
  /** Its price for the interval and currency shown, if it has one. */
  price: Price | undefined;
  /** The workspace's tier. */
  current: boolean;
  /** Paying for it is offered (not the current price, not free, the user may pay). */
  choosable: boolean;
  fromFree: boolean;
  /** The price being opened in Checkout, if any. */
  busy: string | null;
  onChoose: (price: Price) => void;
}) {
  const t = useT('billing');
  const seeded = useSeededPlans();
  const name = seeded.name(plan.tier, plan.card_description.name || plan.name);
  const perMonth = price ? price.price / (months[price.interval] ?? 1) : null;
  const headingId = `billing-plan-${plan.tier}`;
  const free = normalizeTier(plan.tier) === 'free';
  // One seat line (issue 26 item 16): what a subscription to this price gives, as checkout charges it.
  const seats = price?.seats.total ?? plan.seats.total;
  return (
    <section className={`billing-card${current ? ' billing-card--current' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {current ? <Badge tone="primary">{t('pricing.currentPlan')}</Badge> : null}
      {price && perMonth !== null ? (
        <span className="billing-big">
          {price.promotion_price !== null && price.promotion_price !== price.price ? (
            <>
              <s>{money(perMonth, price.currency)}</s>{' '}
              {money(price.promotion_price / (months[price.interval] ?? 1), price.currency)}
            </>
          ) : (
            money(perMonth, price.currency)
          )}
        </span>
      ) : free ? (
        <span className="billing-big">{t('pricing.freePrice')}</span>
      ) : (
        <span className="billing-muted">{t('pricing.noPrice')}</span>
      )}
      {price ? (
        <span className="billing-muted">{t('pricing.perSeatPerMonth')}</span>
      ) : free ? (
        <span className="billing-muted">{t('pricing.freeHint')}</span>
      ) : null}
      {price?.promo && price.promotion_price !== null ? (
        <span className="billing-muted">
          {t('pricing.promo', { code: price.promo.code, percent: price.promo.percent_off })}
        </span>
      ) : null}
      <ul>
        <li data-testid={`seats-${plan.tier}`}>
          {t('pricing.seats', { count: seats, amount: count(seats) })}
        </li>
        {plan.default_credits > 0 ? (
          <li>
            {t('pricing.credits', { count: plan.default_credits, amount: count(plan.default_credits) })}
          </li>
        ) : null}
        {plan.card_description.features.map((feature) => (
          <li key={feature}>{seeded.line(feature)}</li>
        ))}
      </ul>
      {choosable && price ? (
        <Button
          loading={busy === price._id}
          disabled={busy !== null}
          onClick={() => onChoose(price)}
          aria-label={t('pricing.chooseTier', { name })}
        >
          {fromFree ? t('pricing.subscribe') : t('pricing.upgrade')}
        </Button>
      ) : null}
    </section>
  );
}

/** Whether payments are real, and what the last choice said. */
function PricingNotices({
  paymentsMode,
  notice,
  error,
}: {
  paymentsMode: string;
  notice: string | null;
  error: string | null;
}) {
  const t = useT('billing');
  return (
    <>
      {paymentsMode === 'local' ? (
        <p role="note" className="billing-notice">
          {t('pricing.testPayments')}
        </p>
      ) : null}
      {paymentsMode === 'none' ? (
        <p role="note" className="billing-notice">
          {t('pricing.paymentsNotConfigured')}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="billing-notice">
          {notice}
        </p>
      ) : null}
      <ErrorNotice>{error}</ErrorNotice>
    </>
  );
}
