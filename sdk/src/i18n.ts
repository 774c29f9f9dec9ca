import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { LANGUAGE_KEY, readLocalStorage, sessionStore, writeLocalStorage } from './session';
import { useStableValue } from './stable-value';
import { Translator } from './translator';

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

/**
 * The interface strings (translator.ts: i18next's API for what the product uses, issue 25). Only
 * English, the fallback, and the stored language are ever loaded.
 */
export const i18n = new Translator(
  isLanguage(readLocalStorage(LANGUAGE_KEY)) ? (readLocalStorage(LANGUAGE_KEY) as string) : 'en',
  { fallbackLng: 'en', defaultNS: 'common' },
);

/**
 * `<html lang dir>` follow the interface language, so screen readers, hyphenation, spell-check and
 * the browser's translate offer read the page in the language it is in (issue 26 item 25).
 */
export function markDocumentLanguage(language: string = i18n.language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}
markDocumentLanguage();
i18n.on('languageChanged', (language: string) => markDocumentLanguage(language));

/**
 * The strings of every namespace, by name: each package adds its own, typed by its English JSON,
 *
 *   declare module '@outreach/sdk' {
 *     interface Namespaces { inbox: typeof import('../locales/en/inbox.json') }
 *   }
 *
 * so `useT('inbox')` accepts only the keys of `locales/en/inbox.json` (docs/architecture.md "Strings").
 */
export interface Namespaces {
  /** The sdk's own: what the API seeds in every workspace, shown in the page's language. */
  seeded: typeof import('../locales/en/seeded.json');
  /** The sdk's own: a call or a text in a prospect's thread (the call card, '@outreach/sdk/call-card'). */
  calls: typeof import('../locales/en/calls.json');
}
export type Namespace = keyof Namespaces & string;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** 'a.b.c' for every string of a bundle; a plural key `x_one`/`x_other` is also asked for as `x`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base | K : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of a namespace, as dotted paths of its English JSON. */
export type TranslationKey<N extends Namespace> = Leaves<Namespaces[N]>;
export type TranslateOptions = Record<string, unknown>;
/** A namespace's translate function: `t('dashboard.menu.myTasks', { count })`. */
export type TFunction<N extends Namespace> = (key: TranslationKey<N>, options?: TranslateOptions) => string;
/**
 * Any namespace's translate function, for helpers that build keys at run time (menus, error
 * codes). Shaped as a method, whose parameters TypeScript compares both ways, so every
 * `useT(namespace)` passes for it; the keys such a helper builds are unchecked.
 */
export type Translate = { translate(key: string, options?: TranslateOptions): string }['translate'];

/** Loads one language of one namespace: `(language) => import(`../locales/${language}/inbox.json`)`. */
export type LocaleLoader = (language: LanguageCode) => Promise<{ default: object }>;

/**
 * The sdk's strings (`sdk/locales/<language>/seeded.json`): the names the API seeds in every
 * workspace, such as the AI labels (sdk/src/labels.ts), which every area that shows them reads.
 * Each such package lists this loader as `seeded` in its `defineLocales`, so its pages render
 * with them in place.
 */
export const seededStrings: LocaleLoader = (language) => import(`../locales/${language}/seeded.json`);

/**
 * The call card's strings (`sdk/locales/<language>/calls.json`): a call or a text in a prospect's
 * thread, wherever it is shown (the inbox, the prospect page). Each package that shows the card
 * lists this loader as `calls` in its `defineLocales`.
 */
export const callStrings: LocaleLoader = (language) => import(`../locales/${language}/calls.json`);

/** A package's namespaces, as made by `defineLocales`. */
export interface Locales<N extends string = string> {
  readonly namespaces: readonly N[];
  /**
   * Fetch the given namespaces (all by default) in `language` (the current one by default), and
   * English too as the fallback. Each language of a namespace is fetched once.
   */
  load(language?: string, namespaces?: readonly N[]): Promise<void>;
  /** Whether `load(language, namespaces)` has nothing left to fetch. */
  isLoaded(language?: string, namespaces?: readonly N[]): boolean;
}

/**
 * One promise per `id` while its work is under way: a second ask gets the same one. It is
 * forgotten when it settles, so a failure is not kept and a retry starts the work again.
 */
function shared(underWay: Map<string, Promise<void>>, id: string, start: () => Promise<void>): Promise<void> {
  let promise = underWay.get(id);
  if (!promise) {
    promise = start().finally(() => underWay.delete(id));
    underWay.set(id, promise);
  }
  return promise;
}

function languagesToLoad(language: string): LanguageCode[] {
  return isLanguage(language) && language !== 'en' ? [language, 'en'] : ['en'];
}

