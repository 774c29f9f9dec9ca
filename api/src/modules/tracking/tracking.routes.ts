import type { AppDependencies } from '../../platform/context';
import { failure, idParams, jsonBody, okBody, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import {
  createDomainInput,
  DeletedTrackingDomainSchema,
  setForAllInput,
  TrackingDomainSchema,
  TrackingDomainVerifySchema,
  trackingMessages,
  trackingTargetTypes,
  updateDomainInput,
} from './tracking.schema';
import {
  type CnameResolver,
  createDomain,
  deleteDomain,
  listDomains,
  setForAll,
  updateDomain,
  verifyDomain,
} from './tracking.service';

const tags = ['Tracking domains'] as const;
const badHost = `host: Fill this field; host: Remove leading and trailing spaces; host: ${trackingMessages.invalidHost}`;
const conflicts = `${trackingMessages.hostTaken}; ${trackingMessages.defaultConflict}`;

export const listTrackingDomains = workspaceRoute({
  operationId: 'listTrackingDomains',
  method: 'get',
  path: '/custom_domains',
  tags,
  summary: "The workspace's tracking domains, with how many campaigns and videos use each",
  responses: {
    200: success(z.array(TrackingDomainSchema), 'The tracking domains, oldest first'),
  },
});

export const createTrackingDomain = workspaceRoute({
  operationId: 'createTrackingDomain',
  method: 'post',
  path: '/custom_domains',
  tags,
  summary: 'Add a tracking domain (a bare host; its CNAME target is in the answer)',
  request: { body: jsonBody(createDomainInput) },
  responses: {
    201: success(TrackingDomainSchema, 'The new tracking domain'),
    400: failure(badHost),
    409: failure(conflicts),
  },
});

export const updateTrackingDomain = workspaceRoute({
  operationId: 'updateTrackingDomain',
  method: 'patch',
  path: '/custom_domains/{id}',
  tags,
  summary: 'Change the host (checked again) or the defaults of a tracking domain',
  request: { params: idParams, body: jsonBody(updateDomainInput) },
  responses: {
    200: success(TrackingDomainSchema, 'The tracking domain as it is now'),
    400: failure(badHost),
    404: failure(trackingMessages.notFound),
    409: failure(conflicts),
  },
});

export const deleteTrackingDomain = workspaceRoute({
  operationId: 'deleteTrackingDomain',
  method: 'delete',
  path: '/custom_domains/{id}',
  tags,
  summary: 'Delete a tracking domain (the campaigns that used it fall back to the default)',
  request: { params: idParams },
  responses: {
    200: success(DeletedTrackingDomainSchema, 'The deleted domain and the campaigns it was taken off'),
    404: failure(trackingMessages.notFound),
  },
});

export const setTrackingDomainForAll = workspaceRoute({
  operationId: 'setTrackingDomainForAll',
  method: 'post',
  path: '/custom_domains/{id}/set_for_all',
  tags,
  summary: 'Make the domain the default for links or videos (for links, every campaign uses it too)',
  request: { params: idParams, body: jsonBody(setForAllInput) },
  responses: {
    200: success(TrackingDomainSchema, 'The tracking domain as it is now'),
    400: failure(
      `target_type: target_type must be ${trackingTargetTypes.join(' or ')}; Unknown field: {name}`,
    ),
    404: failure(trackingMessages.notFound),
    409: failure(trackingMessages.defaultConflict),
  },
});

export const verifyTrackingDomain = workspaceRoute({
  operationId: 'verifyTrackingDomain',
  method: 'post',
  path: '/custom_domains/{id}/verify',
  tags,
  summary: 'Check the CNAME of the domain now (optional: links use the domain either way)',
  request: { params: idParams },
  responses: {
    200: success(TrackingDomainVerifySchema, 'The domain with its new status and what the check found'),
    404: failure(trackingMessages.notFound),
  },
});

/** /tracking (spec outreach §7 Tracking domains; `verify` is ours). */
export function trackingRoutes(deps: AppDependencies, options: { resolveCname?: CnameResolver } = {}) {
  const router = workspaceRouter(deps);

  router.openapi(listTrackingDomains, async (c) => c.json(okBody(await listDomains(c.get('scope'))), 200));
  router.openapi(createTrackingDomain, async (c) => {
    // What the CNAME should point at: this server, never the Host header the request came with.
    const origin = deps.linkOrigin();
    return c.json(okBody(await createDomain(c.get('scope'), origin, c.req.valid('json'))), 201);
  });
  router.openapi(updateTrackingDomain, async (c) =>
    c.json(okBody(await updateDomain(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
  router.openapi(deleteTrackingDomain, async (c) =>
    c.json(okBody(await deleteDomain(c.get('scope'), c.req.valid('param').id)), 200),
  );
  router.openapi(setTrackingDomainForAll, async (c) =>
    c.json(
      okBody(await setForAll(c.get('scope'), c.req.valid('param').id, c.req.valid('json').target_type)),
      200,
    ),
  );
  router.openapi(verifyTrackingDomain, async (c) =>
    c.json(okBody(await verifyDomain(c.get('scope'), c.req.valid('param').id, options.resolveCname)), 200),
  );
  return router;
}
