import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { getBrand } from '@outreach/brands';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { createApp } from '../app';
import { whitelabels } from '../db/schema';
import { loadEnv } from '../env';
import { contentSecurityPolicy, referrerPolicy, remoteOrigins, securityHeaders } from './security-headers';

const files: Record<string, string> = {
  'shell/index.html':
    '<!doctype html><title>Shell</title><script src="/main.0123456789.js" type="module"></script>',
  'shell/main.0123456789.js': 'console.log("shell");',
  'shell/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'remotes/inbox/mf-manifest.json': '{"name":"inbox"}',
  'remotes/inbox/remoteEntry.js': 'var inbox;',
  'e2e-portal/index.html': '<!doctype html><title>Portal</title>',
};

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let distDir: string;
  let database: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'dist-security-'));
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(distDir, path)), { recursive: true });
      await writeFile(join(distDir, path), content);
    }
    database = await createTestDatabase();
    // The default brand without its support chat, so these policies hold only the app's own
    // sources; the widgets' origins are tested below.
    await setSupport('reachly', { integration: 'no_support' });
    app = createApp({
      db: database.database,
      distDir,
      remoteOverrides: {
        inbox: 'https://cdn.example.com/inbox/mf-manifest.json',
        dialer: 'http://localhost:4001/dialer/mf-manifest.json',
        billing: '/remotes/billing/mf-manifest.json',
      },
      frameAncestors: ['https://intranet.example.org'],
    });
  });
  afterAll(async () => {
    await database?.drop();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  /** A brand's support widget saved in its record, as the white-label admin does (issue 14). */
  async function setSupport(id: string, support: ReturnType<typeof getBrand>['support']) {
    const db = database.database.db;
    const [row] = await db.select().from(whitelabels).where(eq(whitelabels.id, id));
    if (!row) throw new Error(`no white-label ${id}`);
    await db
      .update(whitelabels)
      .set({ settings: { ...row.settings, support }, updatedAt: new Date() })
      .where(eq(whitelabels.id, id));
  }

  it.each([
    ['the SPA fallback', '/campaigns/my-campaigns', 200],
    ['the shell index', '/', 200],
    ['the e2e portal page', '/e2e/portal/', 200],
    ['the public video page (SPA fallback)', '/v/123', 200],
    ['an unsubscribe link that is not valid', '/u/not-a-token', 404],
  ])('puts a Content-Security-Policy on %s', async (_name, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toContain("'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe(referrerPolicy);
  });

  it.each([
    ['/api JSON, success', '/api/health', {}, 200],
    ['/api JSON, 404', '/api/no-such-route', {}, 404],
    ['/api JSON, 401 from onError', '/api/users/me', {}, 401],
    ['a static asset', '/main.0123456789.js', {}, 200],
    ['a remote manifest', '/remotes/inbox/mf-manifest.json', {}, 200],
    ['a missing remote file', '/remotes/inbox/missing.js', {}, 404],
    ['a missing shell asset', '/missing.0123456789.js', {}, 404],
  ])('sends nosniff and the referrer policy with %s', async (_name, path, headers, status) => {
    const response = await get(path, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe(referrerPolicy);
  });

  it('sends them with what app.notFound answers outside /api', async () => {
    const response = await app.request('/no-such-page', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe(referrerPolicy);
  });

  it('sends them with a 400 validation error, and no document policy on JSON', async () => {
    const response = await app.request('/api/auth/sign_in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": 1}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe(referrerPolicy);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('gives an SVG document the policy too (an SVG opened on its own can run script)', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(directives(response.headers.get('content-security-policy'))['script-src']).toContain("'self'");
  });

  it('lets the remotes hosted on other origins run scripts and be fetched, and nothing else', async () => {
    const policy = directives((await get('/')).headers.get('content-security-policy'));
    const allowed = ["'self'", 'https://cdn.example.com', 'http://localhost:4001'];
    expect(policy['script-src']?.sort()).toEqual([...allowed].sort());
    expect(policy['connect-src']?.sort()).toEqual([...allowed].sort());
  });

  it("lets the request's brand's embedOrigins and FRAME_ANCESTORS frame the app", async () => {
    const acme = directives(
      (await get('/inbox', { Host: 'outreach.acme.test' })).headers.get('content-security-policy'),
    );
    expect(acme['frame-ancestors']).toEqual([
      "'self'",
      'https://portal.acme.test',
      'https://intranet.example.org',
    ]);
    // The default brand has no partner portal: the deployment's list alone.
    const reachly = directives(
      (await get('/inbox', { Host: 'localhost:3000' })).headers.get('content-security-policy'),
    );
    expect(reachly['frame-ancestors']).toEqual(["'self'", 'https://intranet.example.org']);
  });

  it("allows exactly the brand's support widget's origins, read from its record on each request", async () => {
    const acmePolicy = async () =>
      directives(
        (await get('/inbox', { Host: 'outreach.acme.test' })).headers.get('content-security-policy'),
      );
    await setSupport('acme', { integration: 'tawk', appId: 'abc123' });
    const tawk = await acmePolicy();
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src'])
      expect(tawk[directive]).toEqual(expect.arrayContaining(['https://embed.tawk.to', 'https://*.tawk.to']));
    expect(tawk['connect-src']).toContain('wss://*.tawk.to');
    expect(
      Object.values(tawk)
        .flat()
        .some((source) => source.includes('intercom')),
    ).toBe(false);

    await setSupport('acme', { integration: 'intercome', appId: 'xyz' });
    const intercom = await acmePolicy();
    expect(intercom['script-src']).toEqual(
      expect.arrayContaining(['https://widget.intercom.io', 'https://js.intercomcdn.com']),
    );
    expect(intercom['connect-src']).toContain('wss://*.intercom.io');
    expect(
      Object.values(intercom)
        .flat()
        .some((source) => source.includes('tawk')),
    ).toBe(false);

    await setSupport('acme', { integration: 'no_support' });
    const none = await acmePolicy();
    expect(none['script-src']?.sort()).toEqual(
      ["'self'", 'http://localhost:4001', 'https://cdn.example.com'].sort(),
    );
    expect(none['frame-src']).toBeUndefined();
    expect(none['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it("keeps the CSP a route set itself (the outbox pages' stricter one)", async () => {
    const response = await get('/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );
    expect(response.headers.get('referrer-policy')).toBe(referrerPolicy);
  });
});

describe('remoteOrigins', () => {
  it('takes the origin of absolute manifest URLs, once each, and leaves paths to self', () => {
    expect(
      remoteOrigins({
        campaigns: 'https://cdn.example.com/campaigns/mf-manifest.json',
        inbox: 'https://cdn.example.com/inbox/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example.com']);
  });
});

describe('securityHeaders on a route of its own', () => {
  const options = { db: null as never, brandFallback: 'reachly', remoteOverrides: {} };
  const app = new Hono();
  app.use('*', securityHeaders(options));
  app.get('/own-policy', (c) => {
    c.header('Referrer-Policy', 'no-referrer');
    return c.json({ ok: true });
  });
  app.get('/built', () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }));

  it("keeps a Referrer-Policy the route set (set before the route runs, the route's own wins)", async () => {
    const response = await app.request('/own-policy');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds both to a Response the route built itself', async () => {
    const response = await app.request('/built');
    expect(await response.text()).toBe('plain');
    expect(response.headers.get('referrer-policy')).toBe(referrerPolicy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('contentSecurityPolicy', () => {
  it('names no source twice', () => {
    const policy = directives(
      contentSecurityPolicy({
        remoteOrigins: [],
        frameAncestors: ['https://a.example', 'https://a.example'],
      }),
    );
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://a.example']);
  });
});

describe('FRAME_ANCESTORS', () => {
  it.each([
    ['', []],
    ['https://portal.example.com', ['https://portal.example.com']],
    [' https://a.example:8443 , http://localhost:5173 ', ['https://a.example:8443', 'http://localhost:5173']],
    ['HTTPS://Portal.Example.com', ['https://portal.example.com']],
  ])('reads %j as %j', (value, origins) => {
    expect(loadEnv({ FRAME_ANCESTORS: value }).FRAME_ANCESTORS).toEqual(origins);
  });

  it.each([
    'portal.example.com',
    'https://portal.example.com/app',
    'http://portal.example.com',
    "https://a.example; script-src 'unsafe-inline'",
    '*',
  ])('stops the start with a message naming the variable for %j', (value) => {
    expect(() => loadEnv({ FRAME_ANCESTORS: value })).toThrow(/FRAME_ANCESTORS: .* must be an origin/);
  });
});
