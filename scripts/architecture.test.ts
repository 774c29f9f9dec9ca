import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiViolations,
  checkedDirs,
  type ImportGraph,
  layerOf,
  layersSvg,
  layerTable,
  packageViolations,
  readGraph,
  repoRoot,
  specifiersOf,
} from './layers';

/**
 * The layers hold (issue 24, docs/architecture.md "Layers"): every source file of api/src sits
 * on one layer and reaches, through any chain of imports, nothing above it; a module reaches
 * another only through its index.ts; no two folders import each other round a cycle; and each
 * package imports only the packages below it (the API never the browser sdk). Tests compose the
 * layers and are not bound. `npm run layers` prints the same tables and what breaks them.
 */
const graph = readGraph(checkedDirs);
const texts = (rule: string, list = apiViolations(graph)) =>
  list.filter((v) => v.rule === rule).map((v) => v.text);

/** A small graph written by hand, to show that each rule catches what it should. */
function fakeGraph(imports: Record<string, string[]>, packages: Record<string, string[]> = {}): ImportGraph {
  const files = [
    ...new Set([...Object.keys(imports), ...Object.values(imports).flat(), ...Object.keys(packages)]),
  ];
  return {
    files,
    imports: new Map(files.map((file) => [file, imports[file] ?? []])),
    packages: new Map(files.map((file) => [file, packages[file] ?? []])),
  };
}

describe('the layers of api/src and the packages (issue 24)', () => {
  it('prints the table it enforces', () => {
    const table = layerTable();
    console.log(table);
    expect(table).toContain('| 3 | platform |');
    expect(table).toContain('| api | core, brands |');
  });

  it('draws docs/layers.svg from the same table (npm run layers -- --svg)', () => {
    expect(readFileSync(path.join(repoRoot, 'docs/layers.svg'), 'utf8')).toBe(layersSvg());
  });

  it('puts every source file of api/src on a layer', () => {
    expect(texts('unplaced')).toEqual([]);
  });

  it('has no arrow up the layers, read transitively', () => {
    expect(texts('upward')).toEqual([]);
  });

  it('lets a module reach another only through its index.ts', () => {
    expect(texts('public-file')).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(texts('folder-cycle')).toEqual([]);
  });

  it('lets each package import only the packages below it (no browser sdk in the API)', () => {
    expect(packageViolations(graph).map((v) => v.text)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('reads type-only imports, re-exports and import() as the compiler does', () => {
    const specifiers = specifiersOf('scripts/layers.ts');
    expect(specifiers).toContain('typescript');
    expect(specifiers).toContain('node:fs');
  });

  it('places files by folder and by name', () => {
    expect(layerOf('api/src/modules/crm/crm.service.ts')?.name).toBe('modules');
    expect(layerOf('api/src/platform/context.ts')?.name).toBe('platform');
    expect(layerOf('api/src/clock.ts')?.name).toBe('base');
    expect(layerOf('api/src/unknown.ts')).toBeUndefined();
  });

  it('catches an upward arrow that only a chain of imports shows', () => {
    const fake = fakeGraph({
      'api/src/platform/identity.ts': ['api/src/db/client.ts'],
      'api/src/db/client.ts': ['api/src/clock.ts', 'api/src/db/seed-helper.ts'],
      'api/src/db/seed-helper.ts': ['api/src/modules/auth/index.ts'],
      'api/src/modules/auth/index.ts': [],
      'api/src/clock.ts': [],
    });
    const upward = texts('upward', apiViolations(fake));
    expect(upward).toContain(
      'platform reaches modules: platform/identity.ts -> db/client.ts -> db/seed-helper.ts -> modules/auth/index.ts',
    );
    expect(upward).toContain(
      'db reaches modules: db/client.ts -> db/seed-helper.ts -> modules/auth/index.ts',
    );
    expect(upward).toHaveLength(3);
  });

  it('catches a module that reaches past another module’s index.ts, and a folder cycle', () => {
    const fake = fakeGraph({
      'api/src/modules/crm/crm.service.ts': ['api/src/modules/spaces/spaces.service.ts'],
      'api/src/modules/spaces/index.ts': ['api/src/modules/spaces/spaces.service.ts'],
      'api/src/modules/spaces/spaces.service.ts': ['api/src/modules/crm/index.ts'],
      'api/src/modules/crm/index.ts': [],
    });
    const found = apiViolations(fake);
    expect(texts('public-file', found)).toEqual([
      'modules/crm/crm.service.ts imports modules/spaces/spaces.service.ts: use modules/spaces/index.ts',
    ]);
    expect(texts('folder-cycle', found)).toEqual(['folders in a cycle: modules/crm, modules/spaces']);
  });

  it('catches the API importing the browser sdk', () => {
    const fake = fakeGraph({}, { 'api/src/modules/crm/crm.schema.ts': ['sdk', 'core'] });
    expect(packageViolations(fake).map((v) => v.text)).toEqual([
      'api/src/modules/crm/crm.schema.ts imports @outreach/sdk (api may import: core, brands)',
    ]);
  });
});
