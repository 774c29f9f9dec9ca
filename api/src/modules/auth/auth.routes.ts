import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson } from '../../http';
import { resolveSpace, spaceInfo } from '../spaces/spaces.service';
import { userJson } from '../users/users.service';
import { authenticate } from './auth.middleware';
import { signInInput } from './auth.schema';
import { revokeToken, signIn } from './auth.service';

/** /auth (spec platform §7 Auth). sign_up, restore, activation, OAuth: later issues. */
export function authRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();

  router.post('/sign_in', async (c) => {
    const input = await readJson(c, signInInput);
    const { token, user } = await signIn(deps.db, deps.clock, input);
    return ok(c, { token, user: userJson(user) });
  });

  router.get('/validate_token', authenticate(deps), async (c) => {
    const user = c.get('user');
    const space = await resolveSpace(deps.db, user, c.req.query('space'));
    return ok(c, { user: userJson(user), space: space ? await spaceInfo(deps.db, space) : null });
  });

  router.get('/logout', authenticate(deps), async (c) => {
    await revokeToken(deps.db, deps.clock, c.get('tokenHash'));
    return ok(c, { logged_out: true });
  });

  return router;
}
