import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers';
import { acceptedVariants, configElementId, staticRoutes } from './static';

const files: Record<string, string> = {
  'shell/index.html': '<!doctype html><title>Shell</title>',
  'shell/assets/main.3f9a1c2b.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'shell/assets/main.3f9a1c2b.js.map': '{"version":3}',
  'shell/assets/app.77aa88bb.css': 'body{}',
  'shell/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'shell/fonts/inter.0123abcd.woff2': 'woff2',
  'shell/logo.png': 'png',
  'remotes/campaigns/mf-manifest.json': '{"name":"campaigns"}',
  'remotes/campaigns/remoteEntry.js': 'var campaigns;',
  'remotes/campaigns/static/js/412.9c8b7a6d.js': 'chunk();',
  'remotes/campaigns/static/css/412.css': '.x{}',
  'secret.txt': 'outside the served folders',
};

async function writeTree(root: string, tree: Record<string, string>) {
  for (const [path, content] of Object.entries(tree)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

describe('static files from DIST_DIR', () => {
  let distDir: string;
  let ctx: TestContext;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'dist-'));
    await writeTree(distDir, files);
    ctx = await createTestContext({ distDir });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });

  it.each([
    ['/remotes/campaigns/mf-manifest.json', 'application/json', 'no-cache'],
    ['/remotes/campaigns/remoteEntry.js', 'text/javascript; charset=utf-8', 'no-cache'],
    [
      '/remotes/campaigns/static/js/412.9c8b7a6d.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    [
      '/remotes/campaigns/static/css/412.css',
      'text/css; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/assets/main.3f9a1c2b.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/main.3f9a1c2b.js.map', 'application/json', 'public, max-age=31536000, immutable'],
    ['/assets/app.77aa88bb.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8', 'no-cache'],
    ['/fonts/inter.0123abcd.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
    ['/logo.png', 'image/png', 'no-cache'],
  ])('serves %s as %s with Cache-Control %s', async (path, contentType, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('falls back to the shell index.html for client-side routes', async () => {
    for (const path of ['/campaigns', '/campaigns/123/steps', '/sign-in']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Shell</title>');
    }
  });

  it("puts the host's GET /api/config answer into the shell's page, as a JSON data block (issue 25)", async () => {
    const config = (await (await get('/api/config')).json()) as { payload: unknown };
    for (const path of ['/', '/campaigns/my-campaigns', '/index.html']) {
      const html = await (await get(path)).text();
      const block = new RegExp(`<script type="application/json" id="${configElementId}">(.*?)</script>`).exec(
        html,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(config.payload);
    }
  });

  it.each([
    '/remotes/campaigns/missing.js',
    '/remotes/unknown/mf-manifest.json',
    '/remotes/campaigns/',
    '/remotes/campaigns/%2e%2e/%2e%2e/secret.txt',
    '/assets/missing.4a4a4a4a.js',
    '/%2e%2e/secret.txt',
  ])('answers %s with a plain 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('keeps the JSON 404 for unknown /api paths', async () => {
    const response = await get('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, error: 'Not found' });
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/remotes/campaigns/mf-manifest.json');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/remotes/campaigns/mf-manifest.json', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await ctx.app.request('/remotes/campaigns/remoteEntry.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('leaves files under 1 KB uncompressed', async () => {
    const response = await get('/remotes/campaigns/mf-manifest.json', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(
      String(files['remotes/campaigns/mf-manifest.json']?.length),
    );
  });

  it('gzips JavaScript when accepted', async () => {
    const response = await get('/assets/main.3f9a1c2b.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('serves /e2e/portal/ only once <DIST_DIR>/e2e-portal exists', async () => {
    const before = await get('/e2e/portal/');
    expect(await before.text()).toContain('<title>Shell</title>');

    await writeTree(distDir, {
      'e2e-portal/index.html': '<!doctype html><title>Portal</title>',
      'e2e-portal/portal.js': 'portal();',
    });
    const index = await get('/e2e/portal/');
    expect(await index.text()).toContain('<title>Portal</title>');
    const script = await get('/e2e/portal/portal.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('portal();');
    expect((await get('/e2e/portal/missing.js')).status).toBe(404);
  });
});

describe('static files with an empty DIST_DIR', () => {
  it('answers 404 for pages and keeps the API working', async () => {
    const ctx = await createTestContext({ distDir: join(tmpdir(), 'does-not-exist-dist') });
    try {
      expect((await ctx.app.request('/')).status).toBe(404);
      expect((await ctx.app.request('/campaigns')).status).toBe(404);
      expect((await ctx.request('/api/health')).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe("the shell's page with its config inlined", () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'dist-'));
    await writeTree(distDir, {
      'shell/index.html': '<html><head><title>Shell</title></head><body></body></html>',
    });
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it('cannot close its data block early, whatever the config says', async () => {
    const hostile = { name: '</script><script>alert(1)</script>', line: '\u2028' };
    const routes = staticRoutes(distDir, { inlineConfig: async () => hostile });
    const html = await (await routes.request('/campaigns')).text();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const block = /<script type="application\/json" id="app-config">(.*?)<\/script><\/head>/s.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(hostile);
  });

  it('serves the page as built when the config cannot be read (the shell then asks /api/config)', async () => {
    const routes = staticRoutes(distDir, {
      inlineConfig: async () => {
        throw new Error('database down');
      },
    });
    const response = await routes.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('app-config');
  });
});

describe('precompressed assets (issue 25)', () => {
  const code = `export const text = ${JSON.stringify('precompressed '.repeat(200))};`;
  const br = brotliCompressSync(code);
  const gz = gzipSync(code);
  const chunk = '/remotes/inbox/1207.5879e455c1.js';
  let distDir: string;
  let ctx: TestContext;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'dist-'));
    await writeTree(distDir, {
      'shell/index.html': '<!doctype html><title>Shell</title>',
      'remotes/inbox/1207.5879e455c1.js': code,
      'shell/only-gz.0123abcd.js': code,
      'shell/plain.0123abcd.js': code,
      'shell/stale.0123abcd.js': code,
    });
    for (const [file, body] of [
      ['remotes/inbox/1207.5879e455c1.js.br', br],
      ['remotes/inbox/1207.5879e455c1.js.gz', gz],
      ['shell/only-gz.0123abcd.js.gz', gz],
      ['shell/stale.0123abcd.js.br', br],
    ] as const) {
      await writeFile(join(distDir, file), body);
    }
    // A variant older than its file is another build's: never sent.
    const past = new Date(Date.now() - 3_600_000);
    await utimes(join(distDir, 'shell/stale.0123abcd.js.br'), past, past);
    ctx = await createTestContext({ distDir });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    ctx.app.request(path, { headers, method });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends the brotli file as it is when brotli is accepted, before gzip', async () => {
    const response = await get(chunk, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(br.length));
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(body.equals(br)).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(code);
  });

  it('sends the gzip file when gzip is what the request accepts', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'br;q=0.2, gzip;q=0.8']) {
      const response = await get(chunk, { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(response.headers.get('content-length')).toBe(String(gz.length));
      expect(gunzipSync(await bytes(response)).toString()).toBe(code);
    }
  });

  it('sends the file itself when no encoding is accepted', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': '*;q=0' },
    ];
    for (const headers of cases) {
      const response = await get(chunk, headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(code)));
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.text()).toBe(code);
    }
  });

  it('answers HEAD with the encoded headers and no body', async () => {
    const response = await get(chunk, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe(String(br.length));
    expect((await bytes(response)).length).toBe(0);
  });

  it('gives each encoding its own ETag, and answers 304 only for the same one', async () => {
    const brTag = (await get(chunk, { 'Accept-Encoding': 'br' })).headers.get('etag') ?? '';
    const gzTag = (await get(chunk, { 'Accept-Encoding': 'gzip' })).headers.get('etag') ?? '';
    const plainTag = (await get(chunk)).headers.get('etag') ?? '';
    expect(new Set([brTag, gzTag, plainTag]).size).toBe(3);
    expect((await get(chunk, { 'Accept-Encoding': 'br', 'If-None-Match': brTag })).status).toBe(304);
    const other = await get(chunk, { 'Accept-Encoding': 'gzip', 'If-None-Match': brTag });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('gzip');
  });

  it('falls back to the next accepted encoding when a precompressed file is missing', async () => {
    const gzip = await get('/only-gz.0123abcd.js', { 'Accept-Encoding': 'br, gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await bytes(gzip)).equals(gz)).toBe(true);
    const plain = await get('/only-gz.0123abcd.js', { 'Accept-Encoding': 'br' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
  });

  it('compresses on the fly a file the build left without variants, as before', async () => {
    const response = await get('/plain.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(response)).toString()).toBe(code);
  });

  it('never sends a precompressed file older than the file', async () => {
    const response = await get('/stale.0123abcd.js', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(code);
  });

  it('reads Accept-Encoding: q values, the wildcard, brotli first on a tie', () => {
    const names = (accept?: string) => acceptedVariants(accept).map((variant) => variant.encoding);
    expect(names(undefined)).toEqual([]);
    expect(names('gzip, br')).toEqual(['br', 'gzip']);
    expect(names('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(names('*')).toEqual(['br', 'gzip']);
    expect(names('*, br;q=0')).toEqual(['gzip']);
    expect(names('deflate')).toEqual([]);
  });
});
