import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './i18n';

/**
 * The one strings test for every package: `<package>/locales/<language>/<namespace>.json`
 * (docs/architecture.md "Strings"). Every language has exactly the English files and keys, each
 * a non-empty string with the same {{placeholders}}; each namespace is declared, loader and
 * type, in its package's `src/i18n.ts`, and no two packages share a namespace name.
 */
const root = path.resolve(import.meta.dirname, '../..');
const packages = [
  'shell',
  'sdk',
  'design-system',
  ...readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `remotes/${entry.name}`),
].filter((pkg) => existsSync(path.join(root, pkg, 'locales')));

function entries(bundle: unknown, prefix = ''): Array<[string, unknown]> {
  if (!bundle || typeof bundle !== 'object' || Array.isArray(bundle)) return [[prefix, bundle]];
  return Object.entries(bundle).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));
}

const read = (pkg: string, language: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, pkg, 'locales', language, file), 'utf8')) as unknown;
const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
const placeholders = (text: string) =>
  (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe('strings of every package', () => {
  it('finds the packages that have strings', () => {
    expect(packages).toEqual(expect.arrayContaining(['shell', 'remotes/campaigns', 'remotes/inbox']));
    for (const pkg of packages) {
      expect(readdirSync(path.join(root, pkg, 'locales')).sort(), pkg).toEqual(
        languages.map((language) => language.code).sort(),
      );
    }
  });

  it('gives each namespace to one package only', () => {
    const owners = new Map<string, string[]>();
    for (const pkg of packages)
      for (const file of jsonFiles(path.join(root, pkg, 'locales', 'en')))
        owners.set(file, [...(owners.get(file) ?? []), pkg]);
    expect([...owners].filter(([, pkgs]) => pkgs.length > 1)).toEqual([]);
  });

  describe.each(packages)('%s', (pkg) => {
    const english = jsonFiles(path.join(root, pkg, 'locales', 'en'));

    it('has English strings, each a non-empty string', () => {
      expect(english.length).toBeGreaterThan(0);
      for (const file of english)
        for (const [key, value] of entries(read(pkg, 'en', file)))
          expect(typeof value === 'string' && value.trim() !== '', `en/${file} ${key}`).toBe(true);
    });

    it('declares every namespace in src/i18n.ts: a loader and its English type', () => {
      const source = readFileSync(path.join(root, pkg, 'src', 'i18n.ts'), 'utf8');
      for (const file of english) {
        const namespace = file.replace(/\.json$/, '');
        expect(source, namespace).toContain(`import(\`../locales/\${language}/${file}\`)`);
        expect(source, namespace).toContain(`typeof import('../locales/en/${file}')`);
      }
    });

    it.each(languages.filter((language) => language.code !== 'en').map((language) => language.code))(
      '%s has exactly the English files and keys, each non-empty, with the same placeholders',
      (language) => {
        expect(jsonFiles(path.join(root, pkg, 'locales', language))).toEqual(english);
        for (const file of english) {
          const own = new Map(entries(read(pkg, language, file)));
          const base = new Map(entries(read(pkg, 'en', file)));
          const missing = [...base.keys()].filter((key) => !own.has(key));
          const extra = [...own.keys()].filter((key) => !base.has(key));
          expect({ missing, extra }, `${language}/${file}`).toEqual({ missing: [], extra: [] });
          for (const [key, value] of own) {
            expect(typeof value === 'string' && value.trim() !== '', `${language}/${file} ${key}`).toBe(true);
            expect(placeholders(value as string), `${language}/${file} ${key}`).toEqual(
              placeholders(base.get(key) as string),
            );
          }
        }
      },
    );
  });
});
