import { i18n } from '@outreach/sdk';
import { act, cleanup } from '@testing-library/react';

/**
 * "No English string in a non-English page" (issue 26 item 25): every route is rendered in
 * English and again in each other interface language, with the API mocked with realistic data;
 * a string shown identically in both that still holds an English word is untranslated.
 *
 * A string is what a person reads or hears: a visible text node, or an `aria-label`, `title`,
 * `placeholder` or `alt`, and the document title. Names that are the same in every language
 * (brands, protocols), words a language shares with English, and the mock's own user data are
 * allowed by the lists below, which stay short and reviewed.
 */
export const otherLanguages = ['fr', 'de', 'es', 'pt'] as const;
export type OtherLanguage = (typeof otherLanguages)[number];

/** Proper names and acronyms no language translates. */
const properNames = [
  'Reachly',
  'LinkedIn',
  'Sales',
  'Navigator',
  'Recruiter',
  'Email',
  'Emails',
  'E-mail',
  'CSV',
  'CRM',
  'API',
  'SMTP',
  'IMAP',
  'SSL',
  'TLS',
  'DNS',
  'SPF',
  'DKIM',
  'DMARC',
  'TXT',
  'CNAME',
  'URL',
  'HTML',
  'JSON',
  'PDF',
  'VAT',
  'IBAN',
  'HubSpot',
  'Pipedrive',
  'Salesforce',
  'Zoho',
  'Zapier',
  'Make',
  'Slack',
  'Google',
  'Gmail',
  'Microsoft',
  'Outlook',
  'Office',
  'Stripe',
  'Twilio',
  'Calendly',
  'OpenAI',
  'ChatGPT',
  'GPT',
  'Chrome',
  'Webhook',
  'Webhooks',
  'OAuth',
  'SSO',
  'UTC',
  'GMT',
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'DISC',
  'ID',
  'IDs',
  'Français',
  'Deutsch',
  'Español',
  'Português',
  'English',
  'SMS',
  'Proxy',
  'InMail',
  'InMails',
  'Converge',
  'Hub',
  'Marketing',
  'Lead',
  'Leads',
  // The seeded plans' names that are names, not words (billing seeded-plans.ts).
  'Growth',
  'Scale',
  'Supreme',
];

/**
 * Words each language writes as English does (checked against each language's own usage), so a
 * string made only of them is translated already: "Description" in French, "Status" in German.
 */
const sharedWords: Record<OtherLanguage, string[]> = {
  fr: [
    'Action',
    'Actions',
    'Active',
    'Audience',
    'Conversations',
    'Date',
    'Description',
    'Message',
    'Messages',
    'Note',
    'Notes',
    'Options',
    'Pages',
    'Pipeline',
    'Pipelines',
    'Prospect',
    'Prospects',
    'Signature',
    'Signatures',
    'Total',
    'Support',
    'Contact',
    'Danger',
    'Invitations',
    'Notifications',
    'Transactions',
    'Type',
    'Types',
    'Cloud',
  ],
  de: [
    'Cloud',
    'Community',
    'Credits',
    'Dashboard',
    'Domain',
    'Domains',
    'Workspace',
    'Monitoring',
    'Success',
    'Support',
    'Details',
    'Export',
    'Feedback',
    'Import',
    'Label',
    'Labels',
    'Limit',
    'Limits',
    'Name',
    'Neutral',
    'Phrase',
    'Pipeline',
    'Pipelines',
    'Position',
    'Start',
    'Status',
    'Stop',
    'Team',
    'Text',
    'Tracking',
    'Video',
    'Videos',
  ],
  es: ['Total', 'Error', 'General', 'Neutral', 'Plan', 'Pipeline', 'Pipelines'],
  pt: [
    'Total',
    'Status',
    'Local',
    'Pipeline',
    'Pipelines',
    'Prospect',
    'Prospects',
    'White-label',
    'White-labels',
    'Login',
  ],
};

/** The strings a person reads or hears in `root`, whitespace collapsed, each once. */
export function visibleStrings(root: ParentNode = document.body): string[] {
  const found = new Set<string>();
  const add = (text: string | null | undefined) => {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    if (clean) found.add(clean);
  };
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      // translate="no" (HTML): an identifier shown on purpose, as an event's API key; and
      // recharts measures text in a hidden span of its own, left in the page with the last text.
      if (
        parent?.closest(
          'script, style, [translate="no"], [data-testid="location"], #recharts_measurement_span',
        )
      )
        continue;
      add(node.textContent);
    } else {
      const element = node as Element;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt'])
        add(element.getAttribute(attribute));
      if (element instanceof HTMLInputElement && ['button', 'submit'].includes(element.type))
        add(element.value);
    }
  }
  add(document.title);
  return [...found];
}

/** Whether `word` is allowed in `language`: a proper name, or a word the language shares with English. */
function allowedWord(word: string, language: OtherLanguage): boolean {
  const capitalised = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  return [word, capitalised].some(
    (form) => properNames.includes(form) || sharedWords[language].includes(form),
  );
}

