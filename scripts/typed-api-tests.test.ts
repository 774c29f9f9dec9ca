import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24 item 5: API tests call routes through the typed test client (`ctx.api`,
 * api/test/typed-client.ts), whose payload type comes from the OpenAPI contract. A call like
 * `ctx.request<SpaceJson>(...)` or a file's own `call<T>(...)` carries a hand-written response type
 * that no route change will ever break. This ratchet counts them: the count may only go down. When
 * you convert calls, lower `HAND_TYPED_CALLS` to the printed number.
 */
const HAND_TYPED_CALLS = 170;

const root = join(import.meta.dirname, '..');

/** `request<` or `call<` with a type argument (a generic call or a wrapper's declaration). */
function handTypedCalls(source: string): number {
  return source.match(/\b(?:call|request)</g)?.length ?? 0;
}

function apiTestFiles(dir = join(root, 'api')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiTestFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('hand-typed API test calls (ratchet)', () => {
  it('counts a type argument on request or call, not the typed client', () => {
    const source = [
      "await ctx.request<SpaceJson>('/api/space/info', { token });",
      'const call = <T>(path: string) => ctx.request<T>(path);',
      "await call<{ token: string }>('/api/auth/login');",
      "await ctx.request('/api/space/info', { token });",
      "await ctx.api.get('/space/info', { token });",
      'const recall<T> = 1;',
    ].join('\n');
    expect(handTypedCalls(source)).toBe(3);
  });

  it(`stays at or under ${HAND_TYPED_CALLS}, and the limit follows the count down`, () => {
    const perFile = apiTestFiles()
      .map((file) => ({ file: relative(root, file), count: handTypedCalls(readFileSync(file, 'utf8')) }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count);
    const total = perFile.reduce((sum, entry) => sum + entry.count, 0);
    console.log(
      `hand-typed API test calls: ${total} (limit ${HAND_TYPED_CALLS}) in ${perFile.length} files; most:\n` +
        perFile
          .slice(0, 10)
          .map((entry) => `  ${entry.count} ${entry.file}`)
          .join('\n'),
    );
    expect(total, 'convert the new calls to ctx.api (api/test/typed-client.ts)').toBeLessThanOrEqual(
      HAND_TYPED_CALLS,
    );
    expect(total, `fewer calls are hand-typed now: lower HAND_TYPED_CALLS to ${total}`).toBe(
      HAND_TYPED_CALLS,
    );
  });
});
