import { addTranslations, i18n, isLanguage, type LanguageCode } from '@outreach/sdk';

/**
 * The shell's own strings (spec platform §1: en, fr, de, pt, es). Only the current language
 * is downloaded: each lives in its own chunk, loaded before the first render.
 */
const locales: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  pt: () => import('./locales/pt'),
  es: () => import('./locales/es'),
};

export async function loadShellStrings(language: string = i18n.language): Promise<void> {
  const code: LanguageCode = isLanguage(language) ? language : 'en';
  const { default: bundle } = await locales[code]();
  addTranslations('shell', code, bundle);
}
