import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from './spaces.middleware';
import { spaceInfo } from './spaces.service';

/** /space (spec platform §7 Space). Create, invites, update, features: later issues. */
export function spacesRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.get('/info', async (c) => ok(c, await spaceInfo(deps.db, c.get('space'))));

  return router;
}
