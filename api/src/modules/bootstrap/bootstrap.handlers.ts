import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { bootstrap } from './bootstrap.service';
import * as routes from './bootstrap.routes';

/** The handler of /bootstrap, under the operationId of its declaration in bootstrap.routes.ts. */
export function bootstrapHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    getBootstrap: async (c) =>
      c.json(
        okBody(await bootstrap(deps, c.get('user'), c.req.valid('query').space, c.get('currentSpace'))),
        200,
      ),
  };
}

/**
 * GET /bootstrap: signed in with a session (a workspace API key is refused, as on /admin/validate).
 * No workspace check runs before it: each part makes its own route's check (bootstrap.service.ts).
 */
export function bootstrapRoutes(deps: AppDependencies) {
  return bindOperations(createRouter(), guardEach(routes, authenticate(deps)), bootstrapHandlers(deps));
}
