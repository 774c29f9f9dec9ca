import { type TranslationKey, useT } from '@outreach/sdk';

type Group = 'categories' | 'kinds' | 'statuses' | 'intervals';

/**
 * The translated label of a value the API sends (a credit category, a ledger kind, a Stripe
 * status, an interval); a value this remote has no label for shows as sent.
 */
export function useLabel() {
  const t = useT('billing');
  return (group: Group, value: string) =>
    t(`${group}.${value}` as TranslationKey<'billing'>, { defaultValue: value });
}
