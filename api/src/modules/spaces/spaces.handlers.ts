import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { requireSpace } from '../../platform/space-access';
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
import * as routes from './spaces.routes';
import {
  createSpace,
  grantManualCredits,
  saveCrmSuggestion,
  saveSignUpSettings,
  saveSpacePhoto,
  spaceInfo,
  updateSpace,
} from './spaces.service';

/** The handlers of /space, one per declaration of spaces.routes.ts, under its operationId. */
export function spacesHandlers(deps: AppDependencies): Handlers<typeof routes> {
  const inviteContext = (c: Context<AppEnv>): InviteContext => ({
    scope: c.get('scope'),
    space: c.get('space'),
    inviter: c.get('user'),
    mail: deps,
  });

  return {
    getInviteDetails: async (c) =>
      c.json(okBody(await inviteDetails(deps.db, c.req.valid('query').invite_code)), 200),
    createSpace: async (c) => {
      const space = await createSpace(
        deps.db,
        deps.clock,
        deps.domainEvents,
        c.get('user'),
        c.req.valid('json'),
      );
      return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 201);
    },
    joinSpace: async (c) => {
      const { invite_code } = c.req.valid('json');
      const space = await joinSpaceByInvite(deps.db, deps.clock, deps.realtime, c.get('user'), invite_code);
      return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 200);
    },
    getSpaceInfo: async (c) => c.json(okBody(await spaceInfo(deps.db, c.get('space'), c.get('user'))), 200),
    getSpaceFeatures: async (c) => c.json(okBody(await spaceFeatures(deps.db, c.get('space'))), 200),
    saveSpacePhoto: async (c) => {
      const image = await readPhotoUpload(c);
      return c.json(okBody(await saveSpacePhoto(c.get('scope'), image)), 200);
    },
    saveSignUpSettings: async (c) =>
      c.json(okBody(await saveSignUpSettings(c.get('scope'), c.req.valid('json'))), 200),
    suggestCrm: async (c) => {
      const { crm_suggestion } = c.req.valid('json');
      return c.json(okBody(await saveCrmSuggestion(c.get('scope'), c.get('user').id, crm_suggestion)), 200);
    },
    grantManualCredits: async (c) => {
      const grant = await grantManualCredits(
        deps.db,
        deps.clock,
        deps.realtime,
        c.get('adminScope'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(okBody(grant), 200);
    },
    updateSpace: async (c) => {
      const space = await updateSpace(c.get('scope'), c.get('space'), c.req.valid('json'));
      return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 200);
    },
    sendEmailInvites: async (c) =>
      c.json(okBody(await inviteByEmail(inviteContext(c), c.req.valid('json'))), 201),
    listEmailInvites: async (c) => c.json(okBody(await listEmailInvites(c.get('scope'))), 200),
    resendEmailInvite: async (c) =>
      c.json(okBody(await resendEmailInvite(inviteContext(c), c.req.valid('param').inviteId)), 200),
    revokeEmailInvite: async (c) =>
      c.json(okBody(await revokeEmailInvite(c.get('scope'), c.req.valid('param').inviteId)), 200),
    getCodeInvite: async (c) => c.json(okBody(await listCodeInvites(c.get('scope'), c.get('user').id)), 200),
    renewCodeInvite: async (c) => {
      const { codeId } = c.req.valid('param');
      return c.json(
        okBody(await renewCodeInvite(c.get('scope'), codeId, c.get('user').id, c.req.valid('json'))),
        200,
      );
    },
  };
}

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
  const signedIn = authenticate(deps);
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });
  const adminOfPathSpace = requireSpace(deps, { from: 'path', adminOnly: true });
  const checked = {
    ...routes,
    createSpace: guarded(routes.createSpace, signedIn),
    joinSpace: guarded(routes.joinSpace, signedIn),
    getSpaceInfo: guarded(routes.getSpaceInfo, signedIn, requireSpace(deps, { allowInactive: true })),
    getSpaceFeatures: guarded(routes.getSpaceFeatures, signedIn, member),
    saveSpacePhoto: guarded(routes.saveSpacePhoto, signedIn, photoBodyLimit, admin),
    saveSignUpSettings: guarded(routes.saveSignUpSettings, signedIn, admin),
    suggestCrm: guarded(routes.suggestCrm, signedIn, member),
    grantManualCredits: guarded(routes.grantManualCredits, signedIn, requireAdminScope(deps)),
    updateSpace: guarded(routes.updateSpace, signedIn, adminOfPathSpace),
    sendEmailInvites: guarded(routes.sendEmailInvites, signedIn, adminOfPathSpace),
    listEmailInvites: guarded(routes.listEmailInvites, signedIn, adminOfPathSpace),
    resendEmailInvite: guarded(routes.resendEmailInvite, signedIn, adminOfPathSpace),
    revokeEmailInvite: guarded(routes.revokeEmailInvite, signedIn, adminOfPathSpace),
    getCodeInvite: guarded(routes.getCodeInvite, signedIn, adminOfPathSpace),
    renewCodeInvite: guarded(routes.renewCodeInvite, signedIn, adminOfPathSpace),
  };
  return bindOperations(createRouter(), checked, spacesHandlers(deps));
}
