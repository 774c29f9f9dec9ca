import type { AppDependencies } from '../../platform/context';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { throttleByAddress } from '../../platform/request-throttle';
import { requireSpace } from '../../platform/space-access';
import { photoBodyLimit, readPhotoUpload } from '../photos';
import { listSpacesOfUser, spaceInfo } from '../spaces';
import * as routes from './users.routes';
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

/** The handlers of /users, one per declaration of users.routes.ts, under its operationId. */
export function usersHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    fetchUser: (c) => c.json(okBody(userJson(c.get('user'))), 200),
    fetchSpaces: async (c) => c.json(okBody(await listSpacesOfUser(deps.db, c.get('user').id)), 200),
    userExists: async (c) => c.json(okBody(await userExists(deps.db, c.req.valid('json').email)), 200),
    updateProfile: async (c) =>
      c.json(okBody(await updateProfile(deps.db, deps.realtime, c.get('user'), c.req.valid('json'))), 200),
    saveUserPhoto: async (c) => {
      const image = await readPhotoUpload(c);
      return c.json(
        okBody(await saveUserPhoto(deps.db, deps.clock, deps.realtime, c.get('user'), image)),
        200,
      );
    },
    changePassword: async (c) => {
      const input = c.req.valid('json');
      const changed = await changePassword(deps.db, deps.clock, c.get('user'), c.get('tokenHash'), input);
      await deps.realtime.sessionsChanged?.(c.get('user').id);
      return c.json(okBody(changed), 200);
    },
    setSpace: async (c) => {
      const { space_id } = c.req.valid('json');
      const space = await setCurrentSpace(deps.db, deps.realtime, c.get('user'), space_id);
      return c.json(okBody(await spaceInfo(deps.db, space, c.get('user'))), 200);
    },
    getAvailableCredentials: async (c) => {
      const { user_id } = c.req.valid('query');
      return c.json(
        okBody(await availableCredentials(c.get('scope'), c.get('access'), c.get('user'), user_id)),
        200,
      );
    },
    exitFromSpace: async (c) => {
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
    },
    changeAdmin: async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        okBody(await changeAdmin(deps.db, deps.realtime, c.get('user'), id, c.req.valid('json'))),
        200,
      );
    },
    getAllowedPages: async (c) =>
      c.json(
        okBody(
          await getAllowedPages(c.get('scope'), c.get('access'), c.get('user'), c.req.valid('param').id),
        ),
        200,
      ),
    setAllowedPages: async (c) => {
      const { allowed_pages } = c.req.valid('json');
      return c.json(
        okBody(await setAllowedPages(c.get('scope'), c.req.valid('param').id, allowed_pages)),
        200,
      );
    },
    setMemberCredentials: async (c) => {
      const { credentials_ids } = c.req.valid('json');
      return c.json(
        okBody(await setAvailableCredentials(c.get('scope'), c.req.valid('param').id, credentials_ids)),
        200,
      );
    },
  };
}

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
  const checked = {
    ...routes,
    userExists: guarded(routes.userExists, throttleByAddress(deps, 'users_exists')),
    saveUserPhoto: guarded(routes.saveUserPhoto, photoBodyLimit),
    getAvailableCredentials: guarded(routes.getAvailableCredentials, member),
    getAllowedPages: guarded(routes.getAllowedPages, member),
    setAllowedPages: guarded(routes.setAllowedPages, admin),
    setMemberCredentials: guarded(routes.setMemberCredentials, admin),
  };
  return bindOperations(router, checked, usersHandlers(deps));
}
