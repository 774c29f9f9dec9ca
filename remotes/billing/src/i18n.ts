import { defineLocales } from '@outreach/sdk';

/**
 * The billing area's strings: `remotes/billing/locales/<language>/billing.json`, in the five interface
 * languages (spec platform §1). The area renders once the current language (and English, the
 * fallback) is loaded (`WithLocales` in expose/App.tsx).
 */
export const billingLocales = defineLocales({
  billing: (language) => import(`../locales/${language}/billing.json`),
});

declare module '@outreach/sdk' {
  interface Namespaces {
    billing: typeof import('../locales/en/billing.json');
  }
}
