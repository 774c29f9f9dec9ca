/**
 * The Buy Number modal (spec ai-telephony §2 "500px wide, titled 'Get number'", §4 Buy flow, §5 Buy
 * form, §8 "Number has been successfully purchased", §9 count default 1, prices in credits monthly
 * and setup). The API's refusals (not enough credits, sold out) show inside the modal.
 */
import {
  Button,
  Checkbox,
  ErrorPanel,
  Input,
  Modal,
  Select,
  Spinner,
  showNotification,
} from '@outreach/design-system';
import { i18n, useT } from '@outreach/sdk';
import { type FieldError, maxCount } from './buy-form';
import { countryName } from './format';
import { ensureNumbersStyles } from './numbers.styles';
import type { Purchase } from './numbers-api';
import { type BuyForm, useBuyForm } from './useBuyForm';

export interface BuyNumberModalProps {
  open: boolean;
  onClose: () => void;
  onBought: (purchase: Purchase) => void;
}

export function BuyNumberModal({ open, onClose, onBought }: BuyNumberModalProps) {
  const t = useT('dialer');
  ensureNumbersStyles();
  const form = useBuyForm(open);
  const close = () => {
    form.reset();
    onClose();
  };
  const buy = async () => {
    const purchase = await form.submit();
    if (!purchase) return;
    showNotification({ type: 'success', title: t('numbers.buy.purchased') });
    form.reset();
    onBought(purchase);
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('numbers.buy.title')}
      width={500}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('numbers.buy.cancel')}
          </Button>
          <Button type="submit" form="dialer-buy-number" loading={form.submitting}>
            {t('numbers.buy.submit')}
          </Button>
        </>
      }
    >
      {form.loadError ? <ErrorPanel message={form.loadError} onRetry={form.retry} /> : null}
      {form.countries === null && !form.loadError ? <Spinner label={t('loading')} /> : null}
      {form.countries ? (
        <form
          id="dialer-buy-number"
          className="dialer-buy"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void buy();
          }}
        >
          <PlaceFields form={form} />
          <CountFields form={form} />
          <PriceSummary form={form} />
          {form.submitError ? (
            <p className="dialer-numbers__error" role="alert">
              {form.submitError}
            </p>
          ) : null}
        </form>
      ) : null}
    </Modal>
  );
}

function useFieldError() {
  const t = useT('dialer');
  return (error: FieldError | undefined) =>
    error ? t(`numbers.errors.${error.key}`, error.max === undefined ? {} : { max: error.max }) : undefined;
}

/** Country, category, state (a country with states only), the SMS filter and the region. */
function PlaceFields({ form }: { form: BuyForm }) {
  const t = useT('dialer');
  const message = useFieldError();
  const { state, dispatch, country, errors } = form;
  const language = i18n.language;
  const countryOptions = (form.countries ?? []).map((choice) => ({
    value: choice.countryCode,
    label: `${countryName(choice.countryCode, language, choice.name)} (+${choice.dialCode})`,
  }));
  const categoryOptions = (country?.categories ?? []).map((category) => ({
    value: category.type,
    label: t('numbers.buy.categoryOption', {
      category: t(`numbers.category.${category.type}`),
      count: category.count,
    }),
  }));
  const needsState = country?.hasStates === true;
  const loadingStates = needsState && Boolean(state.category) && state.states === null && !form.loadError;
  const regionsDue = Boolean(state.category) && (!needsState || Boolean(state.stateId));
  const loadingRegions = regionsDue && state.regions === null && !form.loadError;
  return (
    <>
      <Select
        label={t('numbers.buy.country')}
        placeholder={t('numbers.buy.countryPlaceholder')}
        options={countryOptions}
        value={state.countryCode}
        error={message(errors.country)}
        required
        onChange={(event) => dispatch({ type: 'country', countryCode: event.target.value })}
      />
      <Select
        label={t('numbers.buy.category')}
        placeholder={t('numbers.buy.categoryPlaceholder')}
        options={categoryOptions}
        value={state.category}
        disabled={!country}
        error={message(errors.category)}
        required
        onChange={(event) =>
          dispatch({ type: 'category', category: event.target.value as typeof state.category })
        }
      />
      {needsState ? (
        <Select
          label={t('numbers.buy.state')}
          placeholder={loadingStates ? t('loading') : t('numbers.buy.statePlaceholder')}
          options={(state.states ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          value={state.stateId}
          disabled={!state.states}
          error={message(errors.state)}
          required
          onChange={(event) => dispatch({ type: 'state', stateId: event.target.value })}
        />
      ) : null}
      <Checkbox
        variant="switch"
        label={t('numbers.buy.smsOnly')}
        checked={state.smsOnly}
        onChange={(event) => dispatch({ type: 'smsOnly', smsOnly: event.target.checked })}
      />
      <Select
        label={t('numbers.buy.region')}
        placeholder={loadingRegions ? t('loading') : t('numbers.buy.regionPlaceholder')}
        options={form.regions.map((region) => ({
          value: region.id,
          label:
            region.phones_available > 0
              ? t('numbers.buy.regionOption', { name: region.name, count: region.phones_available })
              : t('numbers.buy.regionSoldOut', { name: region.name }),
          disabled: region.phones_available <= 0,
        }))}
        value={state.regionId}
        disabled={!state.regions}
        error={message(errors.region)}
        hint={state.regions && form.regions.length === 0 ? t('numbers.buy.noRegions') : undefined}
        required
        onChange={(event) => dispatch({ type: 'region', regionId: event.target.value })}
      />
    </>
  );
}

/** How many numbers, and where their calls go when nobody answers in the browser. */
function CountFields({ form }: { form: BuyForm }) {
  const t = useT('dialer');
  const message = useFieldError();
  const { state, dispatch, errors, region } = form;
  return (
    <>
      <Input
        label={t('numbers.buy.count')}
        inputMode="numeric"
        value={state.count}
        error={message(errors.count)}
        hint={region ? t('numbers.buy.countHint', { count: maxCount(region) }) : undefined}
        required
        onChange={(event) => dispatch({ type: 'count', count: event.target.value })}
      />
      <Input
        label={t('numbers.buy.redirect')}
        inputMode="numeric"
        placeholder={t('numbers.buy.redirectPlaceholder')}
        value={state.redirect}
        error={message(errors.redirect)}
        hint={t('numbers.buy.redirectHint')}
        onChange={(event) => dispatch({ type: 'redirect', redirect: event.target.value })}
      />
    </>
  );
}

/** spec §9 "Prices are shown in credits (monthly and setup)", times the count. */
function PriceSummary({ form }: { form: BuyForm }) {
  const t = useT('dialer');
  const { region, state } = form;
  if (!region) return null;
  const parsed = Number(state.count.trim());
  const count = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  const monthly = region.monthly_price * count;
  const setup = region.installation_price * count;
  return (
    <dl className="dialer-buy__prices" aria-label={t('numbers.buy.prices')}>
      <dt>{t('numbers.buy.monthly')}</dt>
      <dd>{t('numbers.buy.priceTimes', { total: monthly, price: region.monthly_price, count })}</dd>
      <dt>{t('numbers.buy.setup')}</dt>
      <dd>{t('numbers.buy.priceTimes', { total: setup, price: region.installation_price, count })}</dd>
      <dt>{t('numbers.buy.dueNow')}</dt>
      <dd>
        <strong>{t('numbers.buy.credits', { count: monthly + setup })}</strong>
      </dd>
    </dl>
  );
}
