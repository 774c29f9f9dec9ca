import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
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
  workspaceFailures,
  z,
} from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { requireAdminScope } from '../../platform/admin-scope';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { authenticate } from '../../platform/authenticate';
import { photoBodyLimit, readPhotoUpload } from '../photos';
import { spaceFeatures } from './features.service';
import {
  type InviteContext,
  inviteByEmail,
  inviteDetails,
  joinSpaceByInvite,
  listCodeInvites,
  listEmailInvites,
  renewCodeInvite,
  resendEmailInvite,
  revokeEmailInvite,
} from './invites.service';
import { requireSpace } from '../../platform/space-access';
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
import {
  createSpace,
  grantManualCredits,
  saveCrmSuggestion,
  saveSignUpSettings,
  saveSpacePhoto,
  spaceInfo,
  updateSpace,
} from './spaces.service';

const tags = ['Workspace'] as const;

const signedInFailure = { 401: failure(errorMessages.tokenNotValid) };
/** What requireSpace answers for an admin-only call, on top of `workspaceFailures`. */
const adminFailures = {
  ...workspaceFailures,
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}`,
  ),
};
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

export const createSpaceRoute = createRoute({
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
    ...signedInFailure,
    403: failure(`${errorMessages.cannotCreateSpace}; ${apiKeyAuthMessages.sessionOnly}`),
  },
});

export const joinSpace = createRoute({
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
    ...signedInFailure,
    403: failure(`${errorMessages.spaceBlocked}; ${apiKeyAuthMessages.sessionOnly}`),
  },
});

export const getSpaceInfo = createRoute({
  operationId: 'getSpaceInfo',
  method: 'get',
  path: '/info',
  tags,
  security: bearerSecurity,
  summary:
    'The workspace, its members and seats (also of a blocked or deleted one, so its members can switch away)',
  request: { query: spaceQuery },
  responses: {
    200: success(SpaceInfoSchema, 'The workspace'),
    ...signedInFailure,
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

export const saveSpacePhotoRoute = workspaceRoute({
  operationId: 'saveSpacePhoto',
  method: 'post',
  path: '/save_photo',
  tags,
  summary: "Upload the workspace's picture (admins)",
  request: { body: photoUploadBody },
  responses: {
    200: success(SpacePhotoSchema, 'The new avatar link'),
    400: failure(badImage),
    ...adminFailures,
  },
});

export const saveSignUpSettingsRoute = workspaceRoute({
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
    ...adminFailures,
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

export const grantManualCreditsRoute = createRoute({
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
    ...signedInFailure,
    403: failure(errorMessages.platformAdminOnly),
    404: failure(errorMessages.spaceNotFound),
  },
});

export const updateSpaceRoute = createRoute({
  operationId: 'updateSpace',
  method: 'post',
  path: '/{id}/update',
  tags,
  security: bearerSecurity,
  summary: 'Rename the workspace or remove its picture (admins)',
  request: { params: spaceIdParams, body: jsonBody(updateSpaceInput) },
  responses: {
    200: success(SpaceInfoSchema, 'The workspace as it is now'),
    400: failure(`${badName}; Upload a new picture through save_photo`),
    ...adminFailures,
    404: failure(errorMessages.spaceNotFound),
  },
});

export const sendEmailInvites = createRoute({
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
    ...adminFailures,
  },
});

export const listEmailInvitesRoute = createRoute({
  operationId: 'listEmailInvites',
  method: 'get',
  path: '/{id}/invites',
  tags,
  security: bearerSecurity,
  summary: 'Every email invite of the workspace, newest first, with its state (admins)',
  request: { params: spaceIdParams },
  responses: {
    200: success(z.array(SpaceEmailInviteSchema), 'The invites'),
    ...adminFailures,
  },
});

export const resendEmailInviteRoute = createRoute({
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
    ...adminFailures,
    404: failure(errorMessages.inviteNotFound),
  },
});

export const revokeEmailInviteRoute = createRoute({
  operationId: 'revokeEmailInvite',
  method: 'delete',
  path: '/{id}/invites/{inviteId}',
  tags,
  security: bearerSecurity,
  summary: 'Revoke an email invite (it stays listed, as revoked) (admins)',
  request: { params: emailInviteParams },
  responses: {
    200: success(SpaceEmailInviteSchema, 'The invite, revoked'),
    400: failure(errorMessages.inviteAccepted),
    ...adminFailures,
    404: failure(errorMessages.inviteNotFound),
  },
});

export const getCodeInvite = createRoute({
  operationId: 'getCodeInvite',
  method: 'get',
  path: '/{id}/code_invites',
  tags,
  security: sessionSecurity,
  summary: "The workspace's live invite code, created on first read (admins)",
  request: { params: spaceIdParams },
  responses: {
    200: success(z.array(SpaceCodeInviteSchema), 'The live code'),
    ...adminFailures,
  },
});

export const renewCodeInviteRoute = createRoute({
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
    ...adminFailures,
    404: failure(errorMessages.inviteNotFound),
  },
});

/**
 * /space (spec platform §7 Space). Who may call what (platform §6):
 * - anyone with the link: GET /invites (the accept-invite page, before sign-up);
 * - any signed-in user: create, join;
 * - members: info (also of a blocked workspace), features, crm_suggestion;
 * - workspace admins (and platform admins): update, save_photo, sign_up_settings, invites, code invites;
 * - platform admins: admin/{id}/manual_credits.
 * /space/subscriptions/validate belongs to the billing issue.
 */
export function spacesRoutes(deps: AppDependencies) {
  const router = createRouter();
  const signedIn = authenticate(deps);
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });
  const adminOfPathSpace = requireSpace(deps, { from: 'path', adminOnly: true });

  const inviteContext = (c: Context<AppEnv>): InviteContext => ({
    scope: c.get('scope'),
    space: c.get('space'),
    inviter: c.get('user'),
    mail: deps,
  });

  router.openapi(getInviteDetails, async (c) =>
    c.json(okBody(await inviteDetails(deps.db, c.req.valid('query').invite_code)), 200),
  );

  router.openapi(guarded(createSpaceRoute, signedIn), async (c) => {
    const space = await createSpace(
      deps.db,
      deps.clock,
      deps.domainEvents,
      c.get('user'),
      c.req.valid('json'),
    );
    return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 201);
  });

  router.openapi(guarded(joinSpace, signedIn), async (c) => {
    const { invite_code } = c.req.valid('json');
    const space = await joinSpaceByInvite(deps.db, deps.clock, deps.realtime, c.get('user'), invite_code);
    return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 200);
  });

  router.openapi(guarded(getSpaceInfo, signedIn, requireSpace(deps, { allowInactive: true })), async (c) =>
    c.json(okBody(await spaceInfo(deps.db, c.get('space'), c.get('user'))), 200),
  );

  router.openapi(guarded(getSpaceFeatures, signedIn, member), async (c) =>
    c.json(okBody(await spaceFeatures(deps.db, c.get('space'))), 200),
  );

  router.openapi(guarded(saveSpacePhotoRoute, signedIn, photoBodyLimit, admin), async (c) => {
    const image = await readPhotoUpload(c);
    return c.json(okBody(await saveSpacePhoto(c.get('scope'), image)), 200);
  });

  router.openapi(guarded(saveSignUpSettingsRoute, signedIn, admin), async (c) =>
    c.json(okBody(await saveSignUpSettings(c.get('scope'), c.req.valid('json'))), 200),
  );

  router.openapi(guarded(suggestCrm, signedIn, member), async (c) => {
    const { crm_suggestion } = c.req.valid('json');
    return c.json(okBody(await saveCrmSuggestion(c.get('scope'), c.get('user').id, crm_suggestion)), 200);
  });

  router.openapi(guarded(grantManualCreditsRoute, signedIn, requireAdminScope(deps)), async (c) => {
    const grant = await grantManualCredits(
      deps.db,
      deps.clock,
      deps.realtime,
      c.get('adminScope'),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(okBody(grant), 200);
  });

  router.openapi(guarded(updateSpaceRoute, signedIn, adminOfPathSpace), async (c) => {
    const space = await updateSpace(c.get('scope'), c.get('space'), c.req.valid('json'));
    return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 200);
  });

  router.openapi(guarded(sendEmailInvites, signedIn, adminOfPathSpace), async (c) =>
    c.json(okBody(await inviteByEmail(inviteContext(c), c.req.valid('json'))), 201),
  );

  router.openapi(guarded(listEmailInvitesRoute, signedIn, adminOfPathSpace), async (c) =>
    c.json(okBody(await listEmailInvites(c.get('scope'))), 200),
  );

  router.openapi(guarded(resendEmailInviteRoute, signedIn, adminOfPathSpace), async (c) =>
    c.json(okBody(await resendEmailInvite(inviteContext(c), c.req.valid('param').inviteId)), 200),
  );

  router.openapi(guarded(revokeEmailInviteRoute, signedIn, adminOfPathSpace), async (c) =>
    c.json(okBody(await revokeEmailInvite(c.get('scope'), c.req.valid('param').inviteId)), 200),
  );

  router.openapi(guarded(getCodeInvite, signedIn, adminOfPathSpace), async (c) =>
    c.json(okBody(await listCodeInvites(c.get('scope'), c.get('user').id)), 200),
  );

  router.openapi(guarded(renewCodeInviteRoute, signedIn, adminOfPathSpace), async (c) => {
    const { codeId } = c.req.valid('param');
    return c.json(
      okBody(await renewCodeInvite(c.get('scope'), codeId, c.get('user').id, c.req.valid('json'))),
      200,
    );
  });

  return router;
}
