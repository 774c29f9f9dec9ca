import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { clientConfig } from './config.service';
import * as routes from './config.routes';

/** The handler of /config, under the operationId of its declaration in config.routes.ts. */
export function configHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    getConfig: async (c) => {
      c.header('Cache-Control', 'no-store');
      const host = c.req.header('host') ?? new URL(c.req.url).host;
      return c.json(okBody(await clientConfig(deps.db, host, deps)), 200);
    },
  };
}

/** GET /config: public, never cached (a brand or a remote URL change shows on the next load). */
export function configRoutes(deps: AppDependencies) {
  return bindOperations(createRouter(), routes, configHandlers(deps));
}
