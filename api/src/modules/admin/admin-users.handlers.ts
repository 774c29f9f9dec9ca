import type { AppDependencies } from '../../platform/context';
import type { createRouter } from '../../openapi/contract';
import { okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import * as routes from './admin-users.routes';
import {
  listUsers,
  setPlatformAdmin,
  updateUser,
  updateUserSpaces,
  userSpacesOf,
} from './admin-users.service';

/** The handlers of /admin/users, one per declaration of admin-users.routes.ts. */
export function adminUsersHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    listAdminUsers: async (c) =>
      c.json(okBody(await listUsers(deps.db, c.get('adminScope'), c.req.valid('query'))), 200),
    setPlatformAdmin: async (c) =>
      c.json(okBody(await setPlatformAdmin(deps.db, c.get('adminScope'), c.req.valid('json'))), 200),
    getAdminUserSpaces: async (c) =>
      c.json(okBody(await userSpacesOf(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    updateAdminUser: async (c) =>
      c.json(
        okBody(await updateUser(deps.db, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    updateAdminUserSpaces: async (c) =>
      c.json(
        okBody(
          await updateUserSpaces(
            deps.db,
            c.get('adminScope'),
            c.req.valid('param').id,
            c.req.valid('json'),
            deps.clock.now(),
          ),
        ),
        200,
      ),
  };
}

/** /admin/users routes, on the admin router (admin.handlers.ts), each behind sign-in and the admin scope. */
export function adminUsersRoutes(deps: AppDependencies, router: ReturnType<typeof createRouter>) {
  const guarded = guardEach(routes, authenticate(deps), requireAdminScope(deps));
  return bindOperations(router, guarded, adminUsersHandlers(deps));
}
