import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok } from '../../http';
import { clientConfig } from './config.service';

/** GET /config: public, never cached (a brand or a remote URL change shows on the next load). */
export function configRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();

  router.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    return ok(c, clientConfig(host, deps));
  });

  return router;
}
