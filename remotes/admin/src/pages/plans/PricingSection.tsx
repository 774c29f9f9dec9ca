import { SectionWait } from './SectionWait';
import { Button, EmptyState, Input, Select } from '@outreach/design-system';
import { Link, type TranslationKey, useT } from '@outreach/sdk';
import { formatMoney, intervals, tiers } from '@outreach/core/billing';
import { useState } from 'react';
import { ensureWhitelabelStyles } from '../whitelabels/styles';
import {
  type AdminPrice,
  type CreatePriceBody,
  plansApi,
  toWhole,
  usePlansSave,
  usePrices,
} from './plans-api';
import { PriceAmountFields, usePriceAmount } from './PriceAmountFields';
import { ErrorLine } from '../whitelabels/ErrorLine';

/**
 * /admin/whitelabels/:whitelabel/pricing (also pricing-empty and buzz-pricing): the brand's
 * subscription prices and credit packs, each opening its update, description and promo pages.
 */
export default function PricingSection({ whitelabel }: { whitelabel: string }) {
  ensureWhitelabelStyles();
  const t = useT('adminPlans');
  const prices = usePrices(whitelabel);
  const [creating, setCreating] = useState(false);
  if (prices.isError || !prices.data) return <SectionWait query={prices} label={t('loading')} />;
  const subscriptions = prices.data.filter((price) => price.kind === 'subscription');
  const packs = prices.data.filter((price) => price.kind === 'credits');
  const createForm = creating ? (
    <CreatePriceForm whitelabel={whitelabel} onDone={() => setCreating(false)} />
  ) : null;
  if (prices.data.length === 0)
    return (
      <section className="wl-section" aria-label={t('pricing.title')}>
        <EmptyState
          title={t('pricing.emptyTitle')}
          description={t('pricing.emptyDescription')}
          action={
            creating ? undefined : <Button onClick={() => setCreating(true)}>{t('pricing.create')}</Button>
          }
        />
        {createForm}
      </section>
    );
  return (
    <section className="wl-section" aria-label={t('pricing.title')}>
      <div className="wl-row">
        {creating ? null : <Button onClick={() => setCreating(true)}>{t('pricing.create')}</Button>}
      </div>
      {createForm}
      <h3>{t('pricing.subscriptions')}</h3>
      <PriceTable whitelabel={whitelabel} prices={subscriptions} kind="subscription" />
      <h3>{t('pricing.packs')}</h3>
      <PriceTable whitelabel={whitelabel} prices={packs} kind="credits" />
    </section>
  );
}

