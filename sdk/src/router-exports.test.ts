import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerExports } from './router-exports';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('react-router exports kept by the build', () => {
  it('covers every react-router import of the shell, the sdk and every remote', () => {
    const used = new Map<string, string>();
    for (const dir of ['shell', 'sdk', 'remotes', 'design-system']) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'react-router'/g)) {
          for (const raw of (match[1] ?? '').split(',')) {
            const name = raw
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0];
            if (name && !raw.trim().startsWith('type ')) used.set(name, path.relative(root, file));
          }
        }
        expect(text, `${file}: use named imports from react-router`).not.toMatch(
          /import\s+\*\s+as\s+\w+\s+from\s+'react-router'/,
        );
      }
    }
    const missing = [...used].filter(([name]) => !(routerExports as readonly string[]).includes(name));
    expect(missing, 'add these to sdk/src/router-exports.ts').toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });
});
