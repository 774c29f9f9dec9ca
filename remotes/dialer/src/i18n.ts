import { callStrings, defineLocales } from '@outreach/sdk';

/**
 * The dialer area's strings: `remotes/dialer/locales/<language>/dialer.json`, in the five interface
 * languages (spec platform §1). The area renders once the current language (and English, the
 * fallback) is loaded (`WithLocales` in expose/App.tsx).
 */
export const dialerLocales = defineLocales({
  dialer: (language) => import(`../locales/${language}/dialer.json`),
  // A call's duration (ai-telephony §9) in the words of the sdk's call card.
  calls: callStrings,
});

declare module '@outreach/sdk' {
  interface Namespaces {
    dialer: typeof import('../locales/en/dialer.json');
  }
}
