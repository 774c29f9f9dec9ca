import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  bearerSecurity,
  sessionSecurity,
  guarded,
  createRoute,
  createRouter,
  failure,
  jsonBody,
  okBody,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { authenticate } from '../../platform/authenticate';
import { passwordMessages, weakPasswordMessage } from '../../platform/password-policy';
import { throttleByAddress } from '../../platform/request-throttle';
import { photoBodyLimit, readPhotoUpload } from '../photos';
import { requireSpace } from '../../platform/space-access';
import { photoUploadBody, SpaceInfoSchema, SpaceSummarySchema } from '../spaces';
import { listSpacesOfUser, spaceInfo } from '../spaces';
import {
  allowedPagesUpdateInput,
  availableCredentialsQuery,
  changeAdminInput,
  changePasswordInput,
  MemberAllowedPagesSchema,
  MemberAvailableCredentialsSchema,
  MemberExitSchema,
  MemberRoleSchema,
  PasswordChangedSchema,
  setCredentialsInput,
  spaceIdInput,
  UserExistsSchema,
  UserPhotoSchema,
  UserProfileSchema,
  updateProfileInput,
  userExistsInput,
  userIdParams,
} from './users.schema';
import {
  availableCredentials,
  changeAdmin,
  changePassword,
  exitFromSpace,
  getAllowedPages,
  saveUserPhoto,
  setAllowedPages,
  setAvailableCredentials,
  setCurrentSpace,
  updateProfile,
  userExists,
  userJson,
} from './users.service';

const tags = ['Users'] as const;

const signedInFailure = { 401: failure(errorMessages.tokenNotValid) };
/** The calls on the person's own account, which a workspace API key may not make (api-key-auth.ts). */
const sessionOnlyFailure = { 403: failure(apiKeyAuthMessages.sessionOnly) };
/** requireSpaceAccess on the body's `space_id`, for a call made by a member or by an admin. */
const spaceOfBodyFailure = (adminOnly: string) =>
  failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${adminOnly}; ${apiKeyAuthMessages.sessionOnly}`,
  );
const memberFailures = {
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}`,
  ),
};

export const fetchUser = createRoute({
  operationId: 'fetchUser',
  method: 'get',
  path: '/fetch_user',
  tags,
  security: bearerSecurity,
  summary: 'The signed-in user',
  responses: {
    200: success(UserProfileSchema, 'The user'),
    ...signedInFailure,
  },
});

export const fetchSpaces = createRoute({
  operationId: 'fetchSpaces',
  method: 'get',
  path: '/fetch_spaces',
  tags,
  security: sessionSecurity,
  summary:
    "The signed-in user's workspaces, whatever their status (a member of a blocked one can switch away)",
  responses: {
    200: success(z.array(SpaceSummarySchema), 'The workspaces, oldest membership first'),
    ...signedInFailure,
    ...sessionOnlyFailure,
  },
});

export const userExistsRoute = createRoute({
  operationId: 'userExists',
  method: 'post',
  path: '/exists',
  tags,
  security: bearerSecurity,
  summary: 'Whether an account uses this address (the invite dialog’s hint); limited per address',
  request: { body: jsonBody(userExistsInput) },
  responses: {
    200: success(UserExistsSchema, 'Whether the account exists'),
    400: failure(`${errorMessages.emailRequired}; Unknown field: x`),
    ...signedInFailure,
    429: failure('Too many requests, please try again in {n} minutes'),
  },
});

export const updateProfileRoute = createRoute({
  operationId: 'updateProfile',
  method: 'post',
  path: '/update',
  tags,
  security: sessionSecurity,
  summary: "Change the signed-in user's profile: only the fields sent change",
  request: { body: jsonBody(updateProfileInput) },
  responses: {
    200: success(UserProfileSchema, 'The user as they are now'),
    400: failure('first_name: First name is required; phone: Please, add correct phone number'),
    ...signedInFailure,
    ...sessionOnlyFailure,
    404: failure(errorMessages.userNotFound),
  },
});

