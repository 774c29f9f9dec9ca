import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { endImpersonations } from '../../platform/impersonation-audit';
import * as routes from './admin-session.routes';
import { validateAdmin, validateOriginalAdmin } from './admin-session.service';

/** The handlers of the admin session checks, one per declaration of admin-session.routes.ts. */
export function adminSessionHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    validateAdmin: async (c) => c.json(okBody(await validateAdmin(deps.db, c.get('user'))), 200),
    validateOriginalAdmin: async (c) =>
      c.json(okBody(await validateOriginalAdmin(deps.db, c.get('user'), c.req.valid('query').space)), 200),
    // Open to every signed-in user, as the two above: someone with no session open ends none.
    endImpersonation: async (c) => {
      const space = c.req.valid('query').space || undefined;
      const ended = await endImpersonations(deps.db, deps.clock, c.get('user'), 'back_to_admin', space);
      return c.json(okBody({ ended }), 200);
    },
  };
}

/**
 * /admin/validate, /admin/validate_original and /admin/impersonation/end (spec platform §7 Admin). Both answer
 * every signed-in user with a yes or no, so the client asks without an error toast;
 * the admin area issue mounts the rest of /admin beside this router, so the sign-in
 * check belongs to these two routes rather than to every path under /admin.
 */
export function adminSessionRoutes(deps: AppDependencies) {
  return bindOperations(createRouter(), guardEach(routes, authenticate(deps)), adminSessionHandlers(deps));
}
