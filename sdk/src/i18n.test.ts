import { describe, expect, it, vi } from 'vitest';
import { defineLocales, i18n, type LanguageCode } from './i18n';

/** A loader whose answers the test hands out: `settle(language)` resolves or rejects the oldest call. */
function controlledLoader(bundle: object) {
  const calls: { language: LanguageCode; resolve: () => void; reject: (error: Error) => void }[] = [];
  const loader = vi.fn(
    (language: LanguageCode) =>
      new Promise<{ default: object }>((resolve, reject) => {
        calls.push({ language, resolve: () => resolve({ default: bundle }), reject });
      }),
  );
  return { loader, calls };
}

describe('defineLocales', () => {
  it('fetches each language of a namespace once, however many loads ask for it at the same time', async () => {
    const { loader, calls } = controlledLoader({ title: 'Once' });
    const locales = defineLocales({ 'i18n-test-once': loader });

    const first = locales.load('fr');
    const second = locales.load('fr');
    const third = locales.load('en');
    expect(first).toBe(second);
    // French and its English fallback, each asked for once.
    expect(calls.map((call) => call.language)).toEqual(['fr', 'en']);
    expect(locales.isLoaded('fr')).toBe(false);

    for (const call of calls) call.resolve();
    await Promise.all([first, second, third]);
    expect(locales.isLoaded('fr')).toBe(true);
    expect(i18n.getResource('fr', 'i18n-test-once', 'title')).toBe('Once');

    await locales.load('fr');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed fetch, so the next load fetches again', async () => {
    const { loader, calls } = controlledLoader({ title: 'Again' });
    const locales = defineLocales({ 'i18n-test-retry': loader });

    const failed = locales.load('en');
    calls[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(locales.isLoaded('en')).toBe(false);

    const retried = locales.load('en');
    expect(retried).not.toBe(failed);
    expect(loader).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    await retried;
    expect(locales.isLoaded('en')).toBe(true);
  });
});

describe('the document language', () => {
  it('sets <html lang> and dir to the interface language, and follows a change', async () => {
    const before = i18n.language;
    try {
      await i18n.changeLanguage('de');
      expect(document.documentElement.lang).toBe('de');
      expect(document.documentElement.dir).toBe('ltr');
      await i18n.changeLanguage('fr');
      expect(document.documentElement.lang).toBe('fr');
    } finally {
      await i18n.changeLanguage(before);
    }
  });
});
