/**
 * The declarations of /space (spec platform §7 Space), each named by its operationId; the
 * handlers and who may call each route (the checks it runs first) are in spaces.handlers.ts.
 */
import { errorMessages } from '../../errors';
import {
  createRoute,
  failure,
  jsonBody,
  sessionSecurity,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import {
  signedInRoute,
  workspaceAdminFailures,
  workspaceAdminRoute,
  workspaceRoute,
} from '../../openapi/route-kinds';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import {
  CrmSuggestionSchema,
  codeInviteParams,
  createSpaceInput,
  crmSuggestionInput,
  emailInviteParams,
  inviteByEmailInput,
  inviteCodeQuery,
  joinSpaceInput,
  ManualCreditGrantSchema,
  manualCreditsInput,
  photoUploadBody,
  renewCodeInviteInput,
  SpaceCodeInviteSchema,
  SpaceEmailInviteSchema,
  SpaceFeaturesSchema,
  SpaceInfoSchema,
  SpaceInviteDetailsSchema,
  SpacePhotoSchema,
  SpaceSignUpSettingsSchema,
  signUpSettingsInput,
  spaceIdParams,
  updateSpaceInput,
} from './spaces.schema';

const tags = ['Workspace'] as const;

const badImage = `${errorMessages.imageRequired}; ${errorMessages.imageType}; ${errorMessages.imageSize}`;
const badName = `${errorMessages.nameRequired}; The name must be at most 100 characters; Unknown field: x`;
const badCredentials = 'Credentials not found';

export const getInviteDetails = createRoute({
  operationId: 'getInviteDetails',
  method: 'get',
  path: '/invites',
  tags,
  summary:
    'Which workspace an invite code or link is for, and who sent it (no sign-in: the accept-invite page)',
  request: { query: inviteCodeQuery },
  responses: {
    200: success(SpaceInviteDetailsSchema, 'The invite'),
    400: failure(errorMessages.inviteCodeInvalid),
  },
});

export const createSpace = signedInRoute({
  operationId: 'createSpace',
  method: 'post',
  path: '/create',
  tags,
  security: sessionSecurity,
  summary: 'Create a workspace; the creator becomes its admin and it becomes their current one',
  request: { body: jsonBody(createSpaceInput) },
  responses: {
    201: success(SpaceInfoSchema, 'The new workspace'),
    400: failure(badName),
    403: failure(`${errorMessages.cannotCreateSpace}; ${apiKeyAuthMessages.sessionOnly}`),
  },
});

export const joinSpace = signedInRoute({
  operationId: 'joinSpace',
  method: 'post',
  path: '/join',
  tags,
  security: sessionSecurity,
  summary: "Join a workspace with an invite code or an email invite's token; it becomes the current one",
  request: { body: jsonBody(joinSpaceInput) },
  responses: {
    200: success(SpaceInfoSchema, 'The workspace joined'),
    400: failure(`${errorMessages.inviteCodeInvalid}; ${errorMessages.invitedWithAnotherEmail}`),
    403: failure(`${errorMessages.spaceBlocked}; ${apiKeyAuthMessages.sessionOnly}`),
  },
});

export const getSpaceInfo = signedInRoute({
  operationId: 'getSpaceInfo',
  method: 'get',
  path: '/info',
  tags,
  summary:
    'The workspace, its members and seats (also of a blocked or deleted one, so its members can switch away)',
  request: { query: spaceQuery },
  responses: {
    200: success(SpaceInfoSchema, 'The workspace'),
    403: failure(errorMessages.spaceNotFound),
  },
});

export const getSpaceFeatures = workspaceRoute({
  operationId: 'getSpaceFeatures',
  method: 'get',
  path: '/features',
  tags,
  summary: "Which features the workspace's plan includes",
  responses: {
    200: success(SpaceFeaturesSchema, 'Every feature flag'),
  },
});

export const saveSpacePhoto = workspaceRoute({
  operationId: 'saveSpacePhoto',
  method: 'post',
  path: '/save_photo',
  tags,
  summary: "Upload the workspace's picture (admins)",
  request: { body: photoUploadBody },
  responses: {
    200: success(SpacePhotoSchema, 'The new avatar link'),
    400: failure(badImage),
    ...workspaceAdminFailures,
  },
});

export const saveSignUpSettings = workspaceRoute({
  operationId: 'saveSignUpSettings',
  method: 'post',
  path: '/sign_up_settings',
  tags,
  summary:
    'Save answers of the sign-up questionnaire, merged into the stored ones (null removes one) (admins)',
  request: { body: jsonBody(signUpSettingsInput) },
  responses: {
    200: success(SpaceSignUpSettingsSchema, 'Every stored answer'),
    400: failure('Unknown field: x; At most 50 settings'),
    ...workspaceAdminFailures,
  },
});

export const suggestCrm = workspaceRoute({
  operationId: 'suggestCrm',
  method: 'post',
  path: '/crm_suggestion',
  tags,
  summary: 'Suggest a CRM to integrate',
  request: { body: jsonBody(crmSuggestionInput) },
  responses: {
    200: success(CrmSuggestionSchema, 'The suggestion stored'),
    400: failure('Please enter a CRM name; The CRM name must be at most 200 characters'),
  },
});

export const grantManualCredits = signedInRoute({
  operationId: 'grantManualCredits',
  method: 'put',
  path: '/admin/{id}/manual_credits',
  tags,
  security: sessionSecurity,
  summary: "Grant (or, negative, correct) a workspace's credits by hand (platform admins)",
  request: { params: spaceIdParams, body: jsonBody(manualCreditsInput) },
  responses: {
    200: success(ManualCreditGrantSchema, 'The grant, with the total granted of its type'),
    400: failure(
      'credits: Credits must be a whole number; credits: Credits must not be 0; credit_type: Unknown credit type; Credits can not go below zero',
    ),
    403: failure(errorMessages.platformAdminOnly),
    404: failure(errorMessages.spaceNotFound),
  },
});

export const updateSpace = workspaceAdminRoute({
  operationId: 'updateSpace',
  method: 'post',
  path: '/{id}/update',
  tags,
  summary: 'Rename the workspace or remove its picture (admins)',
  request: { params: spaceIdParams, body: jsonBody(updateSpaceInput) },
  responses: {
    200: success(SpaceInfoSchema, 'The workspace as it is now'),
    400: failure(`${badName}; Upload a new picture through save_photo`),
    404: failure(errorMessages.spaceNotFound),
  },
});

export const sendEmailInvites = workspaceAdminRoute({
  operationId: 'sendEmailInvites',
  method: 'post',
  path: '/{id}/invites',
  tags,
  security: sessionSecurity,
  summary: 'Invite people by email, with their role, pages and credentials (admins)',
  request: { params: spaceIdParams, body: jsonBody(inviteByEmailInput) },
  responses: {
    201: success(z.array(SpaceEmailInviteSchema), 'The invites sent'),
    400: failure(
      `${errorMessages.emailRequired}; ${errorMessages.emailNotValid}; You can invite at most 50 people at once; ` +
        `{email} is already a member of this workspace; allowed_pages: Unknown page: x; ${badCredentials}`,
    ),
  },
});

export const listEmailInvites = workspaceAdminRoute({
  operationId: 'listEmailInvites',
  method: 'get',
  path: '/{id}/invites',
  tags,
  summary: 'Every email invite of the workspace, newest first, with its state (admins)',
  request: { params: spaceIdParams },
  responses: {
    200: success(z.array(SpaceEmailInviteSchema), 'The invites'),
  },
});

export const resendEmailInvite = workspaceAdminRoute({
  operationId: 'resendEmailInvite',
  method: 'post',
  path: '/{id}/invites/{inviteId}/resend',
  tags,
  security: sessionSecurity,
  summary: 'Mail a fresh link; the earlier one stops working (admins)',
  request: { params: emailInviteParams },
  responses: {
    200: success(SpaceEmailInviteSchema, 'The invite, resent'),
    400: failure(`${errorMessages.inviteRevoked}; ${errorMessages.inviteAccepted}`),
    404: failure(errorMessages.inviteNotFound),
  },
});

export const revokeEmailInvite = workspaceAdminRoute({
  operationId: 'revokeEmailInvite',
  method: 'delete',
  path: '/{id}/invites/{inviteId}',
  tags,
  summary: 'Revoke an email invite (it stays listed, as revoked) (admins)',
  request: { params: emailInviteParams },
  responses: {
    200: success(SpaceEmailInviteSchema, 'The invite, revoked'),
    400: failure(errorMessages.inviteAccepted),
    404: failure(errorMessages.inviteNotFound),
  },
});

export const getCodeInvite = workspaceAdminRoute({
  operationId: 'getCodeInvite',
  method: 'get',
  path: '/{id}/code_invites',
  tags,
  security: sessionSecurity,
  summary: "The workspace's live invite code, created on first read (admins)",
  request: { params: spaceIdParams },
  responses: {
    200: success(z.array(SpaceCodeInviteSchema), 'The live code'),
  },
});

export const renewCodeInvite = workspaceAdminRoute({
  operationId: 'renewCodeInvite',
  method: 'post',
  path: '/{id}/code_invites/{codeId}/renew',
  tags,
  security: sessionSecurity,
  summary:
    'Replace the invite code with a new one, with the given pages and credentials (left out: as before) (admins)',
  request: { params: codeInviteParams, body: jsonBody(renewCodeInviteInput) },
  responses: {
    200: success(SpaceCodeInviteSchema, 'The new code'),
    400: failure(`Unknown field: x; allowed_pages: Unknown page: x; ${badCredentials}`),
    404: failure(errorMessages.inviteNotFound),
  },
});
