import i18next, { type Resource } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { LANGUAGE_KEY, readLocalStorage, sessionStore, writeLocalStorage } from './session';

/** spec platform §1: interface languages. */
export const languages = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt', label: 'Português' },
  { code: 'es', label: 'Español' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

export function isLanguage(code: string | null | undefined): code is LanguageCode {
  return languages.some((language) => language.code === code);
}

export const i18n = i18next.createInstance();
void i18n.init({
  lng: isLanguage(readLocalStorage(LANGUAGE_KEY)) ? (readLocalStorage(LANGUAGE_KEY) as string) : 'en',
  fallbackLng: 'en',
  supportedLngs: languages.map((language) => language.code),
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  interpolation: { escapeValue: false },
  initImmediate: false,
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

/**
 * Each area registers its own strings (namespace = area name) for every language,
 * so a remote ships its translations with its code.
 */
export function registerTranslations(namespace: string, resources: Record<LanguageCode, Resource[string]>) {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, false);
  }
}

/** Add one language's strings to a namespace (for areas that load languages on demand). */
export function addTranslations(namespace: string, language: LanguageCode, bundle: object) {
  i18n.addResourceBundle(language, namespace, bundle as Resource[string], true, false);
}

/** spec platform §1: the chosen language is stored locally and the page reloads on change. */
export function changeLanguage(code: LanguageCode, reload = true) {
  writeLocalStorage(LANGUAGE_KEY, code);
  sessionStore.setState({ locale: code });
  if (reload && typeof window !== 'undefined' && !sessionStore.getState().embedded) window.location.reload();
  else void i18n.changeLanguage(code);
}

function subscribe(callback: () => void) {
  i18n.on('languageChanged', callback);
  i18n.on('added', callback);
  return () => {
    i18n.off('languageChanged', callback);
    i18n.off('added', callback);
  };
}

let version = 0;
i18n.on('languageChanged', () => {
  version++;
});
i18n.on('added', () => {
  version++;
});

/** `const t = useT('campaigns'); t('title')` — re-renders when the language or bundles change. */
export function useT(namespace = 'common') {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  // `snapshot` is a dependency on purpose: a new t when the language or the strings change.
  return useCallback(
    (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: namespace, ...options }) as string,
    [namespace, snapshot],
  );
}
