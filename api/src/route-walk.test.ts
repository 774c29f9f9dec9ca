import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../test/helpers';
import { makePlatformAdmin } from '../test/workspaces';

/**
 * Issue 11: nothing a client can send is a 5xx. Every route of the app's own route
 * table gets malformed bodies, queries and path ids from a signed-in admin of a real
 * workspace; any answer >= 500 is a bug (a 500 means the input reached something that
 * could not take it: the stack, Postgres text, a uuid column).
 */

interface Route {
  method: string;
  path: string;
}

interface Probe {
  method: string;
  url: string;
  /** What was wrong with the request, for the failure list. */
  variant: string;
  body?: string;
  contentType?: string;
}

/**
 * Fields free text goes into across the API, so a poisoned value gets past the shape
 * checks to storage. Fields with a format of their own (email, phone, url) go in a
 * second set: one invalid format would otherwise refuse the whole body before the rest is stored.
 */
const textFields = [
  'name',
  'first_name',
  'last_name',
  'industry',
  'address_line',
  'zip_code',
  'promotekit_referral',
  'crm_suggestion',
  'invite_code',
  'text',
  'subject',
  'content',
  'message',
  'note',
  'info',
  'title',
  'description',
  'comment',
  'query',
  'username',
  'filename',
  'file_name',
  'team_size',
];
const formattedFields = ['email', 'phone', 'receiver', 'url', 'domain'];

const queryKeys = [
  'q',
  'query',
  'space',
  'credentials_id',
  'credentials',
  'workflow_id',
  'user_id',
  'space_id',
  'invite_code',
  'restore_code',
  'activation_code',
  'filters',
  'sort',
  'ids',
  'linkedin_urls',
  'offset',
  'limit',
  'page',
  'page_size',
  'status',
  'p',
  'token',
  'state',
];

const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
/** Over any JSON body cap (5 MB). */
const overCap = JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) });

function everyTextField(value: string, fields = textFields): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, value]));
}

const bodyVariants: { variant: string; body: string; contentType?: string }[] = [
  { variant: 'JSON 5,000 arrays deep', body: deepArray },
  { variant: 'JSON 5,000 objects deep', body: deepObject },
  { variant: 'deep JSON sent as text/plain', body: deepArray, contentType: 'text/plain' },
  { variant: 'NUL in string values', body: JSON.stringify(everyTextField('a\u0000b')) },
  { variant: 'NUL in formatted fields', body: JSON.stringify(everyTextField('a\u0000b', formattedFields)) },
  {
    variant: 'lone surrogate in formatted fields',
    body: JSON.stringify(everyTextField('\ud800', formattedFields)),
  },
  {
    variant: 'NUL sent as text/plain',
    body: JSON.stringify(everyTextField('a\u0000b')),
    contentType: 'text/plain',
  },
  { variant: 'lone surrogate in string values', body: JSON.stringify(everyTextField('\ud800x')) },
  { variant: 'lone low surrogate in string values', body: JSON.stringify(everyTextField('x\udc00')) },
  { variant: 'lone surrogate in a key', body: JSON.stringify({ 'k\ud800': 'v', ...everyTextField('ok') }) },
  { variant: 'NUL in a key', body: JSON.stringify({ 'k\u0000': 'v' }) },
  { variant: 'NUL string as the whole body', body: JSON.stringify('\u0000') },
  { variant: 'invalid JSON', body: '{"name":' },
  { variant: 'empty JSON body', body: '' },
  { variant: 'array body', body: '[]' },
  { variant: 'number body', body: '1' },
  { variant: 'null body', body: 'null' },
  { variant: 'string body', body: '"x"' },
  { variant: '100,000-character strings', body: JSON.stringify(everyTextField('x'.repeat(100_000))) },
  { variant: 'body over the size cap', body: overCap },
  {
    variant: 'wrong types in fields',
    body: JSON.stringify(Object.fromEntries(textFields.map((f) => [f, [{}]]))),
  },
];

