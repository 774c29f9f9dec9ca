import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../platform/context';
import { apiTags } from './tags';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every declared route, generated from the
 * declarations. Paths are relative to the `/api` server. Two ways to authenticate: a session
 * token (sign-in) or a workspace API key, both as a bearer token.
 */
export function registerOpenApiDocument(api: OpenAPIHono<AppEnv>, version: string) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token from POST /auth/sign_in, or a workspace API key (Integrations › API token). Most calls also take `space` (the workspace id) in the query.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token from POST /auth/sign_in only: these calls give or take rights that outlive an API key, so a key gets 403.',
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Reachly API',
      version,
      description:
        'Every answer is `{ ok: true, payload }` or `{ ok: false, error }` with the HTTP status of the outcome.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    // One tag per area, in the reference's order (tags.ts); every operation names one of them.
    tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
  });
}
