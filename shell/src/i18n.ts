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
};

export const shellNamespaces = Object.keys(locales);

export async function loadShellStrings(language: string = i18n.language): Promise<void> {
  const code: LanguageCode = isLanguage(language) ? language : 'en';
  await Promise.all(
    Object.entries(locales).map(async ([namespace, bundles]) => {
      const { default: bundle } = await bundles[code]();
      addTranslations(namespace, code, bundle);
    }),
  );
}