/**
 * Strings a library writes that no prop changes (React Flow's attribution link, MIT, kept), and
 * an example of an identifier (a Stripe customer id placeholder).
 */
const libraryStrings = ['React Flow attribution', 'React Flow', 'cus_…'];

/**
 * The strings of `translated` that are also in `english` and still hold an English word of three
 * letters or more once placeholders ({first_name}, {{count}}) and `userData` are taken out.
 */
export function untranslatedStrings(
  english: readonly string[],
  translated: readonly string[],
  language: OtherLanguage,
  userData: readonly string[] = [],
): string[] {
  const inEnglish = new Set(english);
  const data = [...userData].sort((a, b) => b.length - a.length);
  return translated.filter((text) => {
    // The mock's own answer to a call it has no data for (mock-api.test-support.ts).
    if (!inEnglish.has(text) || text.startsWith('No mock for ') || libraryStrings.includes(text))
      return false;
    // Links and addresses first: user data inside one (a domain) must not leave a half link.
    let rest = text.replace(/https?:\/\/\S+|\S+@\S+|#[0-9a-f]{3,8}\b/gi, ' ');
    for (const value of data) rest = rest.split(value).join(' ');
    rest = rest.replace(/\{\{?[^}]*\}?\}/g, ' ');
    // Words of letters (accented ones too); only those in plain ASCII can be English.
    const words = (rest.match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? []).filter((word) => /^[A-Za-z'’-]+$/.test(word));
    return words.some((word) => word.length > 2 && !allowedWord(word.replace(/['’]s$/, ''), language));
  });
}

/** Every key a page asked for that no bundle has, as `language:namespace:key`, while `run` runs. */
export async function collectMissingKeys(run: () => Promise<void>): Promise<string[]> {
  const missing = new Set<string>();
  const options = i18n.options as Record<string, unknown>;
  const saved = { saveMissing: options.saveMissing, missingKeyHandler: options.missingKeyHandler };
  options.saveMissing = true;
  options.saveMissingTo = 'current';
  options.missingKeyHandler = (
    languages: readonly string[],
    namespace: string,
    key: string,
    _fallback: unknown,
    _update: boolean,
    asked: { defaultValue?: unknown } = {},
  ) => {
    // A key asked with its own default is a deliberate fallback chain; what it shows is checked as text.
    if (asked.defaultValue !== undefined) return;
    missing.add(`${languages.join(',')}:${namespace}:${key}`);
  };
  try {
    await run();
  } finally {
    Object.assign(options, saved);
  }
  return [...missing];
}

/**
 * Let the page finish: lazy modules, mocked fetches and react-query answers, until no spinner is
 * shown and the markup stops changing (each round yields to the event loop; nothing waits on the
 * clock). Gives up after `rounds` rounds, leaving what is on screen to be checked.
 */
export async function settle(rounds = 400) {
  let last = '';
  let still = 0;
  for (let round = 0; round < rounds && still < 4; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const html = document.body.innerHTML + document.title;
    const loading = document.querySelector('[role="progressbar"], [aria-busy="true"]');
    still = html === last && !loading ? still + 1 : 0;
    last = html;
  }
}

/** One page in one language: the strings shown and the keys missing. */
export interface RenderedPage {
  strings: string[];
  missing: string[];
}

/**
 * Render with `render` in `language` (its strings loaded by `load`), wait for it to settle, read
 * its strings and the keys it missed, and clean up.
 */
export async function renderInLanguage(
  language: string,
  load: (language: string) => Promise<void>,
  render: () => void,
  open?: () => void,
): Promise<RenderedPage> {
  await i18n.changeLanguage(language);
  await load(language);
  document.title = '';
  let strings: string[] = [];
  const missing = await collectMissingKeys(async () => {
    render();
    await settle();
    strings = visibleStrings();
    if (!open) return;
    // What a menu shows once opened (a sender's status in the account switcher) is checked too.
    open();
    await settle();
    strings = [...new Set([...strings, ...visibleStrings()])];
  });
  cleanup();
  return { strings, missing };
}

/**
 * A page rendered by `render(language)` in English and in each other language: its missing keys
 * and, one line per string, what is left in English (`"Retry" in fr, de`). Empty when translated.
 */
export async function untranslatedProblems(
  load: (language: string) => Promise<void>,
  render: (language: string) => () => void,
  allowed: readonly string[],
  open?: () => void,
): Promise<string[]> {
  const english = await renderInLanguage('en', load, render('en'), open);
  const missing = new Set(english.missing);
  const untranslated = new Map<string, string[]>();
  for (const language of otherLanguages) {
    const page = await renderInLanguage(language, load, render(language), open);
    for (const key of page.missing) missing.add(key);
    for (const text of untranslatedStrings(english.strings, page.strings, language, allowed))
      untranslated.set(text, [...(untranslated.get(text) ?? []), language]);
  }
  return [
    ...[...missing].map((key) => `missing key ${key}`),
    ...[...untranslated].map(([text, languages]) => `"${text}" in ${languages.join(', ')}`),
  ];
}
