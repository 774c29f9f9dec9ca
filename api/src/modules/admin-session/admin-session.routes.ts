import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../context';
import { ok } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { assertPlatformAdmin, validateAdmin, validateOriginalAdmin } from './admin-session.service';

/** Platform admins only (403 otherwise). Mount after `authenticate`; the admin area's routes use it. */
export function requirePlatformAdmin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertPlatformAdmin(c.get('user'));
    await next();
  });
}

/**
 * /admin/validate and /admin/validate_original (spec platform §7 Admin). Both answer
 * every signed-in user with a yes or no, so the client asks without an error toast;
 * the admin area issue mounts the rest of /admin beside this router.
 */
export function adminSessionRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('/validate', authenticate(deps));
  router.use('/validate_original', authenticate(deps));

  router.get('/validate', (c) => ok(c, validateAdmin(c.get('user'))));

  router.get('/validate_original', async (c) =>
    ok(c, await validateOriginalAdmin(deps.db, c.get('user'), c.req.query('space'))),
  );

  return router;
}
