import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { throttleByAddress } from '../auth/request-throttle';
import { photoBodyLimit, readPhotoUpload } from '../photos/photo-upload';
import { requireSpace } from '../spaces/spaces.middleware';
import { listSpacesOfUser, spaceInfo } from '../spaces/spaces.service';
import {
  allowedPagesUpdateInput,
  availableCredentialsQuery,
  changeAdminInput,
  changePasswordInput,
  setCredentialsInput,
  spaceIdInput,
  updateProfileInput,
  userExistsInput,
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

/**
 * /users (spec platform §7 Users). The signed-in user's own profile, password and
 * workspace switch; members' roles, pages and credentials in a workspace (admins,
 * platform §6). fetch_spaces and set_space work whatever the current workspace's
 * status, so a member of a blocked workspace can switch away.
 */
export function usersRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps));
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });

  router.get('/fetch_user', (c) => ok(c, userJson(c.get('user'))));

  router.get('/fetch_spaces', async (c) => ok(c, await listSpacesOfUser(deps.db, c.get('user').id)));

  router.post('/exists', throttleByAddress(deps, 'users_exists'), async (c) => {
    const { email } = await readJson(c, userExistsInput);
    return ok(c, await userExists(deps.db, email));
  });

  router.post('/update', async (c) => {
    const input = await readJson(c, updateProfileInput);
    return ok(c, await updateProfile(deps.db, deps.realtime, c.get('user'), input));
  });

  router.post('/save_photo', photoBodyLimit, async (c) => {
    const image = await readPhotoUpload(c);
    return ok(c, await saveUserPhoto(deps.db, deps.clock, deps.realtime, c.get('user'), image));
  });

  router.post('/change_password', async (c) => {
    const input = await readJson(c, changePasswordInput);
    const changed = await changePassword(deps.db, deps.clock, c.get('user'), c.get('tokenHash'), input);
    await deps.realtime.sessionsChanged?.(c.get('user').id);
    return ok(c, changed);
  });

  router.post('/set_space', async (c) => {
    const { space_id } = await readJson(c, spaceIdInput);
    const space = await setCurrentSpace(deps.db, deps.realtime, c.get('user'), space_id);
    return ok(c, await spaceInfo(deps.db, space, c.get('user')));
  });

  router.get('/get_available_credentials', member, async (c) => {
    const { user_id } = readQuery(c, availableCredentialsQuery);
    return ok(c, await availableCredentials(c.get('scope'), c.get('access'), c.get('user'), user_id));
  });

  router.post('/:id/exit_from_space', async (c) => {
    const { space_id } = await readJson(c, spaceIdInput);
    const exited = await exitFromSpace(deps.db, deps.realtime, c.get('user'), c.req.param('id'), space_id);
    await deps.realtime.sessionsChanged?.(exited.user_id);
    return ok(c, exited);
  });

  router.post('/:id/change_admin', async (c) => {
    const input = await readJson(c, changeAdminInput);
    return ok(c, await changeAdmin(deps.db, deps.realtime, c.get('user'), c.req.param('id'), input));
  });

  router.get('/:id/allowed_pages', member, async (c) =>
    ok(c, await getAllowedPages(c.get('scope'), c.get('access'), c.get('user'), c.req.param('id'))),
  );

  router.put('/:id/allowed_pages', admin, async (c) => {
    const { allowed_pages } = await readJson(c, allowedPagesUpdateInput);
    return ok(c, await setAllowedPages(c.get('scope'), c.req.param('id'), allowed_pages));
  });

  router.post('/:id/set_credentials', admin, async (c) => {
    const { credentials_ids } = await readJson(c, setCredentialsInput);
    return ok(c, await setAvailableCredentials(c.get('scope'), c.req.param('id'), credentials_ids));
  });

  return router;
}
