import type { AppDependencies } from '../../platform/context';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { requireFeature } from '../../platform/entitlements';
import { requireSpace } from '../../platform/space-access';
import * as routes from './api-keys.routes';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** The handlers of /integrations/api_keys, one per declaration of api-keys.routes.ts, under its operationId. */
export const apiKeysHandlers: Handlers<typeof routes> = {
  listApiKeys: async (c) => c.json(okBody(await listApiKeys(c.get('scope'))), 200),
  createApiKey: async (c) =>
    c.json(okBody(await createApiKey(c.get('scope'), c.get('user'), c.req.valid('json'))), 201),
  revokeApiKey: async (c) => c.json(okBody(await revokeApiKey(c.get('scope'), c.req.valid('param').id)), 200),
};

/**
 * /integrations/api_keys (issue 12; outreach §2 /integrations/api "API token"; the paths are
 * ours). Every member may see the list; only workspace admins create and revoke (platform §6:
 * admins manage the workspace's access). Creating and revoking refuse key auth (api-key-auth.ts).
 */
export function apiKeysRoutes(deps: AppDependencies) {
  const router = createRouter();
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });
  router.use('*', authenticate(deps));
  const checked = {
    ...routes,
    listApiKeys: guarded(routes.listApiKeys, member),
    createApiKey: guarded(routes.createApiKey, admin, requireFeature(deps, 'zapier_integration')),
    revokeApiKey: guarded(routes.revokeApiKey, admin),
  };
  return bindOperations(router, checked, apiKeysHandlers);
}
