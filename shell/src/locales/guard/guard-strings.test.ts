import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import pt from './pt';

function keys(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function values(bundle: Record<string, unknown>): string[] {
  return Object.values(bundle).flatMap((value) =>
    value && typeof value === 'object' ? values(value as Record<string, unknown>) : [String(value)],
  );
}

describe('guard strings', () => {
  it.each([
    ['fr', fr],
    ['de', de],
    ['pt', pt],
    ['es', es],
  ] as const)('%s has exactly the English keys, each translated', (_language, bundle) => {
    expect(keys(bundle).sort()).toEqual(keys(en).sort());
    const english = new Set(values(en));
    expect(values(bundle).filter((text) => english.has(text))).toEqual([]);
  });

  it("keeps the spec's redirect message (platform §4)", () => {
    expect(en.forbidden.redirecting_other.replace('{{count}}', '15')).toBe(
      'You are going to be redirected in 15 seconds',
    );
  });
});
