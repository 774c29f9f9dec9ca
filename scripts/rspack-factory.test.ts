import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteConfig, requiredRange, root, sharedFor } from '../rspack.factory';

const dependencies = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;

afterEach(() => {
  delete process.env.FEDERATION_REQUIRED_VERSIONS;
  delete process.env.REMOTE_OUTPUT_DIR;
});

describe('shared singletons of a package build', () => {
  it('require the ranges of the package’s own package.json, singleton and strict', () => {
    const shared = sharedFor(path.join(root, 'remotes', 'inbox'));
    const own = dependencies('remotes/inbox');
    expect(shared.react).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: own.react });
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe(own.react);
    expect(shared['@tanstack/react-query']?.requiredVersion).toBe(own['@tanstack/react-query']);
    expect(shared['@outreach/sdk']?.requiredVersion).toBe('*');
  });

  it('take a range through the workspace packages for a singleton the package does not import itself', () => {
    // The admin remote reaches zustand and react-dom only through the sdk and the design system.
    expect(dependencies('remotes/admin').zustand).toBeUndefined();
    expect(requiredRange(path.join(root, 'remotes', 'admin'), 'zustand')).toBe(dependencies('sdk').zustand);
    expect(sharedFor(path.join(root, 'remotes', 'admin'))['react-dom']?.requiredVersion).toBe(
      dependencies('sdk')['react-dom'],
    );
  });

  it('FEDERATION_REQUIRED_VERSIONS overrides a range (tests build an incompatible remote with it)', () => {
    process.env.FEDERATION_REQUIRED_VERSIONS = 'react=^99.0.0';
    const shared = sharedFor(path.join(root, 'remotes', 'inbox'));
    expect(shared.react?.requiredVersion).toBe('^99.0.0');
    expect(shared['react-dom']?.requiredVersion).toBe(dependencies('sdk')['react-dom']);
  });

  it('builds a remote into dist/remotes/<name>, or REMOTE_OUTPUT_DIR', () => {
    expect(remoteConfig('inbox').output?.path).toBe(path.join(root, 'dist', 'remotes', 'inbox'));
    process.env.REMOTE_OUTPUT_DIR = '/tmp/elsewhere';
    expect(remoteConfig('inbox').output?.path).toBe('/tmp/elsewhere');
    expect(() => remoteConfig('nope')).toThrow(/Unknown remote/);
  });
});
