import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { getAutomationSettings, updateAutomationSettings } from './automation-settings';
import * as routes from './webhooks.routes';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  rotateSecret,
  stepSecret,
  testWebhook,
  updateWebhook,
  type WebhookSettings,
} from './webhooks.service';

/** The handlers of /integrations/webhook, one per declaration of webhooks.routes.ts. */
export function webhooksHandlers(settings: WebhookSettings): Handlers<typeof routes> {
  return {
    listWebhooks: async (c) => c.json(okBody(await listWebhooks(c.get('scope'))), 200),
    createWebhook: async (c) =>
      c.json(okBody(await createWebhook(c.get('scope'), settings, c.req.valid('json'))), 201),
    getStepSecret: async (c) => c.json(okBody(await stepSecret(c.get('scope'))), 200),
    replayDelivery: async (c) =>
      c.json(okBody(await replayDelivery(c.get('scope'), settings, c.req.valid('param').deliveryId)), 200),
    getAutomationSettings: async (c) => c.json(okBody(await getAutomationSettings(c.get('scope'))), 200),
    updateAutomationSettings: async (c) =>
      c.json(okBody(await updateAutomationSettings(c.get('scope'), c.req.valid('json'))), 200),
    updateWebhook: async (c) =>
      c.json(
        okBody(await updateWebhook(c.get('scope'), settings, c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    deleteWebhook: async (c) =>
      c.json(okBody(await deleteWebhook(c.get('scope'), c.req.valid('param').id)), 200),
    rotateWebhookSecret: async (c) =>
      c.json(okBody(await rotateSecret(c.get('scope'), c.req.valid('param').id)), 200),
    testWebhook: async (c) =>
      c.json(okBody(await testWebhook(c.get('scope'), settings, c.req.valid('param').id)), 200),
    listDeliveries: async (c) => {
      const { limit, offset } = c.req.valid('query');
      return c.json(
        okBody(await listDeliveries(c.get('scope'), c.req.valid('param').id, { limit, offset })),
        200,
      );
    },
  };
}

/**
 * /integrations/webhook (spec outreach §7: "Webhook and Zapier call paths: not
 * shown", so these are ours; docs/webhooks.md). Mounted before /integrations,
 * whose `/:provider/...` routes would otherwise take `webhook`. bindOperations registers the
 * fixed paths (`/settings`, `/step_secret`, `/deliveries/…`) before `/{id}`.
 */
export function webhooksRoutes(deps: AppDependencies, options: { allowPrivate: boolean }) {
  const settings: WebhookSettings = { allowPrivate: options.allowPrivate, logger: deps.logger };
  const router = workspaceRouter(deps, requireFeature(deps, 'webhook_integration'));
  return bindOperations(router, routes, webhooksHandlers(settings));
}
