import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { ClientConfigSchema } from '../modules/config/config.schema';
import { HealthStatus } from '../modules/health/health.schema';
import { clientTypesFile, generateClientTypes } from './client-types';
import { okEnvelope } from './contract';
import { apiRoutesOf, documentedRoutesOf } from './route-table';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

/** The reference and the document describe the contract; they are not part of it. */
const referenceRoutes = (route: string) =>
  route.endsWith(' /api/openapi.json') || route.startsWith('GET /api/docs');

describe('the API contract (issue 12)', () => {
  let ctx: TestContext;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ctx = await createTestContext();
    const response = await ctx.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves an OpenAPI 3.1 document of the declared routes, relative to /api, with bearer auth', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Reachly API', version: '9.9.9-test' });
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health', '/config']));
  });

  it('has every route of the app in the document, and nothing the app does not serve', () => {
    const documented = new Set(documentedRoutesOf(document));
    const app = apiRoutesOf(ctx.app).filter((route) => !referenceRoutes(route));
    // A new route must be declared with the contract (openapi/contract.ts) to pass.
    expect(app.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !app.includes(route))).toEqual([]);
    expect(app.length).toBeGreaterThan(190);
    console.log(`contract: ${app.length} routes, all declared`);
  });

  it("the sdk's client types are generated from this document (npm run api:types after changing a route)", async () => {
    const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
    const committed = await readFile(path.join(repo, clientTypesFile), 'utf8');
    // Compared as text: a route, param, body or response changed without regenerating fails here.
    expect(committed === (await generateClientTypes(document)), 'run npm run api:types').toBe(true);
  });

  it('answers the declared routes as declared', async () => {
    const health = await ctx.app.request('/api/health');
    expect(okEnvelope(HealthStatus).parse(await health.json()).payload.status).toBe('ok');
    const config = await ctx.app.request('/api/config', { headers: { host: 'acme.localhost' } });
    expect(okEnvelope(ClientConfigSchema).parse(await config.json()).payload.brand.id).toBe('acme');
  });

  it('serves the reference from the app: a page whose scripts load by src, and its assets', async () => {
    const page = await ctx.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    // No inline script: every <script> has a src.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    const bundle = await ctx.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    const initializer = await (await ctx.app.request('/api/docs/assets/reference.js')).text();
    expect(initializer).toContain("url: '/api/openapi.json'");
    expect((await ctx.app.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
    expect((await ctx.app.request('/api/docs/assets/index.html')).status).toBe(404);
  });
});
