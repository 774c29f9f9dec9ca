import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import * as routes from './tracking.routes';
import {
  type CnameResolver,
  createDomain,
  deleteDomain,
  listDomains,
  setForAll,
  updateDomain,
  verifyDomain,
} from './tracking.service';

/** The handlers of /tracking, one per declaration of tracking.routes.ts. */
export function trackingHandlers(
  deps: AppDependencies,
  options: { resolveCname?: CnameResolver },
): Handlers<typeof routes> {
  return {
    listTrackingDomains: async (c) => c.json(okBody(await listDomains(c.get('scope'))), 200),
    createTrackingDomain: async (c) => {
      // What the CNAME should point at: this server, never the Host header the request came with.
      const origin = deps.linkOrigin();
      return c.json(okBody(await createDomain(c.get('scope'), origin, c.req.valid('json'))), 201);
    },
    updateTrackingDomain: async (c) =>
      c.json(okBody(await updateDomain(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
    deleteTrackingDomain: async (c) =>
      c.json(okBody(await deleteDomain(c.get('scope'), c.req.valid('param').id)), 200),
    setTrackingDomainForAll: async (c) =>
      c.json(
        okBody(await setForAll(c.get('scope'), c.req.valid('param').id, c.req.valid('json').target_type)),
        200,
      ),
    verifyTrackingDomain: async (c) =>
      c.json(okBody(await verifyDomain(c.get('scope'), c.req.valid('param').id, options.resolveCname)), 200),
  };
}

/** /tracking (spec outreach §7 Tracking domains; `verify` is ours). */
export function trackingRoutes(deps: AppDependencies, options: { resolveCname?: CnameResolver } = {}) {
  return bindOperations(workspaceRouter(deps), routes, trackingHandlers(deps, options));
}
