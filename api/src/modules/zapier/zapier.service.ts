import { and, eq } from 'drizzle-orm';
import { webhooks } from '../../db/schema';
import { type OutreachEventName, outreachEventNames } from '../../platform/outreach-events';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { recentEvents } from '../activity';
import { sealWebhookSecret } from '../webhooks';
import { newWebhookSecret } from '../webhooks';
import { assertWebhookUrl, sampleEventData, type WebhookSettings } from '../webhooks';
import {
  type SubscribeInput,
  type ZapierEventJson,
  zapierMessages,
  zapierTriggerLabels,
} from './zapier.schema';
import { applyAutomationSettings, automationSettingsOf } from '../webhooks';

const isEventName = (value: string): value is OutreachEventName =>
  (outreachEventNames as readonly string[]).includes(value);

function requireEvent(event: string): OutreachEventName {
  if (!isEventName(event)) throw new AppError(400, zapierMessages.unknownEvent(event));
  return event;
}

/** GET /zapier/triggers: what Zapier's editor lists, in spec order. */
export function listTriggers() {
  return outreachEventNames.map((key) => ({ key, ...zapierTriggerLabels[key] }));
}

/**
 * POST /zapier/hooks (Zapier's performSubscribe): a webhook row with source 'zapier' and the
 * one event, so deliveries go through the same outbox, retries and signature as any webhook.
 */
export async function subscribe(scope: SpaceScope, settings: WebhookSettings, input: SubscribeInput) {
  const event = requireEvent(input.event);
  await assertWebhookUrl(input.target_url, settings.allowPrivate);
  const now = scope.clock.now();
  const [row] = await scope.db
    .insert(webhooks)
    .values({
      spaceId: scope.spaceId,
      name: `Zapier: ${zapierTriggerLabels[event].label}`,
      url: input.target_url,
      updateTypes: [event],
      workflowId: null,
      isActive: true,
      source: 'zapier',
      // Zapier does not check signatures; the row still has a secret so every delivery is signed alike.
      secret: await sealWebhookSecret(scope.db, newWebhookSecret()),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: webhooks.id });
  if (!row) throw new Error('subscription not created');
  return { id: row.id };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** DELETE /zapier/hooks/{id} (Zapier's performUnsubscribe): only this workspace's Zapier rows. */
export async function unsubscribe(scope: SpaceScope, id: string) {
  if (!uuidPattern.test(id)) throw new AppError(404, zapierMessages.hookNotFound);
  const removed = await scope.db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.source, 'zapier'), inSpace(webhooks, scope)))
    .returning({ id: webhooks.id });
  if (removed.length === 0) throw new AppError(404, zapierMessages.hookNotFound);
  return { id };
}

/**
 * GET /zapier/triggers/{event} (Zapier's performList, for polling and for the editor's sample):
 * the workspace's newest events of that trigger, shaped as a webhook delivery's body. With none
 * yet, one sample (id `sample-<event>`) so Zapier's editor can map fields.
 */
export async function pollEvents(
  scope: SpaceScope,
  event: string,
  limit: number,
): Promise<ZapierEventJson[]> {
  const name = requireEvent(event);
  const logged = await recentEvents(scope.db, scope.spaceId, { names: [name], limit });
  if (logged.length === 0) {
    return [
      {
        id: `sample-${name}`,
        event: name,
        created_at: scope.clock.now().toISOString(),
        data: sampleEventData(name),
      },
    ];
  }
  // The same keys a webhook delivery's `data` has (webhook-deliveries.ts enqueueEvent), under the
  // same label and base settings: an event of a label not chosen is not listed.
  const settings = await automationSettingsOf(scope.db, scope.spaceId);
  return logged.flatMap((row) => {
    const data = applyAutomationSettings(settings, row.event, {
      prospect_id: row.prospect_id,
      workflow_id: row.workflow_id,
      credential_id: row.credential_id,
      ...row.data,
    });
    return data ? [{ id: row.id, event: row.event, created_at: row.created_at, data }] : [];
  });
}
