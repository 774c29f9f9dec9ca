import { defineLocales } from '@outreach/sdk';

/**
 * The AI area's strings: `remotes/ai/locales/<language>/ai.json`, and the AI Employee screens'
 * `aiEmployees.json`, in the five interface languages (spec platform §1). The area renders once
 * the current language (and English, the fallback) is loaded (`WithLocales` in expose/App.tsx).
 */
export const aiLocales = defineLocales({
  ai: (language) => import(`../locales/${language}/ai.json`),
  aiEmployees: (language) => import(`../locales/${language}/aiEmployees.json`),
  calendly: (language) => import(`../locales/${language}/calendly.json`),
  magic: (language) => import(`../locales/${language}/magic.json`),
});

declare module '@outreach/sdk' {
  interface Namespaces {
    ai: typeof import('../locales/en/ai.json');
    aiEmployees: typeof import('../locales/en/aiEmployees.json');
    calendly: typeof import('../locales/en/calendly.json');
    magic: typeof import('../locales/en/magic.json');
  }
}
