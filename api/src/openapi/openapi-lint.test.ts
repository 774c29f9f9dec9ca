import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type NormalizedProblem, lintFromString, loadConfig, parseYaml } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { assertOperationNames, createRoute, createRouter, success, z } from './contract';
import { apiTags } from './tags';

const here = path.dirname(new URL(import.meta.url).pathname);
/** redocly.yaml and .redocly.lint-ignore.yaml sit here; the ignore file names the document openapi.json. */
const documentRef = path.join(here, 'openapi.json');

function describeProblem(problem: NormalizedProblem): string {
  return `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`;
}

describe('the OpenAPI document passes a third-party linter (issue 24 item 6)', () => {
  let ctx: TestContext;
  let source: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const response = await ctx.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    source = await response.text();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("has no error and no warning under Redocly's recommended rules (redocly.yaml)", async () => {
    const config = await loadConfig({ configPath: path.join(here, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: documentRef, config });
    expect(problems.filter((problem) => !problem.ignored).map(describeProblem)).toEqual([]);
    // Every entry of the ignore file still matches a problem: a stale one is removed, not kept.
    const ignoreFile = parseYaml(
      await readFile(path.join(here, '.redocly.lint-ignore.yaml'), 'utf8'),
    ) as Record<string, Record<string, string[]>>;
    const listed = Object.entries(ignoreFile['openapi.json'] ?? {}).flatMap(([rule, pointers]) =>
      pointers.map((pointer) => `${rule} ${pointer}`),
    );
    const ignored = problems
      .filter((problem) => problem.ignored)
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    expect(ignored.sort()).toEqual(listed.sort());
  });

  it('names every operation: a unique camelCase operationId and one tag of tags.ts, all described', () => {
    const document = JSON.parse(source) as {
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter((operation) => operation.tags?.length !== 1)).toEqual([]);
    expect(document.tags.map((tag) => tag.name)).toEqual(Object.keys(apiTags));
    const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
    // A tag no operation uses is a stale area in tags.ts.
    expect(Object.keys(apiTags).filter((tag) => !used.has(tag))).toEqual([]);
  });
});

describe('a route declared without its names is refused (openapi/contract.ts)', () => {
  const named = {
    method: 'get' as const,
    path: '/things',
    summary: 'Things',
    responses: { 200: success(z.object({}), 'The things') },
  };

  it('refuses at startup a route without an operationId or with a tag tags.ts does not describe', () => {
    const router = createRouter();
    // Never called: the route is refused (or, the last one, only registered).
    const handler = (() => new Response()) as never;
    expect(() => router.openapi({ ...named, tags: ['Health'] }, handler)).toThrow(
      'GET /things: declare a camelCase operationId',
    );
    expect(() => router.openapi({ ...named, operationId: 'listThings' }, handler)).toThrow(
      'GET /things: declare one tag of openapi/tags.ts (got [])',
    );
    expect(() => router.openapi({ ...named, operationId: 'listThings', tags: ['Things'] }, handler)).toThrow(
      'declare one tag of openapi/tags.ts (got ["Things"])',
    );
    expect(() => assertOperationNames({ ...named, operationId: 'list_things', tags: ['Health'] })).toThrow(
      'declare a camelCase operationId',
    );
    expect(() =>
      router.openapi(createRoute({ ...named, operationId: 'listThings', tags: ['Health'] }), handler),
    ).not.toThrow();
  });

  it('does not compile a declaration without them', () => {
    // @ts-expect-error operationId is required
    createRoute({ ...named, tags: ['Health'] });
    // @ts-expect-error tags is required
    createRoute({ ...named, operationId: 'listThings' });
    // @ts-expect-error the tag is one of tags.ts
    createRoute({ ...named, operationId: 'listThings', tags: ['Things'] });
    expect(createRoute({ ...named, operationId: 'listThings', tags: ['Health'] }).operationId).toBe(
      'listThings',
    );
  });
});
