import { defineLocales } from '@outreach/sdk';

/**
 * The admin area's strings: `remotes/admin/locales/<language>/admin.json`, in the five interface
 * languages (spec platform §1). The area renders once the current language (and English, the
 * fallback) is loaded (`WithLocales` in expose/App.tsx).
 */
export const adminLocales = defineLocales({
  admin: (language) => import(`../locales/${language}/admin.json`),
  adminCustomers: (language) => import(`../locales/${language}/adminCustomers.json`),
  adminOps: (language) => import(`../locales/${language}/adminOps.json`),
  adminPlans: (language) => import(`../locales/${language}/adminPlans.json`),
  adminWhitelabels: (language) => import(`../locales/${language}/adminWhitelabels.json`),
});

declare module '@outreach/sdk' {
  interface Namespaces {
    admin: typeof import('../locales/en/admin.json');
    adminCustomers: typeof import('../locales/en/adminCustomers.json');
    adminOps: typeof import('../locales/en/adminOps.json');
    adminPlans: typeof import('../locales/en/adminPlans.json');
    adminWhitelabels: typeof import('../locales/en/adminWhitelabels.json');
  }
}
