import { Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type Currency, currencies, currencySymbol } from '@outreach/core/billing';
import { useState } from 'react';
import { toCents } from './plans-api';

/** The currency and amount a price form edits, with the amount in cents (null when not an amount). */
export function usePriceAmount(initialCurrency: string, initialAmount: string) {
  // a saved price's currency is one of `currencies`; the API checks it again on save
  const [currency, onCurrency] = useState(initialCurrency as Currency);
  const [amount, onAmount] = useState(initialAmount);
  return { currency, onCurrency, amount, onAmount, cents: toCents(amount) };
}

/**
 * The fields of usePriceAmount (`<PriceAmountFields {...money} />`): a price's currency and its
 * amount in that currency's units ("49.50", the symbol in the label), as a new price and a price
 * update both ask for them.
 */
export function PriceAmountFields({
  currency,
  onCurrency,
  amount,
  onAmount,
}: {
  currency: string;
  onCurrency: (currency: Currency) => void;
  amount: string;
  onAmount: (amount: string) => void;
}) {
  const t = useT('adminPlans');
  return (
    <>
      <Select
        label={t('pricing.currency')}
        value={currency}
        options={currencies.map((value) => ({ value, label: value }))}
        onChange={(event) => onCurrency(event.target.value as Currency)}
      />
      <Input
        label={t('price.amount', { symbol: currencySymbol(currency) })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => onAmount(event.target.value)}
      />
    </>
  );
}
