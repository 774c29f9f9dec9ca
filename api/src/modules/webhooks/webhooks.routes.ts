import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { createWebhookInput, deliveriesQuery, updateWebhookInput } from './webhooks.schema';
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

/**
 * /integrations/webhook (spec outreach §7: "Webhook and Zapier call paths: not
 * shown", so these are ours; docs/webhooks.md). Mounted before /integrations,
 * whose `/:provider/...` routes would otherwise take `webhook`.
 */
export function webhooksRoutes(deps: AppDependencies, options: { allowPrivate: boolean }) {
  const settings: WebhookSettings = { allowPrivate: options.allowPrivate, logger: deps.logger };
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.get('/', async (c) => ok(c, await listWebhooks(c.get('scope'))));
  router.post('/', async (c) =>
    ok(c, await createWebhook(c.get('scope'), settings, await readJson(c, createWebhookInput)), 201),
  );
  // Fixed paths before `/:id`.
  router.get('/step_secret', async (c) => ok(c, await stepSecret(c.get('scope'))));
  router.post('/deliveries/:deliveryId/replay', async (c) =>
    ok(c, await replayDelivery(c.get('scope'), settings, c.req.param('deliveryId'))),
  );
  router.put('/:id', async (c) =>
    ok(
      c,
      await updateWebhook(c.get('scope'), settings, c.req.param('id'), await readJson(c, updateWebhookInput)),
    ),
  );
  router.delete('/:id', async (c) => ok(c, await deleteWebhook(c.get('scope'), c.req.param('id'))));
  router.post('/:id/rotate_secret', async (c) =>
    ok(c, await rotateSecret(c.get('scope'), c.req.param('id'))),
  );
  router.post('/:id/test', async (c) =>
    ok(c, await testWebhook(c.get('scope'), settings, c.req.param('id'))),
  );
  router.get('/:id/deliveries', async (c) =>
    ok(c, await listDeliveries(c.get('scope'), c.req.param('id'), readQuery(c, deliveriesQuery))),
  );
  return router;
}
