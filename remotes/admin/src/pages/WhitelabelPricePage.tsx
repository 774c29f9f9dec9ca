import { Button, Checkbox, Input, Page, Spinner } from '@outreach/design-system';
import { Link, type TranslationKey, useT } from '@outreach/sdk';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { segmentKey } from './menus';
import {
  type AdminPrice,
  plansApi,
  toWhole,
  type UpdatePriceBody,
  usePlansSave,
  usePrice,
} from './plans/plans-api';
import { PriceAmountFields, usePriceAmount } from './plans/PriceAmountFields';
import { WhitelabelMenu } from './WhitelabelMenu';
import { SectionFooter } from './whitelabels/SectionFooter';
import { ensureWhitelabelStyles } from './whitelabels/styles';
import { TextArea } from './whitelabels/TextArea';
import { ErrorLine } from './whitelabels/ErrorLine';
import { fieldBinders } from './form-fields';

/** spec platform §2: pricing update, update-description and update-promo /:type/:priceId. */
export default function WhitelabelPricePage() {
  ensureWhitelabelStyles();
  const t = useT('admin');
  const { whitelabel = '', type = '', priceId = '' } = useParams();
  const { pathname } = useLocation();
  // .../pricing/<action>/:type/:priceId
  const action = segmentKey(pathname.replace(/\/+$/, '').split('/').at(-3) ?? 'update');
  return (
    <Page
      title={t('whitelabel.title')}
      subtitle={t(`price.${action}.subtitle` as TranslationKey<'admin'>, { whitelabel, type, priceId })}
    >
      <AdminMenu />
      <WhitelabelMenu whitelabel={whitelabel} />
      <PriceForm whitelabel={whitelabel} priceId={priceId} action={action} />
    </Page>
  );
}

function PriceForm({ whitelabel, priceId, action }: { whitelabel: string; priceId: string; action: string }) {
  const t = useT('adminPlans');
  const price = usePrice(priceId);
  const back = (
    <Link to={`/admin/whitelabels/${encodeURIComponent(whitelabel)}/pricing`}>{t('price.back')}</Link>
  );
  if (price.isError)
    return (
      <section className="wl-section">
        <ErrorLine>{price.error.message}</ErrorLine>
        {back}
      </section>
    );
  if (!price.data) return <Spinner label={t('loading')} />;
  const data = price.data;
  // Each form starts again from the price as saved.
  const key = JSON.stringify(data);
  return (
    <section className="wl-section">
      {back}
      {action === 'updateDescription' ? (
        <DescriptionForm key={key} price={data} />
      ) : action === 'updatePromo' ? (
        <PromoForm key={key} price={data} />
      ) : (
        <UpdateForm key={key} price={data} />
      )}
    </section>
  );
}

/** pricing/update: amount, currency, the Stripe price link with free seats and minimum quantity, active. */
function UpdateForm({ price }: { price: AdminPrice }) {
  const t = useT('adminPlans');
  const money = usePriceAmount(price.currency, String(price.amount_cents / 100));
  const [draft, setDraft] = useState(() => ({
    stripePriceId: price.stripe_price_id ?? '',
    freeSeats: String(price.free_seats),
    minimum: String(price.minimum_payment_quantity),
    active: price.active,
  }));
  const field = fieldBinders(draft, setDraft);
  const saving = usePlansSave();

  const { cents } = money;
  const seats = toWhole(draft.freeSeats);
  const quantity = toWhole(draft.minimum, 1);
  const link = draft.stripePriceId.trim();
  const body: UpdatePriceBody = {};
  if (cents !== null && cents !== price.amount_cents) body.amount_cents = cents;
  if (money.currency !== price.currency) body.currency = money.currency;
  if (link !== (price.stripe_price_id ?? '')) body.stripe_price_id = link === '' ? null : link;
  if (seats !== null && seats !== price.free_seats) body.free_seats = seats;
  if (quantity !== null && quantity !== price.minimum_payment_quantity)
    body.minimum_payment_quantity = quantity;
  if (draft.active !== price.active) body.active = draft.active;
  // spec §5, §8: free seats and the minimum quantity belong to a linked Stripe price.
  const needsStripe =
    link === '' && (body.free_seats !== undefined || body.minimum_payment_quantity !== undefined);
  const invalid = cents === null || seats === null || quantity === null || needsStripe;
  return (
    <section className="wl-card" aria-label={t('price.updateTitle')}>
      <h3>{t('price.updateTitle')}</h3>
      <div className="wl-row">
        <PriceAmountFields {...money} />
      </div>
      <Input label={t('price.stripePriceId')} hint={t('price.stripeHint')} {...field.text('stripePriceId')} />
      <div className="wl-row">
        <Input label={t('pricing.freeSeats')} inputMode="numeric" {...field.text('freeSeats')} />
        <Input label={t('pricing.minimumQuantity')} inputMode="numeric" {...field.text('minimum')} />
      </div>
      <ErrorLine>{needsStripe ? t('price.selectStripePrice') : null}</ErrorLine>
      <Checkbox label={t('price.active')} {...field.toggle('active')} />
      <SectionFooter
        canEdit
        changed={Object.keys(body).length > 0}
        invalid={invalid}
        status={saving}
        onSave={() => void saving.run(() => plansApi.updatePrice(price._id, body))}
      />
    </section>
  );
}

