import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  sessionSecurity,
  createRouter,
  failure,
  idParams,
  jsonBody,
  okBody,
  success,
  z,
} from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import { authenticate } from '../../platform/authenticate';
import { requireFeature } from '../../platform/entitlements';
import { requireSpace } from '../../platform/space-access';
import { ApiKeySchema, apiKeyMessages, CreatedApiKeySchema, createApiKeyInput } from './api-keys.schema';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

const tags = ['API keys'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const locked = featureLockedFailure('zapier_integration', 'basic');

/** Creating and revoking: workspace admins only, and never with an API key (api-key-auth.ts). */
const adminFailures = {
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}; ${apiKeyMessages.sessionOnly}`,
  ),
};

export const listApiKeysRoute = workspaceRoute({
  operationId: 'listApiKeys',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's live API keys, oldest first (no secrets)",
  responses: {
    200: success(z.array(ApiKeySchema), 'The live keys'),
  },
});

export const createApiKeyRoute = workspaceRoute({
  operationId: 'createApiKey',
  method: 'post',
  path: '/',
  tags,
  security: sessionSecurity,
  summary: 'Create an API key (workspace admins; its whole secret is in the answer, once)',
  request: { body: jsonBody(createApiKeyInput) },
  responses: {
    402: locked,
    201: success(CreatedApiKeySchema, 'The new key, with its secret'),
    400: failure(`name: ${apiKeyMessages.nameRequired}; name: ${apiKeyMessages.nameTooLong}`),
    409: failure(`${apiKeyMessages.nameTaken}; ${apiKeyMessages.tooMany}`),
    ...adminFailures,
  },
});

export const revokeApiKeyRoute = workspaceRoute({
  operationId: 'revokeApiKey',
  method: 'delete',
  path: '/{id}',
  tags,
  security: sessionSecurity,
  summary: 'Revoke an API key (workspace admins); it stops working at once',
  request: { params: idParams },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The revoked key'),
    404: failure(apiKeyMessages.notFound),
    ...adminFailures,
  },
});

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

  router.openapi({ ...listApiKeysRoute, middleware: [member] }, async (c) =>
    c.json(okBody(await listApiKeys(c.get('scope'))), 200),
  );
  router.openapi(
    { ...createApiKeyRoute, middleware: [admin, requireFeature(deps, 'zapier_integration')] },
    async (c) => c.json(okBody(await createApiKey(c.get('scope'), c.get('user'), c.req.valid('json'))), 201),
  );
  router.openapi({ ...revokeApiKeyRoute, middleware: [admin] }, async (c) =>
    c.json(okBody(await revokeApiKey(c.get('scope'), c.req.valid('param').id)), 200),
  );
  return router;
}