export const saveUserPhotoRoute = createRoute({
  operationId: 'saveUserPhoto',
  method: 'post',
  path: '/save_photo',
  tags,
  security: sessionSecurity,
  summary: "Upload the signed-in user's picture",
  request: { body: photoUploadBody },
  responses: {
    200: success(UserPhotoSchema, 'The new avatar link'),
    400: failure(`${errorMessages.imageRequired}; ${errorMessages.imageType}; ${errorMessages.imageSize}`),
    ...signedInFailure,
    ...sessionOnlyFailure,
  },
});

export const changePasswordRoute = createRoute({
  operationId: 'changePassword',
  method: 'post',
  path: '/change_password',
  tags,
  security: sessionSecurity,
  summary: "Change the signed-in user's password; their other sessions are signed out",
  request: { body: jsonBody(changePasswordInput) },
  responses: {
    200: success(PasswordChangedSchema, 'Changed'),
    400: failure(
      `${errorMessages.passwordLength}; ${passwordMessages.tooCommon}; ${passwordMessages.oneCharacter}; ` +
        `${weakPasswordMessage(undefined)}; ${errorMessages.oldPasswordIncorrect}`,
    ),
    ...signedInFailure,
    ...sessionOnlyFailure,
  },
});

export const setSpace = createRoute({
  operationId: 'setSpace',
  method: 'post',
  path: '/set_space',
  tags,
  security: sessionSecurity,
  summary: 'Make a workspace the current one (an active one the user is a member of)',
  request: { body: jsonBody(spaceIdInput) },
  responses: {
    200: success(SpaceInfoSchema, 'The workspace now current'),
    400: failure(errorMessages.spaceAlreadyActive),
    ...signedInFailure,
    403: failure(
      `${errorMessages.spaceNotFound}; Space is {status}, contact admin; ${apiKeyAuthMessages.sessionOnly}`,
    ),
  },
});

export const getAvailableCredentials = workspaceRoute({
  operationId: 'getAvailableCredentials',
  method: 'get',
  path: '/get_available_credentials',
  tags,
  summary: 'The credentials a member may use: every one for an admin, else their available_credentials',
  request: { query: availableCredentialsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(MemberAvailableCredentialsSchema, "The member's credentials"),
    ...memberFailures,
    404: failure(errorMessages.userNotFound),
  },
});

export const exitFromSpaceRoute = createRoute({
  operationId: 'exitFromSpace',
  method: 'post',
  path: '/{id}/exit_from_space',
  tags,
  security: sessionSecurity,
  summary: 'Leave a workspace, or (admins) remove a member from it; a workspace keeps at least one admin',
  request: { params: userIdParams, body: jsonBody(spaceIdInput) },
  responses: {
    200: success(MemberExitSchema, 'Who left which workspace'),
    400: failure(errorMessages.lastAdminLeaving),
    ...signedInFailure,
    403: spaceOfBodyFailure(errorMessages.spaceAdminOnly),
    404: failure(errorMessages.userNotFound),
  },
});

export const changeAdminRoute = createRoute({
  operationId: 'changeAdmin',
  method: 'post',
  path: '/{id}/change_admin',
  tags,
  security: sessionSecurity,
  summary: "Grant or revoke a member's workspace admin role (admins)",
  request: { params: userIdParams, body: jsonBody(changeAdminInput) },
  responses: {
    200: success(MemberRoleSchema, "The member's role"),
    400: failure(errorMessages.lastAdminDemoted),
    ...signedInFailure,
    403: spaceOfBodyFailure(errorMessages.spaceAdminOnly),
    404: failure(errorMessages.userNotFound),
  },
});

export const getAllowedPagesRoute = workspaceRoute({
  operationId: 'getAllowedPages',
  method: 'get',
  path: '/{id}/allowed_pages',
  tags,
  summary: "A member's page map in the workspace (the member themself, or an admin)",
  request: { params: userIdParams },
  responses: {
    200: success(MemberAllowedPagesSchema, "The member's pages"),
    ...memberFailures,
    404: failure(errorMessages.userNotFound),
  },
});

export const setAllowedPagesRoute = workspaceRoute({
  operationId: 'setAllowedPages',
  method: 'put',
  path: '/{id}/allowed_pages',
  tags,
  security: sessionSecurity,
  summary: "Set a member's pages: a list of pages, or the whole map (admins)",
  request: { params: userIdParams, body: jsonBody(allowedPagesUpdateInput) },
  responses: {
    200: success(MemberAllowedPagesSchema, "The member's pages as they are now"),
    400: failure('allowed_pages: Unknown page: x'),
    ...memberFailures,
    404: failure(errorMessages.userNotFound),
  },
});

