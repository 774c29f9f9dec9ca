import type { AppDependencies } from '../../platform/context';
import { failure, jsonBody, idParams, okBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { ssrfMessages } from '../../ssrf';
import { requireFeature } from '../../platform/entitlements';
import type { WebhookSettings } from '../webhooks';
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
import { listTriggers, pollEvents, subscribe, unsubscribe } from './zapier.service';

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

/**
 * /zapier (issue 15; spec outreach §7 "Webhook and Zapier call paths: not shown", so ours:
 * docs/webhooks.md "Zapier"). Zapier calls with the workspace API key (api-key-auth.ts pins the
 * workspace); a session token works too, in its current or `space` workspace.
 */
export function zapierRoutes(deps: AppDependencies, options: { allowPrivate: boolean }) {
  const settings: WebhookSettings = { allowPrivate: options.allowPrivate, logger: deps.logger };
  const router = workspaceRouter(deps, requireFeature(deps, 'zapier_integration'));

  router.openapi(getZapierMe, (c) => {
    const space = c.get('space');
    return c.json(okBody({ space_id: space.id, space_name: space.name }), 200);
  });
  router.openapi(listZapierTriggers, (c) => c.json(okBody(listTriggers()), 200));
  router.openapi(listZapierTriggerEvents, async (c) =>
    c.json(
      okBody(await pollEvents(c.get('scope'), c.req.valid('param').event, c.req.valid('query').limit)),
      200,
    ),
  );
  router.openapi(subscribeZapierHook, async (c) =>
    c.json(okBody(await subscribe(c.get('scope'), settings, c.req.valid('json'))), 201),
  );
  router.openapi(unsubscribeZapierHook, async (c) =>
    c.json(okBody(await unsubscribe(c.get('scope'), c.req.valid('param').id)), 200),
  );
  return router;
}
