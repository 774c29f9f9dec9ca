import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "No English string in a non-English page" (issue 26 item 25) holds for dates and numbers too: a
 * date formatted without a language takes the browser's locale, so a French page read "Nov 23,
 * 2026". Browser code formats dates with the sdk's formatDateTime (or passes the language).
 */
const root = join(import.meta.dirname, '..');
const browserCode = ['shell/src', 'sdk/src', 'design-system/src', 'remotes'];

/** A call that formats with the browser's own locale: no language, `undefined` or `[]`. */
const withoutLanguage =
  /\.toLocale(?:Date|Time)?String\(\s*(?:\)|undefined\b|\[\])|Intl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat)\(\s*(?:\)(?!\.resolvedOptions)|undefined\b|\[\])/;

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'dist' || name === 'locales') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories|test-support)\.tsx?$/.test(name) ? [path] : [];
  });
}

function formatsWithoutLanguage(source: string): string[] {
  return source.split('\n').filter((line) => withoutLanguage.test(line));
}

describe('dates and numbers follow the interface language (issue 26 item 25)', () => {
  it('finds a format call that has no language', () => {
    expect(formatsWithoutLanguage('new Date(x).toLocaleString()')).toHaveLength(1);
    expect(formatsWithoutLanguage("d.toLocaleTimeString([], { hour: '2-digit' })")).toHaveLength(1);
    expect(
      formatsWithoutLanguage("new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })"),
    ).toHaveLength(1);
    expect(formatsWithoutLanguage('Intl.DateTimeFormat().resolvedOptions().timeZone')).toEqual([]);
    expect(formatsWithoutLanguage('value.toLocaleString(language)')).toEqual([]);
  });

  it('no browser code formats a date or number in the browser locale', () => {
    const found = browserCode.flatMap((folder) =>
      sources(join(root, folder)).flatMap((path) =>
        formatsWithoutLanguage(readFileSync(path, 'utf8')).map(
          (line) => `${relative(root, path)}: ${line.trim()}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
