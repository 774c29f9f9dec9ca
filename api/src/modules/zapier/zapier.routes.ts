import { failure, jsonBody, idParams, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import { ssrfMessages } from '../../ssrf';
import {
  eventParams,
  pollQuery,
  subscribeInput,
  ZapierEventSchema,
  ZapierHookSchema,
  ZapierMeSchema,
  ZapierTriggerSchema,
  zapierMessages,
} from './zapier.schema';

const tags = ['Zapier'] as const;

const locked = featureLockedFailure('zapier_integration', 'basic');
const unknownEvent = zapierMessages.unknownEvent('{event}');

export const getZapierMe = workspaceRoute({
  operationId: 'getZapierMe',
  method: 'get',
  path: '/me',
  tags,
  summary: "Zapier's auth test: the API key's workspace",
  responses: { 402: locked, 200: success(ZapierMeSchema, 'The workspace') },
});

export const listZapierTriggers = workspaceRoute({
  operationId: 'listZapierTriggers',
  method: 'get',
  path: '/triggers',
  tags,
  summary: 'The trigger events, with labels',
  responses: {
    402: locked,
    200: success(z.array(ZapierTriggerSchema), 'The triggers'),
  },
});

export const listZapierTriggerEvents = workspaceRoute({
  operationId: 'listZapierTriggerEvents',
  method: 'get',
  path: '/triggers/{event}',
  tags,
  summary: "A trigger's newest events (polling, and samples for Zapier's editor)",
  request: { params: eventParams, query: pollQuery.extend(spaceQuery.shape) },
  responses: {
    402: locked,
    200: success(z.array(ZapierEventSchema), 'Newest first; one sample when there are none yet'),
    400: failure(`${unknownEvent}; limit must be 1 to 100`),
  },
});

export const subscribeZapierHook = workspaceRoute({
  operationId: 'subscribeZapierHook',
  method: 'post',
  path: '/hooks',
  tags,
  summary: "Subscribe a REST hook (Zapier's performSubscribe)",
  request: { body: jsonBody(subscribeInput) },
  responses: {
    402: locked,
    201: success(ZapierHookSchema, 'The subscription'),
    400: failure(
      `${unknownEvent}; This field should be a valid URL; ${ssrfMessages.protocol}; ${ssrfMessages.privateAddress}`,
    ),
  },
});

export const unsubscribeZapierHook = workspaceRoute({
  operationId: 'unsubscribeZapierHook',
  method: 'delete',
  path: '/hooks/{id}',
  tags,
  summary: "Unsubscribe a REST hook (Zapier's performUnsubscribe)",
  request: { params: idParams },
  responses: {
    402: locked,
    200: success(ZapierHookSchema, 'The removed subscription'),
    404: failure(zapierMessages.hookNotFound),
  },
});
