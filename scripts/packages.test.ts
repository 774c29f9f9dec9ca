import { describe, expect, it } from 'vitest';
import { bareImports, isDevFile, packages, undeclaredImports } from './package-imports';

describe('each package declares what it imports', () => {
  it('finds bare imports, not relative ones or builtins', () => {
    const source = [
      "import { a } from 'react';",
      "import type { B } from '@outreach/sdk/query';",
      "export * from '@scope/pkg/deep/path';",
      "const c = await import('zustand/vanilla');",
      "import './local';",
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "const ui = createRequire(import.meta.url).resolve('swagger-ui-dist/package.json');",
    ].join('\n');
    expect(bareImports(source).sort()).toEqual(
      ['@outreach/sdk', '@scope/pkg', 'react', 'swagger-ui-dist', 'zustand'].sort(),
    );
  });

  it('tells tests, stories and build configs from source', () => {
    expect(isDevFile('remotes/inbox/src/features/inbox/Inbox.test.tsx')).toBe(true);
    expect(isDevFile('remotes/inbox/rspack.config.ts')).toBe(true);
    expect(isDevFile('design-system/src/components/Button/Button.stories.tsx')).toBe(true);
    expect(isDevFile('remotes/inbox/src/expose/App.tsx')).toBe(false);
  });

  it('covers every workspace package', () => {
    const dirs = packages().map((p) => p.dir);
    for (const dir of [
      'api',
      'core',
      'sdk',
      'design-system',
      'brands',
      'shell',
      'remotes/inbox',
      'remotes/admin',
    ])
      expect(dirs).toContain(dir);
  });

  it('source imports only its dependencies; tests and build configs also their devDependencies', () => {
    const missing = undeclaredImports().map(
      ({ pkg, file, module, needs }) => `${pkg}: ${file} imports ${module} (add it to ${needs})`,
    );
    expect(missing).toEqual([]);
  });
});
