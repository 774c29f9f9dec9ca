/**
 * Which bare modules each package of the repository imports, and whether its own package.json
 * declares them (docs/decisions.md "Packages (issue 12, item 10)"):
 *
 *   source files                     must be in `dependencies`
 *   tests, stories, build configs    may also use `devDependencies`, and the repo-wide tools of the
 *                                    root's devDependencies (vitest, testing-library, storybook…)
 *
 * The root package owns what lives outside the workspaces (scripts/, e2e/, bench/, the root configs):
 * all of it tooling that drives the whole product (the combined build, browser tests, benchmarks), so
 * its files may import what the root declares and what any workspace package declares.
 * Used by scripts/packages.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
}

export interface PackageInfo {
  /** Folder relative to the repository root ('' for the root). */
  dir: string;
  manifest: Manifest;
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as Manifest;
}

/** The root and every workspace package (the root's `workspaces` globs: `name` or `folder/*`). */
export function packages(): PackageInfo[] {
  const root = readManifest('');
  const dirs: string[] = [];
  for (const pattern of root.workspaces ?? []) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      for (const name of readdirSync(path.join(repoRoot, parent)).sort()) {
        const dir = `${parent}/${name}`;
        if (statSync(path.join(repoRoot, dir)).isDirectory()) dirs.push(dir);
      }
    } else dirs.push(pattern);
  }
  return [{ dir: '', manifest: root }, ...dirs.map((dir) => ({ dir, manifest: readManifest(dir) }))];
}

const skipDirs = new Set(['node_modules', 'dist', 'data', '.tmp', '.git', 'locales', 'migrations']);
const codeFile = /\.(ts|tsx|mts|mjs|js)$/;

/** Files under src/ that only tools run: the client-types generator (scripts/api-types.ts). */
const devOnlySources = new Set(['api/src/openapi/client-types.ts']);

/** Tests, stories, test helpers and build configuration: dev files, which may use devDependencies. */
export function isDevFile(file: string): boolean {
  return (
    /\.(test|e2e|stories)\.tsx?$/.test(file) ||
    /test-(support|helpers)\.tsx?$/.test(file) ||
    /(^|\/)(test|testing|\.storybook)\//.test(file) ||
    devOnlySources.has(file) ||
    /(^|\/)(rspack|vitest|drizzle)\.config\.ts$/.test(file) ||
    /(^|\/)build\.mjs$/.test(file)
  );
}

/** The code files of a package, relative to the repository root, without those of nested packages. */
export function filesOf(pkg: PackageInfo, all: PackageInfo[]): string[] {
  const nested = new Set(all.filter((p) => p.dir !== pkg.dir && p.dir.startsWith(pkg.dir)).map((p) => p.dir));
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(repoRoot, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      if (skipDirs.has(name) || nested.has(child)) continue;
      if (statSync(path.join(repoRoot, child)).isDirectory()) walk(child);
      else if (codeFile.test(name) && !name.endsWith('.d.ts')) out.push(child);
    }
  };
  walk(pkg.dir);
  return out;
}

const importPattern =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]|\.resolve\(\s*['"]([^'"]+)['"]/g;

/** The package names a file imports (`react` for 'react/jsx-runtime', `@a/b` for '@a/b/c'); builtins left out. */
export function bareImports(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5];
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) continue;
    if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] as string)) continue;
    // Virtual modules and query-string imports of bundlers are not packages.
    if (specifier.includes('?') || specifier.includes(':')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
  }
  return [...names];
}

export interface Undeclared {
  pkg: string;
  file: string;
  module: string;
  /** Where it must go: dependencies (source) or devDependencies (dev files). */
  needs: 'dependencies' | 'devDependencies';
}

/** Every import of a module the importing package does not declare where it should. */
export function undeclaredImports(): Undeclared[] {
  const all = packages();
  const declared = (m: Manifest) => [
    ...Object.keys(m.dependencies ?? {}),
    ...Object.keys(m.devDependencies ?? {}),
  ];
  const rootDev = Object.keys(all[0]?.manifest.devDependencies ?? {});
  const everything = all.flatMap((p) => [p.manifest.name, ...declared(p.manifest)]);
  const out: Undeclared[] = [];
  for (const pkg of all) {
    const isRoot = pkg.dir === '';
    const deps = new Set(Object.keys(pkg.manifest.dependencies ?? {}));
    const dev = new Set([...declared(pkg.manifest), ...rootDev, ...(isRoot ? everything : [])]);
    for (const file of filesOf(pkg, all)) {
      const devFile = isRoot || isDevFile(file);
      const modules = bareImports(readFileSync(path.join(repoRoot, file), 'utf8'));
      // JSX compiles to imports of react/jsx-runtime (the automatic runtime).
      if (file.endsWith('.tsx') && !modules.includes('react')) modules.push('react');
      for (const module of modules) {
        if (module === pkg.manifest.name) continue;
        if (!(devFile ? dev : deps).has(module))
          out.push({
            pkg: pkg.manifest.name,
            file,
            module,
            needs: devFile ? 'devDependencies' : 'dependencies',
          });
      }
    }
  }
  return out;
}
