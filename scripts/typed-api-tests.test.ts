import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24 item 5: API tests call routes through the typed test client (`ctx.api`,
 * api/test/typed-client.ts), whose payload type comes from the OpenAPI contract. A call like
 * `ctx.request<SpaceJson>(...)` or a file's own `call<T>(...)` carries a hand-written response type
 * that no route change will ever break, and so does a test's own `interface …Json` or envelope cast
 * (`as { ok: true; payload: … }`). None is left: a call the typed client can not make (a path or
 * method chosen at run time, a malformed body) goes through `ctx.request` without a type argument,
 * and its answer is read as status and error only.
 */
const root = join(import.meta.dirname, '..');

/** `request<` or `call<` with a type argument (a generic call or a wrapper's declaration). */
function handTypedCalls(source: string): number {
  return source.match(/\b(?:call|request)</g)?.length ?? 0;
}

/** A test's own type for a route's JSON (`interface LabelJson`, `type SpaceJson =`) or envelope cast. */
function handWrittenPayloadTypes(source: string): number {
  const declarations = source.match(/\b(?:interface\s+\w*Json\b|type\s+\w*Json\s*=)/g)?.length ?? 0;
  const envelopes = source.match(/as\s*\{\s*ok:\s*true;\s*payload:/g)?.length ?? 0;
  return declarations + envelopes;
}

function apiTestFiles(dir = join(root, 'api')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiTestFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('hand-typed API test calls', () => {
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

  it('counts a test-declared payload type or envelope cast, not a contract type', () => {
    const source = [
      'interface LabelJson { _id: string }',
      'type SpaceJson = { _id: string };',
      'const body = (await response.json()) as { ok: true; payload: Label } | { ok: false };',
      "type Label = ApiSchema<'Label'>;",
      'interface Case { platform: string }',
    ].join('\n');
    expect(handWrittenPayloadTypes(source)).toBe(3);
  });

  it('finds none in the API tests', () => {
    const found = apiTestFiles()
      .map((file) => {
        const source = readFileSync(file, 'utf8');
        return {
          file: relative(root, file),
          count: handTypedCalls(source) + handWrittenPayloadTypes(source),
        };
      })
      .filter((entry) => entry.count > 0);
    expect(found, 'call routes through ctx.api (api/test/typed-client.ts); its payload is typed').toEqual([]);
  });
});
