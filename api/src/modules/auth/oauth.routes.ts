import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson } from '../../http';
import { authenticate } from './auth.middleware';
import { oauthAcceptInput } from './auth.schema';
import { acceptOauthClient } from './oauth.service';

/** /oauth (spec platform §7 Auth: POST /oauth/accept {state, client_id}). */
export function oauthRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();

  router.post('/accept', authenticate(deps), async (c) => {
    const input = await readJson(c, oauthAcceptInput);
    return ok(c, await acceptOauthClient(deps.db, deps.clock, c.get('user'), input));
  });

  return router;
}
