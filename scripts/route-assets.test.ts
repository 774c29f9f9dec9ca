import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteNames } from '../core/src/areas';
import { root } from '../rspack.factory';
import { readRoutes } from '../rspack.route-assets';

describe('route-assets.json: the routes of a remote, read from its routes.tsx', () => {
  it('names the import of an inline lazy page, of one through a constant, and a redirect', () => {
    const routes = readRoutes(`
      import { lazyPage } from '@outreach/sdk';
      const Reports = lazyPage(() => import('./pages/ReportsPage'));
      export const routes = [
        { path: '/inbox/:id?', title: 't', Page: lazyPage(() => import('./pages/InboxPage')) },
        { path: '/reports', redirect: '/reports/activity' },
        { path: '/reports/activity', Page: Reports },
        { path: '/plain', Page: SomethingElse },
      ];
    `);
    expect(routes).toEqual([
      { path: '/inbox/:id?', request: './pages/InboxPage' },
      { path: '/reports', redirect: '/reports/activity' },
      { path: '/reports/activity', request: './pages/ReportsPage' },
      { path: '/plain' },
    ]);
  });

  it('finds a page or a redirect for every route of every remote, so every page is preloaded', () => {
    for (const remote of remoteNames) {
      const source = readFileSync(path.join(root, 'remotes', remote, 'src', 'routes.tsx'), 'utf8');
      const routes = readRoutes(source);
      expect(routes.length, remote).toBeGreaterThan(0);
      const unread = routes.filter((route) => !route.redirect && !route.request).map((route) => route.path);
      expect(unread, `${remote}: routes written in a shape rspack.route-assets.ts does not read`).toEqual([]);
    }
  });
});