/** pricing/update-description: the card of the price's tier (name and feature lines). */
function DescriptionForm({ price }: { price: AdminPrice }) {
  const t = useT('adminPlans');
  const card = price.card_description;
  const [draft, setDraft] = useState(() => ({
    name: card?.name ?? '',
    lines: (card?.features ?? []).join('\n'),
  }));
  const field = fieldBinders(draft, setDraft);
  const saving = usePlansSave();
  if (price.kind !== 'subscription' || !card) return <p>{t('price.creditsOnly')}</p>;
  const { name } = draft;
  const features = draft.lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const changed = name.trim() !== card.name || JSON.stringify(features) !== JSON.stringify(card.features);
  return (
    <section className="wl-card" aria-label={t('price.descriptionTitle')}>
      <h3>{t('price.descriptionTitle')}</h3>
      <p className="wl-muted">
        {t('price.descriptionHint', {
          tier: t(`tiers.${price.tier}` as TranslationKey<'adminPlans'>, { defaultValue: price.tier ?? '' }),
        })}
      </p>
      <Input label={t('price.name')} {...field.text('name')} />
      <TextArea label={t('price.lines')} rows={6} {...field.text('lines')} />
      <SectionFooter
        canEdit
        changed={changed}
        invalid={name.trim() === ''}
        status={saving}
        onSave={() => void saving.run(() => plansApi.description(price._id, { name: name.trim(), features }))}
      />
    </section>
  );
}

/** pricing/update-promo: {code, description, percent_off}, or no promo. */
function PromoForm({ price }: { price: AdminPrice }) {
  const t = useT('adminPlans');
  const [draft, setDraft] = useState(() => ({
    code: price.promo?.code ?? '',
    description: price.promo?.description ?? '',
    percent: price.promo ? String(price.promo.percent_off) : '',
  }));
  const field = fieldBinders(draft, setDraft);
  const { code, description, percent } = draft;
  const saving = usePlansSave();
  if (price.kind !== 'subscription') return <p>{t('price.creditsOnly')}</p>;
  const percentOff = toWhole(percent, 1);
  const percentValid = percentOff !== null && percentOff <= 100;
  const changed =
    code.trim() !== (price.promo?.code ?? '') ||
    description.trim() !== (price.promo?.description ?? '') ||
    percentOff !== (price.promo?.percent_off ?? null);
  return (
    <section className="wl-card" aria-label={t('price.promoTitle')}>
      <h3>{t('price.promoTitle')}</h3>
      <div className="wl-row">
        <Input label={t('price.promoCode')} {...field.text('code')} />
        <Input
          label={t('price.percentOff')}
          inputMode="numeric"
          error={percent !== '' && !percentValid ? t('price.percentRange') : undefined}
          {...field.text('percent')}
        />
      </div>
      <Input label={t('price.promoDescription')} {...field.text('description')} />
      <SectionFooter
        canEdit
        changed={changed}
        invalid={code.trim() === '' || !percentValid}
        status={saving}
        onSave={() =>
          void saving.run(() =>
            plansApi.promo(price._id, {
              promo: { code: code.trim(), description: description.trim(), percent_off: percentOff ?? 1 },
            }),
          )
        }
      />
      {price.promo ? (
        <div className="wl-row">
          <Button
            variant="secondary"
            disabled={saving.busy}
            onClick={() => void saving.run(() => plansApi.promo(price._id, { promo: null }))}
          >
            {t('price.removePromo')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