/**
 * A package's strings: one loader per namespace, each a dynamic `import()` of
 * `locales/<language>/<namespace>.json`, so each language of a namespace is its own chunk and
 * only the current language (plus English, the fallback) is downloaded.
 */
export function defineLocales<N extends string>(loaders: Record<N, LocaleLoader>): Locales<N> {
  const all = Object.keys(loaders) as N[];
  const loaded = new Set<string>();
  const pending = new Map<string, Promise<void>>();

  function loadOne(namespace: N, language: LanguageCode): Promise<void> {
    const id = `${language}/${namespace}`;
    if (loaded.has(id)) return Promise.resolve();
    const loader = loaders[namespace];
    if (!loader) return Promise.reject(new Error(`Unknown strings namespace: ${namespace}`));
    return shared(pending, id, () =>
      loader(language).then(({ default: bundle }) => {
        i18n.addResourceBundle(language, namespace, bundle, true, false);
        loaded.add(id);
      }),
    );
  }

  const batches = new Map<string, Promise<void>>();
  return {
    namespaces: all,
    isLoaded(language = i18n.language, namespaces = all) {
      return languagesToLoad(language).every((code) =>
        namespaces.every((namespace) => loaded.has(`${code}/${namespace}`)),
      );
    },
    load(language = i18n.language, namespaces = all) {
      // One promise for the same request while it is under way.
      const id = `${language}|${namespaces.join(',')}`;
      return shared(batches, id, async () => {
        await Promise.all(
          languagesToLoad(language).flatMap((code) =>
            namespaces.map((namespace) => loadOne(namespace, code)),
          ),
        );
      });
    },
  };
}

function subscribeLanguage(callback: () => void) {
  i18n.on('languageChanged', callback);
  return () => i18n.off('languageChanged', callback);
}

/**
 * Whether `locales` (the given namespaces, all by default) are loaded in the current language;
 * starts loading them when not, and again when the language changes (a portal's `locale` prop).
 * A failed load is thrown to the nearest error boundary (the shell's area panel offers Retry).
 */
export function useLocales<N extends string>(locales: Locales<N>, namespaces?: readonly N[]): boolean {
  const language = useSyncExternalStore(
    subscribeLanguage,
    () => i18n.language,
    () => i18n.language,
  );
  const ready = locales.isLoaded(language, namespaces);
  const [, setLoads] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const wanted = useStableValue(namespaces, JSON.stringify(namespaces ?? null));
  useEffect(() => {
    if (ready) return;
    let live = true;
    locales.load(language, wanted).then(
      () => live && setLoads((count) => count + 1),
      (failure: unknown) => live && setError(() => failure),
    );
    return () => {
      live = false;
    };
  }, [locales, language, ready, wanted]);
  if (error) throw error;
  return ready;
}

/** Renders `children` once `locales` are loaded in the current language, `fallback` until then. */
export function WithLocales<N extends string>({
  locales,
  namespaces,
  fallback = null,
  children,
}: {
  locales: Locales<N>;
  namespaces?: readonly N[];
  fallback?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return useLocales(locales, namespaces) ? children : fallback;
}

/**
 * A date or time in the interface language (never the browser's own locale, which would put an
 * English date on a French page): medium date by default, `options` as Intl.DateTimeFormat takes
 * them. An invalid date shows as given.
 */
export function formatDateTime(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language: string = i18n.language || 'en',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    // An unknown time zone in `options`: the same moment in the viewer's zone.
    return new Intl.DateTimeFormat(language, { ...options, timeZone: undefined }).format(date);
  }
}

/**
 * A calendar day of the API ('2026-11-24', no time zone) in the interface language: "Nov 24",
 * "24 nov." on a chart's axis; pass `{ dateStyle: 'medium' }` for a tooltip's full date.
 */
export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
  language?: string,
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatDateTime(`${day}T12:00:00.000Z`, { ...options, timeZone: 'UTC' }, language);
}

/**
 * A chart's days with their label in the interface language (`day`: "Nov 24", "24 nov."), for
 * `<XAxis dataKey="day" />`: the label is in the data, so a chart that keeps its ticks between
 * renders still follows the language.
 */
export function withDayLabels<T extends { date: string }>(
  days: readonly T[],
  language?: string,
): (T & { day: string })[] {
  return days.map((entry) => ({ ...entry, day: formatDay(entry.date, undefined, language) }));
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
export function useT<N extends Namespace>(namespace: N): TFunction<N> {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  // A new t when the language or the strings change: `snapshot` is the version of i18n's strings,
  // which the callback reads through i18n.t rather than by name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: snapshot versions the external store i18n.t reads
  return useCallback(
    (key: string, options?: TranslateOptions) => i18n.t(key, { ns: namespace, ...options }),
    [namespace, snapshot],
  );
}
