import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  type createRouter,
  failure,
  guarded,
  idParams,
  jsonBody,
  okBody,
  success,
} from '../../openapi/contract';
import { adminRoute } from '../../openapi/route-kinds';
import { authenticate } from '../../platform/authenticate';
import { requireAdminScope } from '../../platform/admin-scope';
import {
  AdminUserSchema,
  AdminUsersPageSchema,
  adminMessages,
  setAdminInput,
  UserSpacesSchema,
  updateUserInput,
  updateUserSpacesInput,
  usersQuery,
} from './admin.schema';
import {
  listUsers,
  setPlatformAdmin,
  updateUser,
  updateUserSpaces,
  userSpacesOf,
} from './admin-users.service';

const tags = ['Admin'] as const;
const userNotFound = { 404: failure(adminMessages.userNotFound) };

export const listAdminUsers = adminRoute({
  operationId: 'listAdminUsers',
  method: 'get',
  path: '/users',
  tags,
  summary:
    'Users (10 a page), newest first, searched by email or name; a reseller sees users of their brands',
  request: { query: usersQuery },
  responses: { 200: success(AdminUsersPageSchema, 'A page of users') },
});

export const setPlatformAdminRoute = adminRoute({
  operationId: 'setPlatformAdmin',
  method: 'post',
  path: '/users',
  tags,
  summary: 'Make or unmake a platform admin (super admins only; never yourself)',
  request: { body: jsonBody(setAdminInput) },
  responses: {
    200: success(AdminUserSchema, 'The user'),
    400: failure(`${adminMessages.cannotRevokeSelf}; ${adminMessages.superNeedsAdmin}`),
    403: failure(
      `${errorMessages.platformAdminOnly}; ${errorMessages.superAdminOnly}; ${adminMessages.resellerOtherBrands}`,
    ),
    ...userNotFound,
  },
});

export const getAdminUserSpaces = adminRoute({
  operationId: 'getAdminUserSpaces',
  method: 'get',
  path: '/users/{id}/spaces',
  tags,
  summary: "A user and their workspaces (those of the admin's scope)",
  request: { params: idParams },
  responses: { 200: success(UserSpacesSchema, 'The user and workspaces'), ...userNotFound },
});

export const updateAdminUser = adminRoute({
  operationId: 'updateAdminUser',
  method: 'post',
  path: '/users/{id}/update',
  tags,
  summary:
    "Change a user's names or status (audited); never their email or password, which only the user changes; a super admin's account only by a super admin",
  request: { params: idParams, body: jsonBody(updateUserInput) },
  responses: {
    200: success(AdminUserSchema, 'The user'),
    400: failure(adminMessages.credentialsAreTheUsers),
    403: failure(`${errorMessages.platformAdminOnly}; ${errorMessages.superAdminOnly}`),
    ...userNotFound,
  },
});

export const updateAdminUserSpaces = adminRoute({
  operationId: 'updateAdminUserSpaces',
  method: 'post',
  path: '/users/{id}/update_spaces',
  tags,
  summary:
    'Add a user to workspaces (as admin or not) and remove them from others (audited); a reseller only changes or removes existing memberships, never their own',
  request: { params: idParams, body: jsonBody(updateUserSpacesInput) },
  responses: {
    200: success(UserSpacesSchema, 'The user and workspaces'),
    400: failure(adminMessages.lastAdmin),
    403: failure(
      `${errorMessages.platformAdminOnly}; ${errorMessages.superAdminOnly}; ${adminMessages.resellerNotOnOwnAccount}; ${adminMessages.resellerAddsNoMembers}`,
    ),
    404: failure(`${adminMessages.userNotFound}; ${errorMessages.spaceNotFound}`),
  },
});

/** /admin/users routes, on the admin router (admin.routes.ts). */
export function adminUsersRoutes(deps: AppDependencies, router: ReturnType<typeof createRouter>) {
  const signedIn = authenticate(deps);
  const admin = requireAdminScope(deps);
  router.openapi(guarded(listAdminUsers, signedIn, admin), async (c) =>
    c.json(okBody(await listUsers(deps.db, c.get('adminScope'), c.req.valid('query'))), 200),
  );
  router.openapi(guarded(setPlatformAdminRoute, signedIn, admin), async (c) =>
    c.json(okBody(await setPlatformAdmin(deps.db, c.get('adminScope'), c.req.valid('json'))), 200),
  );
  router.openapi(guarded(getAdminUserSpaces, signedIn, admin), async (c) =>
    c.json(okBody(await userSpacesOf(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(updateAdminUser, signedIn, admin), async (c) =>
    c.json(
      okBody(await updateUser(deps.db, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(updateAdminUserSpaces, signedIn, admin), async (c) =>
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
  );
}
