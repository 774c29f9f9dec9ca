import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import type { WebhookSettings } from '../webhooks';
import * as routes from './zapier.routes';
import { listTriggers, pollEvents, subscribe, unsubscribe } from './zapier.service';

/** The handlers of /zapier, one per declaration of zapier.routes.ts, under its operationId. */
export function zapierHandlers(settings: WebhookSettings): Handlers<typeof routes> {
  return {
    getZapierMe: (c) => {
      const space = c.get('space');
      return c.json(okBody({ space_id: space.id, space_name: space.name }), 200);
    },
    listZapierTriggers: (c) => c.json(okBody(listTriggers()), 200),
    listZapierTriggerEvents: async (c) =>
      c.json(
        okBody(await pollEvents(c.get('scope'), c.req.valid('param').event, c.req.valid('query').limit)),
        200,
      ),
    subscribeZapierHook: async (c) =>
      c.json(okBody(await subscribe(c.get('scope'), settings, c.req.valid('json'))), 201),
    unsubscribeZapierHook: async (c) =>
      c.json(okBody(await unsubscribe(c.get('scope'), c.req.valid('param').id)), 200),
  };
}

/**
 * /zapier (issue 15; spec outreach §7 "Webhook and Zapier call paths: not shown", so ours:
 * docs/webhooks.md "Zapier"). Zapier calls with the workspace API key (api-key-auth.ts pins the
 * workspace); a session token works too, in its current or `space` workspace.
 */
export function zapierRoutes(deps: AppDependencies, options: { allowPrivate: boolean }) {
  const settings: WebhookSettings = { allowPrivate: options.allowPrivate, logger: deps.logger };
  const router = workspaceRouter(deps, requireFeature(deps, 'zapier_integration'));
  return bindOperations(router, routes, zapierHandlers(settings));
}