function PriceTable({
  whitelabel,
  prices,
  kind,
}: {
  whitelabel: string;
  prices: AdminPrice[];
  kind: AdminPrice['kind'];
}) {
  const t = useT('adminPlans');
  const { error, run } = usePlansSave();
  const base = `/admin/whitelabels/${encodeURIComponent(whitelabel)}/pricing`;
  const remove = (price: AdminPrice) => run(() => plansApi.deletePrice(price._id));
  const subscription = kind === 'subscription';
  return (
    <>
      <ErrorLine>{error}</ErrorLine>
      <table className="wl-table">
        <thead>
          <tr>
            {subscription ? (
              <>
                <th>{t('pricing.tier')}</th>
                <th>{t('pricing.interval')}</th>
              </>
            ) : (
              <th>{t('pricing.credits')}</th>
            )}
            <th>{t('pricing.currency')}</th>
            <th>{t('pricing.amount')}</th>
            {subscription ? <th>{t('pricing.promo')}</th> : null}
            <th>{t('pricing.stripePrice')}</th>
            <th>{t('pricing.freeSeats')}</th>
            <th>{t('pricing.minimumQuantity')}</th>
            <th>{t('pricing.subscribers')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {prices.map((price) => {
            const name = subscription
              ? `${t(`tiers.${price.tier}` as TranslationKey<'adminPlans'>, { defaultValue: price.tier ?? '' })} ${t(`intervals.${price.interval}` as TranslationKey<'adminPlans'>, { defaultValue: price.interval ?? '' })} ${price.currency}`
              : `${price.credits} ${price.currency}`;
            return (
              <tr key={price._id}>
                {subscription ? (
                  <>
                    <td>
                      {t(`tiers.${price.tier}` as TranslationKey<'adminPlans'>, {
                        defaultValue: price.tier ?? '',
                      })}
                    </td>
                    <td>
                      {t(`intervals.${price.interval}` as TranslationKey<'adminPlans'>, {
                        defaultValue: price.interval ?? '',
                      })}
                    </td>
                  </>
                ) : (
                  <td>{price.credits}</td>
                )}
                <td>{price.currency}</td>
                <td>
                  {formatMoney(price.amount_cents, price.currency)}
                  {price.active ? null : ` (${t('pricing.inactive')})`}
                </td>
                {subscription ? (
                  <td>
                    {price.promo ? `${price.promo.code} −${price.promo.percent_off}%` : t('pricing.none')}
                  </td>
                ) : null}
                <td>{price.stripe_price_id ?? t('pricing.notLinked')}</td>
                <td>{price.free_seats}</td>
                <td>{price.minimum_payment_quantity}</td>
                <td>{price.subscribers}</td>
                <td>
                  <div className="wl-row">
                    <Link to={`${base}/update/${kind}/${price._id}`}>{t('pricing.update')}</Link>
                    {subscription ? (
                      <>
                        <Link to={`${base}/update-description/${kind}/${price._id}`}>
                          {t('pricing.updateDescription')}
                        </Link>
                        <Link to={`${base}/update-promo/${kind}/${price._id}`}>
                          {t('pricing.updatePromo')}
                        </Link>
                      </>
                    ) : null}
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('pricing.deleteLabel', { name })}
                      disabled={price.subscribers > 0}
                      onClick={() => void remove(price)}
                    >
                      {t('pricing.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** A new subscription price (tier, interval) or credit pack (credits). */
function CreatePriceForm({ whitelabel, onDone }: { whitelabel: string; onDone: () => void }) {
  const t = useT('adminPlans');
  const [kind, setKind] = useState<CreatePriceBody['kind']>('subscription');
  const [tier, setTier] = useState<string>('growth');
  const [interval, setInterval] = useState<string>('monthly');
  const money = usePriceAmount('USD', '');
  const { currency, cents } = money;
  const [credits, setCredits] = useState('');
  const { busy, error, run } = usePlansSave();
  const creditCount = toWhole(credits, 1);
  const invalid = cents === null || (kind === 'credits' && creditCount === null);
  const create = async () => {
    if (cents === null) return;
    const created = await run(() =>
      plansApi.createPrice(
        whitelabel,
        kind === 'subscription'
          ? {
              kind,
              tier: tier as CreatePriceBody['tier'],
              interval: interval as CreatePriceBody['interval'],
              currency,
              amount_cents: cents,
            }
          : { kind, currency, amount_cents: cents, credits: creditCount ?? 1 },
      ),
    );
    if (created) onDone();
  };
  return (
    <section className="wl-card" aria-label={t('pricing.createTitle')}>
      <h3>{t('pricing.createTitle')}</h3>
      <div className="wl-row">
        <Select
          label={t('pricing.kind')}
          value={kind}
          options={(['subscription', 'credits'] as const).map((value) => ({
            value,
            label: t(`kinds.${value}`),
          }))}
          onChange={(event) => setKind(event.target.value as CreatePriceBody['kind'])}
        />
        {kind === 'subscription' ? (
          <>
            <Select
              label={t('pricing.tier')}
              value={tier}
              options={tiers.map((value) => ({ value, label: t(`tiers.${value}`) }))}
              onChange={(event) => setTier(event.target.value)}
            />
            <Select
              label={t('pricing.interval')}
              value={interval}
              options={intervals.map((value) => ({ value, label: t(`intervals.${value}`) }))}
              onChange={(event) => setInterval(event.target.value)}
            />
          </>
        ) : (
          <Input
            label={t('pricing.credits')}
            inputMode="numeric"
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
          />
        )}
        <PriceAmountFields {...money} />
      </div>
      <ErrorLine>{error}</ErrorLine>
      <div className="wl-row">
        <Button onClick={() => void create()} disabled={invalid || busy} loading={busy}>
          {t('pricing.createButton')}
        </Button>
      </div>
    </section>
  );
}
