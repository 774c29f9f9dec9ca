import { i18n } from '@outreach/sdk';

/** "1,250.5 EUR" ("1 250,5 EUR" in French): an amount in its currency, two decimals at most. */
export function formatAmount(amount: number, currency: string, language = i18n.language || 'en'): string {
  return `${amount.toLocaleString(language, { maximumFractionDigits: 2 })} ${currency}`;
}