const queryVariants: { variant: string; query: string }[] = [
  { variant: 'NUL in the query', query: queryKeys.map((key) => `${key}=%00`).join('&') },
  { variant: '%u-style escape in the query', query: queryKeys.map((key) => `${key}=%ud800`).join('&') },
  {
    variant: 'encoded lone surrogate in the query',
    query: queryKeys.map((key) => `${key}=%ED%A0%80`).join('&'),
  },
  { variant: 'invalid percent-encoding in the query', query: queryKeys.map((key) => `${key}=%ZZ`).join('&') },
  { variant: 'invalid percent-encoding in a query key', query: 'a%ZZ=1' },
  {
    variant: 'repeated query keys',
    query: queryKeys.map((key) => `${key}=1&${key}=2&${key}=x`).join('&'),
  },
  {
    variant: 'non-uuid ids and huge numbers in the query',
    query: queryKeys.map((key) => `${key}=not-an-id`).join('&'),
  },
  {
    variant: 'huge numbers in the query',
    query: queryKeys.map((key) => `${key}=99999999999999999999999`).join('&'),
  },
];

const badIds: { variant: string; id: string }[] = [
  { variant: 'NUL id', id: '%00' },
  { variant: 'non-uuid id', id: 'not-a-uuid' },
  { variant: '10,000-character id', id: 'a'.repeat(10_000) },
  { variant: '".." id', id: '..' },
  { variant: 'invalid percent-encoding id', id: '%ZZ' },
  { variant: 'encoded lone surrogate id', id: '%ED%A0%80' },
];

/** The handlers of the route table; `use` entries (method ALL) are middleware, not routes. */
export function walkableRoutes(routes: readonly Route[]): Route[] {
  const unique = new Map<string, Route>();
  for (const { method, path } of routes) {
    if (method === 'ALL') continue;
    unique.set(`${method} ${path}`, { method, path });
  }
  return [...unique.values()];
}

function fillPath(path: string, values: (name: string, index: number) => string): string {
  let index = 0;
  return path
    .replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_match, name: string) => values(name, index++))
    .replace(/\*/g, 'x');
}

function probesFor(route: Route, member: Member): Probe[] {
  const known = (name: string) => {
    if (route.path.startsWith('/api/space/') && name === 'id') return member.space.id;
    if (route.path.startsWith('/api/users/') && name === 'id') return member.user.id;
    if (name === 'provider') return 'smtp';
    if (name === 'filter') return 'company';
    return randomUUID();
  };
  const url = fillPath(route.path, known);
  const probes: Probe[] = [{ method: route.method, url, variant: 'plain request' }];
  for (const { variant, query } of queryVariants)
    probes.push({ method: route.method, url: `${url}?${query}`, variant });
  const params = route.path.match(/:[A-Za-z_]+/g) ?? [];
  for (let position = 0; position < params.length; position++) {
    for (const { variant, id } of badIds) {
      probes.push({
        method: route.method,
        url: fillPath(route.path, (name, index) => (index === position ? id : known(name))),
        variant: `${variant} at ${params[position]}`,
      });
    }
  }
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    for (const { variant, body, contentType } of bodyVariants) {
      probes.push({
        method: route.method,
        url,
        variant,
        body,
        contentType: contentType ?? 'application/json',
      });
    }
  }
  return probes;
}

describe.each(databaseModes())('every route on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers malformed bodies, queries and path ids with a 4xx, never a 5xx', async () => {
    const routes = walkableRoutes(ctx.app.routes);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // A member per route: a route that signs out or leaves the workspace spoils only itself.
      const member = await ctx.createMember();
      await makePlatformAdmin(ctx, member);
      const probes = probesFor(route, member);
      for (let start = 0; start < probes.length; start += 8) {
        await Promise.all(
          probes.slice(start, start + 8).map(async (probe) => {
            const headers: Record<string, string> = { Authorization: `Bearer ${member.token}` };
            if (probe.contentType) headers['Content-Type'] = probe.contentType;
            const response = await ctx.app.request(probe.url, {
              method: probe.method,
              headers,
              body: probe.body,
            });
            await response.arrayBuffer();
            sent += 1;
            if (response.status >= 500) {
              failures.push(`${response.status} ${route.method} ${route.path} (${probe.variant})`);
            }
          }),
        );
      }
    }
    console.log(
      `route walk on ${mode}: ${routes.length} routes walked, ${sent} requests sent, ${failures.length} 5xx found`,
    );
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  }, 300_000);
});
