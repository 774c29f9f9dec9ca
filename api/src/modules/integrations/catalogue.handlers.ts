import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import * as routes from './catalogue.routes';
import { integrationsCatalogue } from './catalogue.service';
import { type IntegrationsRoutesOptions, integrationContext } from './integration-context';

/** The handler of GET /integrations/catalogue (catalogue.routes.ts). */
export function catalogueHandlers(
  deps: AppDependencies,
  options: IntegrationsRoutesOptions,
): Handlers<typeof routes> {
  return {
    getCatalogue: async (c) => {
      const context = await integrationContext(deps, c, options);
      const catalogue = await integrationsCatalogue(context, c.req.valid('query').credentials_id, {
        oauth: { google: deps.auth.google, microsoft: deps.auth.microsoft },
      });
      return c.json(okBody(catalogue), 200);
    },
  };
}

/** GET /integrations/catalogue (issue 15 item 5): mounted before /integrations' `/{provider}/…` routes. */
export function catalogueRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  return bindOperations(workspaceRouter(deps), routes, catalogueHandlers(deps, options));
}