export const setMemberCredentials = workspaceRoute({
  operationId: 'setMemberCredentials',
  method: 'post',
  path: '/{id}/set_credentials',
  tags,
  security: sessionSecurity,
  summary: 'Set the credentials a worker may use (admins)',
  request: { params: userIdParams, body: jsonBody(setCredentialsInput) },
  responses: {
    200: success(MemberAvailableCredentialsSchema, "The member's credentials as they are now"),
    400: failure('Credentials not found'),
    ...memberFailures,
    404: failure(errorMessages.userNotFound),
  },
});

/**
 * /users (spec platform §7 Users). The signed-in user's own profile, password and
 * workspace switch; members' roles, pages and credentials in a workspace (admins,
 * platform §6). fetch_spaces and set_space work whatever the current workspace's
 * status, so a member of a blocked workspace can switch away.
 */
export function usersRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.use('*', authenticate(deps));
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });

  router.openapi(fetchUser, (c) => c.json(okBody(userJson(c.get('user'))), 200));

  router.openapi(fetchSpaces, async (c) =>
    c.json(okBody(await listSpacesOfUser(deps.db, c.get('user').id)), 200),
  );

  router.openapi(guarded(userExistsRoute, throttleByAddress(deps, 'users_exists')), async (c) =>
    c.json(okBody(await userExists(deps.db, c.req.valid('json').email)), 200),
  );

  router.openapi(updateProfileRoute, async (c) =>
    c.json(okBody(await updateProfile(deps.db, deps.realtime, c.get('user'), c.req.valid('json'))), 200),
  );

  router.openapi(guarded(saveUserPhotoRoute, photoBodyLimit), async (c) => {
    const image = await readPhotoUpload(c);
    return c.json(okBody(await saveUserPhoto(deps.db, deps.clock, deps.realtime, c.get('user'), image)), 200);
  });

  router.openapi(changePasswordRoute, async (c) => {
    const input = c.req.valid('json');
    const changed = await changePassword(deps.db, deps.clock, c.get('user'), c.get('tokenHash'), input);
    await deps.realtime.sessionsChanged?.(c.get('user').id);
    return c.json(okBody(changed), 200);
  });

  router.openapi(setSpace, async (c) => {
    const { space_id } = c.req.valid('json');
    const space = await setCurrentSpace(deps.db, deps.realtime, c.get('user'), space_id);
    return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 200);
  });

  router.openapi(guarded(getAvailableCredentials, member), async (c) => {
    const { user_id } = c.req.valid('query');
    return c.json(
      okBody(await availableCredentials(c.get('scope'), c.get('access'), c.get('user'), user_id)),
      200,
    );
  });

  router.openapi(exitFromSpaceRoute, async (c) => {
    const { space_id } = c.req.valid('json');
    const exited = await exitFromSpace(
      deps.db,
      deps.realtime,
      c.get('user'),
      c.req.valid('param').id,
      space_id,
    );
    await deps.realtime.sessionsChanged?.(exited.user_id);
    return c.json(okBody(exited), 200);
  });

  router.openapi(changeAdminRoute, async (c) =>
    c.json(
      okBody(
        await changeAdmin(
          deps.db,
          deps.realtime,
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
      200,
    ),
  );

  router.openapi(guarded(getAllowedPagesRoute, member), async (c) =>
    c.json(
      okBody(await getAllowedPages(c.get('scope'), c.get('access'), c.get('user'), c.req.valid('param').id)),
      200,
    ),
  );

  router.openapi(guarded(setAllowedPagesRoute, admin), async (c) => {
    const { allowed_pages } = c.req.valid('json');
    return c.json(okBody(await setAllowedPages(c.get('scope'), c.req.valid('param').id, allowed_pages)), 200);
  });

  router.openapi(guarded(setMemberCredentials, admin), async (c) => {
    const { credentials_ids } = c.req.valid('json');
    return c.json(
      okBody(await setAvailableCredentials(c.get('scope'), c.req.valid('param').id, credentials_ids)),
      200,
    );
  });

  return router;
}
