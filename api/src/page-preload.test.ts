import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesRoute, preloadLinks, routeFiles } from './page-preload';
import { staticRoutes } from './static';

const inboxAssets = {
  entry: 'remoteEntry.js',
  app: ['__federation_expose_App.1a2b3c4d5e.js'],
  strings: { en: ['strings-en.aa11bb22cc.js'], fr: ['strings-fr.dd33ee44ff.js'] },
  routes: [
    { path: '/inbox/:profileId?', files: ['2821.57509c8262.js'] },
    { path: '/dashboard', redirect: '/dashboard/my-dashboard' },
    { path: '/dashboard/my-dashboard', files: ['7573.e1505d617a.js', '2008.3b943ead09.js'] },
    { path: '/integrations/automation/zapier' },
  ],
};
const remotes = {
  inbox: '/remotes/inbox/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
  campaigns: 'https://cdn.example.com/campaigns/mf-manifest.json',
};

describe('route patterns as the remotes’ router reads them', () => {
  it.each([
    ['/inbox/:profileId?', '/inbox', true],
    ['/inbox/:profileId?', '/Inbox/42', true],
    ['/inbox/:profileId?', '/inbox/42/more', false],
    ['/reports', '/reports/audience', false],
    ['/reports/audience', '/reports', false],
    ['/admin/*', '/admin/users/7', true],
    ['/mailboxes/:type/:id', '/mailboxes/google', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });

  it('follows a redirect to its page, and names nothing for a path no route has', () => {
    expect(routeFiles(inboxAssets.routes, '/dashboard')).toEqual([
      '7573.e1505d617a.js',
      '2008.3b943ead09.js',
    ]);
    expect(routeFiles(inboxAssets.routes, '/integrations/automation/zapier')).toEqual([]);
    expect(routeFiles(inboxAssets.routes, '/nowhere')).toEqual([]);
  });
});

describe('preload hints in the shell page (issue 25)', () => {
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'dist-'));
    await mkdir(join(distDir, 'shell'), { recursive: true });
    await writeFile(
      join(distDir, 'shell', 'index.html'),
      '<html><head><title>Shell</title></head><body></body></html>',
    );
    await writeFile(
      join(distDir, 'shell', 'start-assets.json'),
      JSON.stringify({ signedIn: ['signed-in.0a1b2c3d4e.js', 'page-strings-en.5f6a7b8c9d.js'] }),
    );
    for (const remote of ['inbox', 'admin', 'campaigns']) {
      await mkdir(join(distDir, 'remotes', remote), { recursive: true });
      await writeFile(join(distDir, 'remotes', remote, 'route-assets.json'), JSON.stringify(inboxAssets));
    }
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  const hrefs = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]*href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it('names the shell’s signed-in start, then the manifest, entry, App chunk, English strings and page chunks of the page’s remote', async () => {
    const routes = staticRoutes(distDir, { inlineConfig: async () => ({ remotes }) });
    const html = await (await routes.request('/inbox/12')).text();
    expect(hrefs(html)).toEqual([
      'fetch /remotes/inbox/mf-manifest.json',
      'script /signed-in.0a1b2c3d4e.js',
      'script /page-strings-en.5f6a7b8c9d.js',
      'script /remotes/inbox/remoteEntry.js',
      'script /remotes/inbox/__federation_expose_App.1a2b3c4d5e.js',
      'script /remotes/inbox/strings-en.aa11bb22cc.js',
      'script /remotes/inbox/2821.57509c8262.js',
    ]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names nothing on the shell’s own pages, for the admin remote, or for a remote hosted elsewhere', async () => {
    const routes = staticRoutes(distDir, { inlineConfig: async () => ({ remotes }) });
    for (const path of ['/auth/sign-in', '/', '/admin/users', '/campaigns/my-campaigns']) {
      const html = await (await routes.request(path)).text();
      expect(hrefs(html), path).toEqual([]);
    }
  });

  it('names nothing when the remote has no route-assets.json (an older build)', async () => {
    expect(
      await preloadLinks(join(distDir, 'remotes'), '/billing/overview', {
        billing: '/remotes/billing/mf-manifest.json',
      }),
    ).toBe('');
  });
});
