/**
 * The interface strings' store and translate function (issue 25): the part of i18next the
 * product uses, in about 1 KB instead of i18next's 13.5 KB gzipped on every first page. The
 * names and behaviour are i18next's, so callers did not change:
 *
 * - bundles per language and namespace (`addResourceBundle`, deep-merged, existing keys kept);
 * - keys as dotted paths; a missing key falls back to English, then to `defaultValue`, then to
 *   the key itself;
 * - plurals by `count` through Intl.PluralRules: `key_zero` (count 0), `key_<category>`, `key`;
 * - `{{name}}` (and `{{a.b}}`) interpolation, no escaping (React escapes); a value not given
 *   leaves the placeholder as written;
 * - events `languageChanged` and `added`; `options.saveMissing` with `missingKeyHandler`
 *   (the untranslated tests collect the keys nothing answers).
 *
 * Not supported because no string or caller uses them (checked when it was written): nesting
 * (`$t(...)`), context, formatters (`{{x, number}}`), `ns:key`, returnObjects, ordinal plurals.
 */

type Bundle = { [key: string]: unknown };
type Listener = (...args: never[]) => void;

export type MissingKeyHandler = (
  languages: readonly string[],
  namespace: string,
  key: string,
  fallbackValue: string,
  updateMissing: boolean,
  options: TranslateCallOptions,
) => void;

export interface TranslatorOptions {
  fallbackLng: string;
  defaultNS: string;
  saveMissing?: boolean;
  saveMissingTo?: string;
  missingKeyHandler?: MissingKeyHandler | false;
  [option: string]: unknown;
}

/** What `t` reads of its options; every other entry is a value to interpolate. */
export interface TranslateCallOptions {
  ns?: string;
  lng?: string;
  count?: unknown;
  defaultValue?: unknown;
  [value: string]: unknown;
}

const rightToLeft = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

function lookup(bundle: Bundle | undefined, path: string): unknown {
  if (!bundle) return undefined;
  if (Object.hasOwn(bundle, path)) return bundle[path];
  let node: unknown = bundle;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

function isBundle(value: unknown): value is Bundle {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `source`'s entries into `target`, into nested objects too; `overwrite` false keeps what is there. */
function merge(target: Bundle, source: Bundle, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isBundle(current) && isBundle(value)) merge(current, value, overwrite);
    else if (current === undefined || overwrite)
      target[key] = isBundle(value) ? merge({}, value, true) : value;
  }
  return target;
}

export class Translator {
  language: string;
  readonly options: TranslatorOptions;
  private readonly store = new Map<string, Map<string, Bundle>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(language: string, options: TranslatorOptions) {
    this.language = language;
    this.options = options;
  }

  on(event: 'languageChanged' | 'added', listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  off(event: 'languageChanged' | 'added', listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }

  changeLanguage(language: string): Promise<void> {
    this.language = language;
    this.emit('languageChanged', language);
    return Promise.resolve();
  }

  dir(language: string = this.language): 'ltr' | 'rtl' {
    return rightToLeft.has(language.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
  }

  addResourceBundle(language: string, namespace: string, bundle: object, deep = false, overwrite = false) {
    let namespaces = this.store.get(language);
    if (!namespaces) {
      namespaces = new Map();
      this.store.set(language, namespaces);
    }
    const current = namespaces.get(namespace);
    if (current && deep) merge(current, bundle as Bundle, overwrite);
    else
      namespaces.set(
        namespace,
        current ? { ...current, ...(bundle as Bundle) } : merge({}, bundle as Bundle, true),
      );
    this.emit('added', language, namespace);
    return this;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.get(language)?.has(namespace) ?? false;
  }

  getResource(language: string, namespace: string, key: string): unknown {
    return lookup(this.store.get(language)?.get(namespace), key);
  }

  private plural(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      try {
        rules = new Intl.PluralRules(language);
      } catch {
        rules = new Intl.PluralRules('en');
      }
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  /** The string of `key` in `options.ns` (the default namespace otherwise), with its values in place. */
  t(key: string, options: TranslateCallOptions = {}): string {
    const namespace = options.ns ?? this.options.defaultNS;
    const language = options.lng ?? this.language;
    const languages =
      language === this.options.fallbackLng ? [language] : [language, this.options.fallbackLng];
    const count = typeof options.count === 'number' ? options.count : undefined;
    let found: string | undefined;
    for (const code of languages) {
      const bundle = this.store.get(code)?.get(namespace);
      if (!bundle) continue;
      const candidates =
        count === undefined
          ? [key]
          : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.plural(code, count)}`, key];
      for (const candidate of candidates) {
        const value = lookup(bundle, candidate);
        if (typeof value === 'string') {
          found = value;
          break;
        }
      }
      if (found !== undefined) break;
    }
    if (found === undefined) {
      const { saveMissing, missingKeyHandler } = this.options;
      if (saveMissing && typeof missingKeyHandler === 'function') {
        missingKeyHandler([language], namespace, key, key, false, options);
      }
      found = options.defaultValue === undefined ? key : String(options.defaultValue);
    }
    return this.interpolate(found, options);
  }

  private interpolate(text: string, values: TranslateCallOptions): string {
    if (!text.includes('{{')) return text;
    return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (placeholder, name: string) => {
      const value = Object.hasOwn(values, name) ? values[name] : lookup(values as Bundle, name);
      if (value === undefined) return placeholder;
      return value === null ? '' : String(value);
    });
  }
}
