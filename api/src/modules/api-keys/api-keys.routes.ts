/**
 * The declarations of /integrations/api_keys, each named by its operationId; the handlers and the
 * checks each route runs first (member or workspace admin) are in api-keys.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { failure, idParams, jsonBody, sessionSecurity, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import { ApiKeySchema, apiKeyMessages, CreatedApiKeySchema, createApiKeyInput } from './api-keys.schema';

const tags = ['API keys'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const locked = featureLockedFailure('zapier_integration', 'basic');

/** Creating and revoking: workspace admins only, and never with an API key (api-key-auth.ts). */
const adminFailures = {
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}; ${apiKeyMessages.sessionOnly}`,
  ),
};

export const listApiKeys = workspaceRoute({
  operationId: 'listApiKeys',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's live API keys, oldest first (no secrets)",
  responses: {
    200: success(z.array(ApiKeySchema), 'The live keys'),
  },
});

export const createApiKey = workspaceRoute({
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

export const revokeApiKey = workspaceRoute({
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
