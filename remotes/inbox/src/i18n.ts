import { defineLocales } from '@outreach/sdk';

/**
 * The inbox area's strings: `remotes/inbox/locales/<language>/inbox.json`, in the five interface
 * languages (spec platform §1). The area renders once the current language (and English, the
 * fallback) is loaded (`WithLocales` in expose/App.tsx).
 */
export const inboxLocales = defineLocales({
  inbox: (language) => import(`../locales/${language}/inbox.json`),
});

declare module '@outreach/sdk' {
  interface Namespaces {
    inbox: typeof import('../locales/en/inbox.json');
  }
}
