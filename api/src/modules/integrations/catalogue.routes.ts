import type { AppDependencies } from '../../platform/context';
import { failure, okBody, spaceQuery, success } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { publicUrlWarning } from '../../public-url';
import { CatalogueSchema, catalogueQuery } from './catalogue.schema';
import { integrationsCatalogue } from './catalogue.service';
import { integrationContext, type IntegrationsRoutesOptions } from './integrations.routes';
import { integrationMessages } from './integrations.schema';

export const getCatalogue = workspaceRoute({
  operationId: 'getCatalogue',
  method: 'get',
  path: '/',
  tags: ['Email integrations'],
  summary:
    'The integrations catalogue: every provider by category with its status, the credential’s mailboxes, and the PUBLIC_URL warning',
  request: { query: catalogueQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(CatalogueSchema, 'The catalogue'),
    400: failure(`credentials_id: ${integrationMessages.credentialNotFound}`),
    404: failure(integrationMessages.credentialNotFound),
  },
});

/** GET /integrations/catalogue (issue 15 item 5): mounted before /integrations' `/{provider}/…` routes. */
export function catalogueRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  const router = workspaceRouter(deps);
  router.openapi(getCatalogue, async (c) => {
    const context = await integrationContext(deps, c, options);
    const catalogue = await integrationsCatalogue(context, c.req.valid('query').credentials_id, {
      oauth: { google: deps.auth.google, microsoft: deps.auth.microsoft },
      // The start-up log's warning (server.ts), said where mailboxes are connected too.
      publicUrlWarning: publicUrlWarning(deps.publicUrl, deps.linkOrigin()),
    });
    return c.json(okBody(catalogue), 200);
  });
  return router;
}
