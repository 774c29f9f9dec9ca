import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import pt from './pt';

function entries(bundle: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object' ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const keys = (bundle: object) =>
  entries(bundle)
    .map(([key]) => key)
    .sort();
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('account strings', () => {
  it('has English strings for every page', () => {
    expect(keys(en).length).toBeGreaterThan(200);
    for (const [key, value] of entries(en))
      expect(typeof value === 'string' && value.length > 0, key).toBe(true);
  });

  it.each([
    ['fr', fr],
    ['de', de],
    ['pt', pt],
    ['es', es],
  ] as const)(
    '%s has exactly the English keys, each a non-empty string with the same placeholders',
    (_language, bundle) => {
      expect(keys(bundle)).toEqual(keys(en));
      const english = new Map(entries(en));
      for (const [key, value] of entries(bundle)) {
        expect(typeof value === 'string' && value.length > 0, key).toBe(true);
        expect(placeholders(value as string), key).toEqual(placeholders(english.get(key) as string));
      }
    },
  );

  it.each([
    ['fr', fr],
    ['de', de],
    ['pt', pt],
    ['es', es],
  ] as const)('%s is translated, not copied from English', (_language, bundle) => {
    const english = new Map(entries(en));
    const same = entries(bundle).filter(([key, value]) => value === english.get(key));
    // Names that are the same in both languages (Admin, Status, Pipelines…) stay few.
    expect(same.length).toBeLessThan(entries(en).length * 0.08);
  });

  it('says that material changes to the terms get 15 days notice (spec platform §9)', () => {
    for (const bundle of [en, fr, de, pt, es]) expect(bundle.legal.terms.changes.text).toContain('15');
  });
});
