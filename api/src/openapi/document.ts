import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../platform/context';
import { apiTags } from './tags';

/** The name of the brand a request's host serves (the platform's own, or a reseller's). */
export type BrandNameOf = (c: Context<AppEnv>) => Promise<string>;

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every declared route, generated from the
 * declarations. Paths are relative to the `/api` server. Two ways to authenticate: a session
 * token (sign-in) or a workspace API key, both as a bearer token. Titled with the brand of the
 * host that serves it: a reseller's customers never read the platform's name (issue 26 item 21).
 */
export function registerOpenApiDocument(api: OpenAPIHono<AppEnv>, version: string, brandNameOf: BrandNameOf) {
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
  // Built once, on first use (every route is declared by then); only the title differs per host.
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.get('/openapi.json', async (c) => {
    document ??= api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'API',
        version,
        description:
          'Every answer is `{ ok: true, payload }` or `{ ok: false, error }` with the HTTP status of the outcome.',
      },
      servers: [{ url: '/api' }],
      security: [{ bearer: [] }],
      // One tag per area, in the reference's order (tags.ts); every operation names one of them.
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
    });
    const title = `${await brandNameOf(c)} API`;
    return c.json({ ...document, info: { ...document.info, title } });
  });
}
