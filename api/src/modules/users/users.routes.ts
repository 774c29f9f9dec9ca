/**
 * The declarations of /users (spec platform §7 Users), each named by its operationId; the
 * handlers and the checks each route runs first are in users.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { failure, jsonBody, sessionSecurity, spaceQuery, success, z } from '../../openapi/contract';
import {
  sessionRoute,
  signedInRoute,
  workspaceAdminFailures,
  workspaceRoute,
} from '../../openapi/route-kinds';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { passwordMessages, weakPasswordMessage } from '../../platform/password-policy';
import { photoUploadBody, SpaceInfoSchema, SpaceSummarySchema } from '../spaces';
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

const tags = ['Users'] as const;

/** requireSpaceAccess on the body's `space_id`, for a call made by a member or by an admin. */
const spaceOfBodyFailure = (adminOnly: string) =>
  failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${adminOnly}; ${apiKeyAuthMessages.sessionOnly}`,
  );

export const fetchUser = signedInRoute({
  operationId: 'fetchUser',
  method: 'get',
  path: '/fetch_user',
  tags,
  summary: 'The signed-in user',
  responses: {
    200: success(UserProfileSchema, 'The user'),
  },
});

export const fetchSpaces = sessionRoute({
  operationId: 'fetchSpaces',
  method: 'get',
  path: '/fetch_spaces',
  tags,
  summary:
    "The signed-in user's workspaces, whatever their status (a member of a blocked one can switch away)",
  responses: {
    200: success(z.array(SpaceSummarySchema), 'The workspaces, oldest membership first'),
  },
});

export const userExists = signedInRoute({
  operationId: 'userExists',
  method: 'post',
  path: '/exists',
  tags,
  summary: 'Whether an account uses this address (the invite dialog’s hint); limited per address',
  request: { body: jsonBody(userExistsInput) },
  responses: {
    200: success(UserExistsSchema, 'Whether the account exists'),
    400: failure(`${errorMessages.emailRequired}; Unknown field: x`),
    429: failure('Too many requests, please try again in {n} minutes'),
  },
});

export const updateProfile = sessionRoute({
  operationId: 'updateProfile',
  method: 'post',
  path: '/update',
  tags,
  summary: "Change the signed-in user's profile: only the fields sent change",
  request: { body: jsonBody(updateProfileInput) },
  responses: {
    200: success(UserProfileSchema, 'The user as they are now'),
    400: failure('first_name: First name is required; phone: Please, add correct phone number'),
    404: failure(errorMessages.userNotFound),
  },
});

export const saveUserPhoto = sessionRoute({
  operationId: 'saveUserPhoto',
  method: 'post',
  path: '/save_photo',
  tags,
  summary: "Upload the signed-in user's picture",
  request: { body: photoUploadBody },
  responses: {
    200: success(UserPhotoSchema, 'The new avatar link'),
    400: failure(`${errorMessages.imageRequired}; ${errorMessages.imageType}; ${errorMessages.imageSize}`),
  },
});

export const changePassword = sessionRoute({
  operationId: 'changePassword',
  method: 'post',
  path: '/change_password',
  tags,
  summary: "Change the signed-in user's password; their other sessions are signed out",
  request: { body: jsonBody(changePasswordInput) },
  responses: {
    200: success(PasswordChangedSchema, 'Changed'),
    400: failure(
      `${errorMessages.passwordLength}; ${passwordMessages.tooCommon}; ${passwordMessages.oneCharacter}; ` +
        `${weakPasswordMessage(undefined)}; ${errorMessages.oldPasswordIncorrect}`,
    ),
  },
});

export const setSpace = signedInRoute({
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
    ...workspaceAdminFailures,
    404: failure(errorMessages.userNotFound),
  },
});

export const exitFromSpace = signedInRoute({
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
    403: spaceOfBodyFailure(errorMessages.spaceAdminOnly),
    404: failure(errorMessages.userNotFound),
  },
});

export const changeAdmin = signedInRoute({
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
    403: spaceOfBodyFailure(errorMessages.spaceAdminOnly),
    404: failure(errorMessages.userNotFound),
  },
});

export const getAllowedPages = workspaceRoute({
  operationId: 'getAllowedPages',
  method: 'get',
  path: '/{id}/allowed_pages',
  tags,
  summary: "A member's page map in the workspace (the member themself, or an admin)",
  request: { params: userIdParams },
  responses: {
    200: success(MemberAllowedPagesSchema, "The member's pages"),
    ...workspaceAdminFailures,
    404: failure(errorMessages.userNotFound),
  },
});

export const setAllowedPages = workspaceRoute({
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
    ...workspaceAdminFailures,
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
    ...workspaceAdminFailures,
    404: failure(errorMessages.userNotFound),
  },
});
