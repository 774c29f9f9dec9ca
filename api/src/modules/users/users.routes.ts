import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { listSpacesOfUser } from '../spaces/spaces.service';
import { userJson } from './users.service';

/** /users (spec platform §7 Users). Profile updates, set_space, allowed pages: later issues. */
export function usersRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps));

  router.get('/fetch_user', (c) => ok(c, userJson(c.get('user'))));

  router.get('/fetch_spaces', async (c) => ok(c, await listSpacesOfUser(deps.db, c.get('user').id)));

  return router;
}
