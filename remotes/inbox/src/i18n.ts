import { callStrings, defineLocales, seededStrings } from '@outreach/sdk';

/**
 * The inbox area's strings: `remotes/inbox/locales/<language>/<namespace>.json`, in the five
 * interface languages (spec platform §1). `inbox` holds the inbox, tasks, CRM board and API
 * keys; reports, the dashboard, the integrations catalogue and mailboxes, automation (webhooks
 * and Zapier) and the HubSpot / Pipedrive sync have their own namespace. The area renders once
 * all are loaded in the current language (and English, the fallback) (`WithLocales` in expose/App.tsx).
 */
export const inboxLocales = defineLocales({
  inbox: (language) => import(`../locales/${language}/inbox.json`),
  reports: (language) => import(`../locales/${language}/reports.json`),
  dashboard: (language) => import(`../locales/${language}/dashboard.json`),
  integrations: (language) => import(`../locales/${language}/integrations.json`),
  automation: (language) => import(`../locales/${language}/automation.json`),
  'crm-sync': (language) => import(`../locales/${language}/crm-sync.json`),
  // The AI Employee's conversation in a thread (issue 28): its status badge and approval card.
  'ai-conversation': (language) => import(`../locales/${language}/ai-conversation.json`),
  // The step kinds' names (a prospect's next step) are the campaign builder's own strings, reused.
  builder: (language) => import(`../../campaigns/locales/${language}/builder.json`),
  // The names the API seeds (AI labels), shown in the page's language: the sdk's strings.
  seeded: seededStrings,
  // A call or a text in the thread: the sdk's call card and its strings.
  calls: callStrings,
});

declare module '@outreach/sdk' {
  interface Namespaces {
    inbox: typeof import('../locales/en/inbox.json');
    reports: typeof import('../locales/en/reports.json');
    dashboard: typeof import('../locales/en/dashboard.json');
    integrations: typeof import('../locales/en/integrations.json');
    automation: typeof import('../locales/en/automation.json');
    'crm-sync': typeof import('../locales/en/crm-sync.json');
    'ai-conversation': typeof import('../locales/en/ai-conversation.json');
    builder: typeof import('../../campaigns/locales/en/builder.json');
  }
}
