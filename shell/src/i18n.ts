import { defineLocales, i18n, seededStrings } from '@outreach/sdk';
import shellEn from '../locales/en/shell.json';

/**
 * The shell's strings: `shell/locales/<language>/<namespace>.json` (spec platform §1: en, fr,
 * de, pt, es). Only the current language (and English, the fallback) is downloaded, each
 * namespace when its pages load. A new namespace adds one line here, one line to `Namespaces`
 * below and one JSON file per language.
 */
export const shellLocales = defineLocales({
  // issue 25: the first page's English strings come in its bundle (about 1 KB), not as a request
  // the first render waits for; other languages load as before.
  shell: (language) =>
    language === 'en' ? Promise.resolve({ default: shellEn }) : import(`../locales/${language}/shell.json`),
  guard: (language) => import(`../locales/${language}/guard.json`),
  account: (language) => import(`../locales/${language}/account.json`),
  layout: (language) => import(`../locales/${language}/layout.json`),
  // The names the API seeds (AI labels), shown in the page's language: the sdk's strings.
  seeded: seededStrings,
});

declare module '@outreach/sdk' {
  interface Namespaces {
    shell: typeof import('../locales/en/shell.json');
    guard: typeof import('../locales/en/guard.json');
    account: typeof import('../locales/en/account.json');
    layout: typeof import('../locales/en/layout.json');
  }
}

type ShellNamespace = (typeof shellLocales.namespaces)[number];
export const shellNamespaces = shellLocales.namespaces;

/**
 * Needed by the first page (sign-in); everything else loads with its pages. The `guard`
 * strings (403 countdown, session notices) only show on signed-in pages, and SignedInApp
 * loads them with its code.
 */
export const initialNamespaces: readonly ShellNamespace[] = ['shell'];
const pageNamespaces = shellNamespaces.filter((namespace) => !initialNamespaces.includes(namespace));

/** Load the given namespaces (all of them by default) in `language`, or the current one. */
export function loadShellStrings(
  language: string = i18n.language,
  namespaces: readonly ShellNamespace[] = shellNamespaces,
): Promise<void> {
  return shellLocales.load(language, namespaces);
}

/**
 * Wraps a page's lazy import so its strings arrive with its code: the first load (the
 * sign-in page) stays small, every other page renders with its strings in place.
 */
export function withStrings<T>(
  load: () => Promise<T>,
  namespaces: readonly ShellNamespace[] = pageNamespaces,
) {
  return () => Promise.all([load(), loadShellStrings(undefined, namespaces)]).then(([module]) => module);
}
