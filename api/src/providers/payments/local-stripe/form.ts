/**
 * Stripe's form encoding, read back: `line_items[0][price]=price_1&expand[]=subscription&metadata[key]=v`
 * becomes `{ line_items: [{ price: 'price_1' }], expand: ['subscription'], metadata: { key: 'v' } }`.
 * Objects whose keys are all indexes (`[0]`, `[1]`, or `[]`) are arrays. An empty value stays ''
 * (Stripe reads it as "unset").
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

function arrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(arrays);
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => arrays(value[key] as FormValue));
  }
  const out: Record<string, FormValue> = {};
  for (const key of keys) out[key] = arrays(value[key] as FormValue);
  return out;
}

export function parseForm(...sources: URLSearchParams[]): Form {
  const root: Record<string, FormValue> = {};
  const appendCounters = new Map<object, number>();
  for (const params of sources) {
    for (const [key, value] of params) {
      const path = keyPath(key);
      let node: Record<string, FormValue> = root;
      for (let index = 0; index < path.length; index += 1) {
        let part = path[index] as string;
        if (part === '') {
          // `expand[]=a&expand[]=b`: the next free index.
          const next = appendCounters.get(node) ?? Object.keys(node).length;
          appendCounters.set(node, next + 1);
          part = String(next);
        }
        if (index === path.length - 1) {
          node[part] = value;
        } else {
          const child = node[part];
          if (typeof child !== 'object' || child === null || Array.isArray(child)) node[part] = {};
          node = node[part] as Record<string, FormValue>;
        }
      }
    }
  }
  return arrays(root) as Form;
}

/** Readers for a parsed form: every one answers undefined for a missing or wrongly shaped value. */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): Record<string, FormValue> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  const record = obj(value);
  return record ? Object.values(record) : [];
}

export function strings(value: FormValue | undefined): string[] {
  return list(value).filter((item): item is string => typeof item === 'string');
}

export function int(value: FormValue | undefined): number | undefined {
  const text = str(value);
  if (text === undefined || text === '' || !/^-?\d+$/.test(text)) return undefined;
  return Number(text);
}

export function bool(value: FormValue | undefined): boolean | undefined {
  const text = str(value);
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/** `metadata[key]=value` pairs as Stripe keeps them (strings; an empty value removes the key). */
export function metadataOf(
  value: FormValue | undefined,
  current: Record<string, string> = {},
): Record<string, string> {
  if (str(value) === '') return {};
  const record = obj(value);
  if (!record) return { ...current };
  const next = { ...current };
  for (const [key, entry] of Object.entries(record)) {
    if (typeof entry !== 'string') continue;
    if (entry === '') delete next[key];
    else next[key] = entry;
  }
  return next;
}
