import { callStrings, defineLocales, seededStrings } from '@outreach/sdk';

/**
 * The campaigns area's strings: `remotes/campaigns/locales/<language>/<namespace>.json`, in the
 * five interface languages (spec platform §1). `campaigns` holds the area and its features
 * (workflows, settings, stats, prospects tab, CSV import, forecast, videos); the step builder and
 * smart-sequence editor, the prospects pages and the message templates have their own namespace.
 * The area renders once all four are loaded in the current language (and English, the fallback).
 */
export const campaignsLocales = defineLocales({
  campaigns: (language) => import(`../locales/${language}/campaigns.json`),
  builder: (language) => import(`../locales/${language}/builder.json`),
  prospects: (language) => import(`../locales/${language}/prospects.json`),
  'message-templates': (language) => import(`../locales/${language}/message-templates.json`),
  // The names the API seeds (AI labels), shown in the page's language: the sdk's strings.
  seeded: seededStrings,
  // A call or a text on the prospect page: the sdk's call card and its strings.
  calls: callStrings,
});

declare module '@outreach/sdk' {
  interface Namespaces {
    campaigns: typeof import('../locales/en/campaigns.json');
    builder: typeof import('../locales/en/builder.json');
    prospects: typeof import('../locales/en/prospects.json');
    'message-templates': typeof import('../locales/en/message-templates.json');
  }
}
