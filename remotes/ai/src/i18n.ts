import { defineLocales } from '@outreach/sdk';

/**
 * The AI area's strings: `remotes/ai/locales/<language>/ai.json`, in the five interface
 * languages (spec platform §1). The area renders once the current language (and English, the
 * fallback) is loaded (`WithLocales` in expose/App.tsx).
 */
export const aiLocales = defineLocales({
  ai: (language) => import(`../locales/${language}/ai.json`),
});

declare module '@outreach/sdk' {
  interface Namespaces {
    ai: typeof import('../locales/en/ai.json');
  }
}
