import { formatCount, formatMoney } from '@outreach/core/billing';
import { i18n } from '@outreach/sdk';

/**
 * An amount in currency units (as the billing routes send them) with its currency's symbol, in
 * the page's language (issue 26 item 20: one number format; the page reloads on a new language).
 */
export function money(units: number, currency: string | null | undefined): string {
  return formatMoney(Math.round(units * 100), currency, i18n.language || 'en');
}

/** A count (credits, seats) as the page's language writes it. */
export function count(value: number): string {
  return formatCount(value, i18n.language || 'en');
}

/** A date of the API (ISO) as the user's locale shows a day. */
export function day(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { timeZone: 'UTC' });
}

/** How the pages leave for Stripe (one object, so a test can watch where they go). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  open: (url: string) => {
    window.open(url, '_blank', 'noopener');
  },
  /** Closes this tab (browsers allow it only for a tab a script opened: otherwise nothing happens). */
  close: () => window.close(),
};

/** Go to a page of Stripe (Checkout, the customer portal): this tab, or a new one when asked. */
export function goTo(url: string, newTab = false) {
  if (newTab) browser.open(url);
  else browser.assign(url);
}
