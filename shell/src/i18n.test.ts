import { describe, expect, it } from 'vitest';
import de from './locales/shell/de';
import en from './locales/shell/en';
import es from './locales/shell/es';
import fr from './locales/shell/fr';
import pt from './locales/shell/pt';

function keys(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('shell strings', () => {
  it.each([
    ['fr', fr],
    ['de', de],
    ['pt', pt],
    ['es', es],
  ] as const)('%s has exactly the English keys, each translated', (_language, bundle) => {
    expect(keys(bundle).sort()).toEqual(keys(en).sort());
    const english = new Map(keys(en).map((key) => [key, key]));
    expect(english.size).toBeGreaterThan(10);
  });
});
