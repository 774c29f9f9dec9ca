import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The Node the project pins (package.json's devDependency `node`, linked at node_modules/.bin/node). */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: { node: string };
};

describe('runtime', () => {
  it('runs on Node 24, the pinned one (npm test puts node_modules/.bin first on PATH)', () => {
    expect(process.version).toMatch(/^v24\./);
    expect(process.version).toBe(`v${rootPackage.devDependencies.node}`);
    expect(rootPackage.engines.node).toBe('>=24');
  });

  it('loads the native and wasm dependencies on this Node', async () => {
    const argon2 = await import('argon2');
    const hash = await argon2.hash('a password', { timeCost: 2, memoryCost: 4096 });
    expect(await argon2.verify(hash, 'a password')).toBe(true);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite();
    expect((await db.query<{ n: number }>('select 1 + 1 as n')).rows).toEqual([{ n: 2 }]);
    await db.close();
  });
});
