import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { createApiKeyInput } from './api-keys.schema';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/**
 * /integrations/api_keys (issue 12; outreach §2 /integrations/api "API token"; the paths are
 * ours). Every member may see the list; only workspace admins create and revoke (platform §6:
 * admins manage the workspace's access). Creating and revoking refuse key auth (api-key-auth.ts).
 */
export function apiKeysRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });
  router.use('*', authenticate(deps));

  router.get('/', member, async (c) => ok(c, await listApiKeys(c.get('scope'))));
  router.post('/', admin, async (c) =>
    ok(c, await createApiKey(c.get('scope'), c.get('user'), await readJson(c, createApiKeyInput)), 201),
  );
  router.delete('/:id', admin, async (c) => ok(c, await revokeApiKey(c.get('scope'), c.req.param('id'))));
  return router;
}
