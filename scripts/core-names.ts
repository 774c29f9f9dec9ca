/**
 * The React-free core package (@outreach/core, issue 24 item 4) and what holds it:
 *
 *   - core/ imports no browser library and no other workspace package, so the API, the sdk and
 *     the remotes can all stand on it;
 *   - the API never imports the browser sdk;
 *   - a name core exports is declared nowhere else (sdk, shell, remotes, api): one declaration,
 *     imported everywhere, so a list or a type is not copied by hand again.
 *
 * Used by scripts/core.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bareImports, isDevFile, repoRoot } from './package-imports';

/** Modules core must not import (nor declare): the browser half lives in the sdk. */
export const forbiddenInCore = [
  'react',
  'react-dom',
  'i18next',
  'zustand',
  'socket.io-client',
  '@tanstack/*',
  '@outreach/sdk',
  '@outreach/design-system',
];

export function isForbiddenInCore(module: string): boolean {
  return forbiddenInCore.some((name) =>
    name.endsWith('/*') ? module.startsWith(name.slice(0, -1)) : module === name,
  );
}

const codeFile = /\.(ts|tsx|mts|mjs|js)$/;
const skipDirs = new Set(['node_modules', 'dist', 'data', '.tmp', 'migrations']);

/** The code files under `dir` (relative to the repository root), generated files left out. */
export function codeFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(repoRoot, rel))) {
      const child = `${rel}/${name}`;
      if (skipDirs.has(name)) continue;
      if (statSync(path.join(repoRoot, child)).isDirectory()) walk(child);
      else if (codeFile.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.gen.ts')) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Every `file imports module` where a file of `dir` imports one of `isBad`'s modules. */
export function importsOf(dir: string, isBad: (module: string) => boolean): string[] {
  return codeFiles(dir).flatMap((file) =>
    bareImports(read(file))
      .filter(isBad)
      .map((module) => `${file} imports ${module}`),
  );
}

/**
 * A top-level declaration of a value or a type: `export const x`, `type X =`, `interface X`,
 * `enum X`. Functions and components are left out (a component may share a type's name), and so
 * are the API's types inferred from its schemas (`type X = z.infer<…>`): those schemas are the one
 * declaration the contract, and core's types, are generated from.
 */
const declaration =
  /^(?:export\s+)?(?:declare\s+)?(?:const|let|type|interface|enum)\s+([A-Za-z_$][\w$]*)(?:<[^=]*>)?\s*(=\s*z\.(?:infer|input|output)<)?/gm;

export function declaredNames(source: string): string[] {
  return [...source.matchAll(declaration)].filter((match) => !match[2]).map((match) => match[1] as string);
}

/** The names core's source files export (tests left out). */
export function coreExports(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of codeFiles('core/src')) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const source = read(file);
    for (const match of source.matchAll(
      /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|type|interface|function\*?|enum|class)\s+([A-Za-z_$][\w$]*)/gm,
    ))
      names.set(match[1] as string, file);
  }
  return names;
}

/** The folders (and root files) whose files may not declare a name core exports. */
export const consumers = [
  'api',
  'sdk',
  'shell',
  'remotes',
  'design-system',
  'brands',
  'e2e',
  'bench',
  'scripts',
];
const rootFiles = ['rspack.factory.ts', 'rspack.config.ts'];

/**
 * Same name, other thing: declarations outside core that share a name with one of core's exports
 * without copying it (file, name, why).
 */
export const sameNameOtherThing: readonly [string, string, string][] = [
  [
    'api/src/providers/payments/local-stripe/routes/catalog.ts',
    'intervals',
    "Stripe's price intervals (day, week, month, year), not the plan intervals",
  ],
  [
    'remotes/inbox/src/features/crm/components/DealModal.tsx',
    'Currency',
    "a CRM deal's currency, not billing's",
  ],
];

/** Each declaration outside core of a name core exports: `file declares name (core: file)`. */
export function redeclaredCoreNames(): string[] {
  const exported = coreExports();
  const allowed = new Set(sameNameOtherThing.map(([file, name]) => `${file} ${name}`));
  const out: string[] = [];
  for (const file of [...consumers.flatMap(codeFiles), ...rootFiles]) {
    if (isDevFile(file)) continue;
    for (const name of declaredNames(read(file)))
      if (exported.has(name) && !allowed.has(`${file} ${name}`))
        out.push(`${file} declares ${name} (core: ${exported.get(name)})`);
  }
  return out;
}
