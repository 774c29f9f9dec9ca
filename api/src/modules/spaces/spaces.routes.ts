import { type Context, Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { publicOrigin } from '../../public-url';
import { requirePlatformAdmin } from '../admin-session/admin-session.routes';
import { authenticate } from '../auth/auth.middleware';
import { photoBodyLimit, readPhotoUpload } from '../photos/photo-upload';
import { featuresForTier } from './features.service';
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
import { requireSpace } from './spaces.middleware';
import {
  createSpaceInput,
  crmSuggestionInput,
  inviteByEmailInput,
  inviteCodeQuery,
  joinSpaceInput,
  manualCreditsInput,
  renewCodeInviteInput,
  signUpSettingsInput,
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
  const router = new Hono<AppEnv>();
  const signedIn = authenticate(deps);
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });
  const adminOfPathSpace = requireSpace(deps, { from: 'path', adminOnly: true });

  const inviteContext = (c: Context<AppEnv>): InviteContext => ({
    scope: c.get('scope'),
    space: c.get('space'),
    inviter: c.get('user'),
    mail: deps.mail,
    origin: publicOrigin(deps.publicUrl, c.req.url),
  });

  router.get('/invites', async (c) => {
    const { invite_code } = readQuery(c, inviteCodeQuery);
    return ok(c, await inviteDetails(deps.db, invite_code));
  });

  router.post('/create', signedIn, async (c) => {
    const input = await readJson(c, createSpaceInput);
    const space = await createSpace(deps.db, deps.clock, c.get('user'), input);
    return ok(c, await spaceInfo(deps.db, space, c.get('user')), 201);
  });

  router.post('/join', signedIn, async (c) => {
    const { invite_code } = await readJson(c, joinSpaceInput);
    const space = await joinSpaceByInvite(deps.db, deps.clock, deps.realtime, c.get('user'), invite_code);
    return ok(c, await spaceInfo(deps.db, space, c.get('user')));
  });

  router.get('/info', signedIn, requireSpace(deps, { allowInactive: true }), async (c) =>
    ok(c, await spaceInfo(deps.db, c.get('space'), c.get('user'))),
  );

  router.get('/features', signedIn, member, (c) => ok(c, featuresForTier(c.get('space').tier)));

  router.post('/save_photo', signedIn, photoBodyLimit, admin, async (c) => {
    const image = await readPhotoUpload(c);
    return ok(c, await saveSpacePhoto(c.get('scope'), image));
  });

  router.post('/sign_up_settings', signedIn, admin, async (c) => {
    const settings = await readJson(c, signUpSettingsInput);
    return ok(c, await saveSignUpSettings(c.get('scope'), settings));
  });

  router.post('/crm_suggestion', signedIn, member, async (c) => {
    const { crm_suggestion } = await readJson(c, crmSuggestionInput);
    return ok(c, await saveCrmSuggestion(c.get('scope'), c.get('user').id, crm_suggestion));
  });

  router.put('/admin/:id/manual_credits', signedIn, requirePlatformAdmin(), async (c) => {
    const input = await readJson(c, manualCreditsInput);
    const grant = await grantManualCredits(
      deps.db,
      deps.clock,
      deps.realtime,
      c.get('user'),
      c.req.param('id'),
      input,
    );
    return ok(c, grant);
  });

  router.post('/:id/update', signedIn, adminOfPathSpace, async (c) => {
    const input = await readJson(c, updateSpaceInput);
    const space = await updateSpace(c.get('scope'), c.get('space'), input);
    return ok(c, await spaceInfo(deps.db, space, c.get('user')));
  });

  router.post('/:id/invites', signedIn, adminOfPathSpace, async (c) => {
    const input = await readJson(c, inviteByEmailInput);
    return ok(c, await inviteByEmail(inviteContext(c), input), 201);
  });

  router.get('/:id/invites', signedIn, adminOfPathSpace, async (c) =>
    ok(c, await listEmailInvites(c.get('scope'))),
  );

  router.post('/:id/invites/:inviteId/resend', signedIn, adminOfPathSpace, async (c) =>
    ok(c, await resendEmailInvite(inviteContext(c), c.req.param('inviteId'))),
  );

  router.delete('/:id/invites/:inviteId', signedIn, adminOfPathSpace, async (c) =>
    ok(c, await revokeEmailInvite(c.get('scope'), c.req.param('inviteId'))),
  );

  router.get('/:id/code_invites', signedIn, adminOfPathSpace, async (c) =>
    ok(c, await listCodeInvites(c.get('scope'), c.get('user').id)),
  );

  router.post('/:id/code_invites/:codeId/renew', signedIn, adminOfPathSpace, async (c) => {
    const input = await readJson(c, renewCodeInviteInput);
    return ok(c, await renewCodeInvite(c.get('scope'), c.req.param('codeId'), c.get('user').id, input));
  });

  return router;
}
