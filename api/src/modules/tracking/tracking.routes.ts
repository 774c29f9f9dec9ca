/**
 * The declarations of /tracking (spec outreach §7 Tracking domains; `verify` is ours), each named
 * by its operationId; the handlers are in tracking.handlers.ts.
 */
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
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

const tags = ['Tracking domains'] as const;
const badHost = `host: Fill this field; host: Remove leading and trailing spaces; host: ${trackingMessages.invalidHost}`;
const conflicts = `${trackingMessages.hostTaken}; ${trackingMessages.defaultConflict}`;
const notFound = { 404: failure(trackingMessages.notFound) };
const domainAnswer = success(TrackingDomainSchema, 'The tracking domain as it is now');

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
    200: domainAnswer,
    400: failure(badHost),
    ...notFound,
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
    ...notFound,
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
    200: domainAnswer,
    400: failure(
      `target_type: target_type must be ${trackingTargetTypes.join(' or ')}; Unknown field: {name}`,
    ),
    ...notFound,
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
    ...notFound,
  },
});
