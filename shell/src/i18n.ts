import { addTranslations, i18n, isLanguage, type LanguageCode } from '@outreach/sdk';

type Bundle = () => Promise<{ default: object }>;

/**
 * The shell's strings by namespace and language (spec platform §1: en, fr, de, pt, es).
 * Only the current language is downloaded, before the first render. A new namespace
 * adds one entry here and one file per language in locales/<namespace>/.
 */
const locales: Record<string, Record<LanguageCode, Bundle>> = {
  shell: {
    en: () => import('./locales/shell/en'),
    fr: () => import('./locales/shell/fr'),
    de: () => import('./locales/shell/de'),
    pt: () => import('./locales/shell/pt'),
    es: () => import('./locales/shell/es'),
  },
  guard: {
    en: () => import('./locales/guard/en'),
    fr: () => import('./locales/guard/fr'),
    de: () => import('./locales/guard/de'),
    pt: () => import('./locales/guard/pt'),
    es: () => import('./locales/guard/es'),
  },
  account: {
    en: () => import('./locales/account/en'),
    fr: () => import('./locales/account/fr'),
    de: () => import('./locales/account/de'),
    pt: () => import('./locales/account/pt'),
    es: () => import('./locales/account/es'),
  },
  layout: {
    en: () => import('./locales/layout/en'),
    fr: () => import('./locales/layout/fr'),
    de: () => import('./locales/layout/de'),
    pt: () => import('./locales/layout/pt'),
    es: () => import('./locales/layout/es'),
  },
};

export const shellNamespaces = Object.keys(locales);

/**
 * Needed by the first page (sign-in); everything else loads with its pages. The `guard`
 * strings (403 countdown, session notices) only show on signed-in pages, and SignedInApp
 * loads them with its code.
 */
export const initialNamespaces = ['shell'];
const pageNamespaces = shellNamespaces.filter((namespace) => !initialNamespaces.includes(namespace));

/** Load the given namespaces (all of them by default) in `language`, or the current one. */
export async function loadShellStrings(
  language: string = i18n.language,
  namespaces: readonly string[] = shellNamespaces,
): Promise<void> {
  const code: LanguageCode = isLanguage(language) ? language : 'en';
  await Promise.all(
    namespaces.map(async (namespace) => {
      const bundles = locales[namespace];
      if (!bundles) throw new Error(`Unknown strings namespace: ${namespace}`);
      const { default: bundle } = await bundles[code]();
      addTranslations(namespace, code, bundle);
    }),
  );
}

/**
 * Wraps a page's lazy import so its strings arrive with its code: the first load (the
 * sign-in page) stays small, every other page renders with its strings in place.
 */
export function withStrings<T>(load: () => Promise<T>, namespaces: readonly string[] = pageNamespaces) {
  return () => Promise.all([load(), loadShellStrings(undefined, namespaces)]).then(([module]) => module);
}
