import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import * as routes from './oauth.routes';
import { acceptOauthClient } from './oauth.service';

/** The handler of /oauth, under the operationId of its declaration in oauth.routes.ts. */
export function oauthHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    acceptOauthClient: async (c) =>
      c.json(okBody(await acceptOauthClient(deps.db, deps.clock, c.get('user'), c.req.valid('json'))), 200),
  };
}

/** /oauth (spec platform §7 Auth: POST /oauth/accept {state, client_id}). */
export function oauthRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.use('/accept', authenticate(deps));
  return bindOperations(router, routes, oauthHandlers(deps));
}
