/**
 * The declarations of /admin/users (spec platform §7 Admin; issue 14), each named by its
 * operationId; the handlers are in admin-users.handlers.ts, on the admin router.
 */
import { errorMessages } from '../../errors';
import { failure, idParams, jsonBody, success } from '../../openapi/contract';
import { adminRoute, adminRowRoute } from '../../openapi/route-kinds';
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

const tags = ['Admin'] as const;
const userNotFound = { 404: failure(adminMessages.userNotFound) };
/** A route of one user (its id in the path): an `adminRoute` with the user's 404. */
const userRoute = adminRowRoute(idParams, userNotFound);

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

export const setPlatformAdmin = adminRoute({
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

export const getAdminUserSpaces = userRoute({
  operationId: 'getAdminUserSpaces',
  method: 'get',
  path: '/users/{id}/spaces',
  tags,
  summary: "A user and their workspaces (those of the admin's scope)",
  responses: { 200: success(UserSpacesSchema, 'The user and workspaces') },
});

export const updateAdminUser = userRoute({
  operationId: 'updateAdminUser',
  method: 'post',
  path: '/users/{id}/update',
  tags,
  summary:
    "Change a user's names or status (audited); never their email or password, which only the user changes; a super admin's account only by a super admin",
  request: { body: jsonBody(updateUserInput) },
  responses: {
    200: success(AdminUserSchema, 'The user'),
    400: failure(adminMessages.credentialsAreTheUsers),
    403: failure(`${errorMessages.platformAdminOnly}; ${errorMessages.superAdminOnly}`),
  },
});

export const updateAdminUserSpaces = userRoute({
  operationId: 'updateAdminUserSpaces',
  method: 'post',
  path: '/users/{id}/update_spaces',
  tags,
  summary:
    'Add a user to workspaces (as admin or not) and remove them from others (audited); a reseller only changes or removes existing memberships, never their own',
  request: { body: jsonBody(updateUserSpacesInput) },
  responses: {
    200: success(UserSpacesSchema, 'The user and workspaces'),
    400: failure(adminMessages.lastAdmin),
    403: failure(
      `${errorMessages.platformAdminOnly}; ${errorMessages.superAdminOnly}; ${adminMessages.resellerNotOnOwnAccount}; ${adminMessages.resellerAddsNoMembers}`,
    ),
    404: failure(`${adminMessages.userNotFound}; ${errorMessages.spaceNotFound}`),
  },
});
