import { describe, expect, it } from 'vitest';
import {
  coreExports,
  declaredNames,
  forbiddenInCore,
  importsOf,
  isForbiddenInCore,
  redeclaredCoreNames,
} from './core-names';
import { readManifest } from './package-imports';

describe('@outreach/core is React-free and declared once (issue 24 item 4)', () => {
  it('reads declarations, not inferred schema types or functions', () => {
    const source = [
      'export const stepKinds = [];',
      "type SequenceType = 'simple' | 'smart';",
      'export interface Account {}',
      'export type ProspectJson = z.infer<typeof ProspectSchema>;',
      'export function hasFeature() {}',
      '  const local = 1;',
    ].join('\n');
    expect(declaredNames(source)).toEqual(['stepKinds', 'SequenceType', 'Account']);
    expect(isForbiddenInCore('@tanstack/react-query')).toBe(true);
    expect(isForbiddenInCore('zod')).toBe(false);
  });

  it('depends on none of the browser libraries', () => {
    const dependencies = Object.keys(readManifest('core').dependencies ?? {});
    expect(dependencies.filter(isForbiddenInCore)).toEqual([]);
    expect(forbiddenInCore).toContain('react');
  });

  it('imports none of them either', () => {
    expect(importsOf('core', isForbiddenInCore)).toEqual([]);
  });

  it('the API never imports the browser sdk', () => {
    expect(importsOf('api', (module) => module === '@outreach/sdk')).toEqual([]);
    expect(Object.keys(readManifest('api').dependencies ?? {})).not.toContain('@outreach/sdk');
  });

  it('exports the shared lists and types', () => {
    const names = coreExports();
    for (const name of ['outreachEventNames', 'serverEvents', 'remoteNames', 'StepJson', 'ApiSchema'])
      expect(names.has(name)).toBe(true);
  });

  it('no name core exports is declared again in api, sdk, shell or the remotes', () => {
    expect(redeclaredCoreNames()).toEqual([]);
  });
});
