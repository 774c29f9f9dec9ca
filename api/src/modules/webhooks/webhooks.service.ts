import { isIP } from 'node:net';
import { urlError } from '@outreach/core/outreach';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  type WebhookDeliveryRow,
  type WebhookRow,
  webhookDeliveries,
  webhooks,
  workflows,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { assertPublicUrl, ssrfMessages } from '../../ssrf';
import { attemptDelivery, stepSecretFor, webhookPayload } from './webhook-deliveries';
import { openWebhookSecret, sealWebhookSecret } from './webhook-secrets';
import { newWebhookSecret, secretHint } from './webhook-signing';
import {
  type CreateWebhookInput,
  type DeliveriesPage,
  type UpdateWebhookInput,
  type WebhookDeliveryJson,
  type WebhookJson,
  webhookMessages,
} from './webhooks.schema';
import { offsetPage } from '../../openapi/json-fields';
import { sentFields } from '../../openapi/sent-fields';

export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE: private and loopback targets allowed (development, tests). */
  allowPrivate: boolean;
  logger: Logger;
}

type LastDelivery = WebhookJson['last_delivery'];

/**
 * `secret` is the row's secret opened (webhook-secrets.ts); it goes out whole only when
 * `withSecret`, which only create and rotate pass (the secret is shown once).
 */
export function webhookJson(
  row: WebhookRow,
  secret: string,
  withSecret = false,
  lastDelivery: LastDelivery = null,
): WebhookJson {
  return {
    _id: row.id,
    name: row.name,
    url: row.url,
    update_types: row.updateTypes,
    workflow_id: row.workflowId,
    is_active: row.isActive,
    source: row.source,
    last_delivery: lastDelivery,
    secret_hint: secretHint(secret),
    ...(withSecret && { secret }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function deliveryJson(row: WebhookDeliveryRow): WebhookDeliveryJson {
  return {
    _id: row.id,
    webhook_id: row.webhookId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    response_body: row.responseBody,
    error: row.error,
    replay_of: row.replayOf,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * spec: outreach §5 "Webhook URL ... must be valid" (the generic URL rule, with a
 * protocol: a callback needs one), then the SSRF rule. An IP literal or
 * localhost cannot pass the generic rule (no top-level domain); it gets the
 * clearer private-address message, or passes when private targets are allowed.
 */
export async function assertWebhookUrl(value: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError(400, 'This field should be a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError(400, ssrfMessages.protocol);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0 || host === 'localhost';
  if (!literal && urlError(value)) throw new AppError(400, 'This field should be a valid URL');
  if (url.username || url.password) throw new AppError(400, 'This field should be a valid URL');
  await assertPublicUrl(url, allowPrivate);
  return url;
}

async function assertWorkflow(scope: SpaceScope, workflowId: string | null | undefined) {
  if (!workflowId) return;
  const [row] = await scope.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), inSpace(workflows, scope)));
  if (!row) throw new AppError(404, webhookMessages.workflowNotFound);
}

export async function requireWebhook(scope: SpaceScope, id: string): Promise<WebhookRow> {
  if (!isUuid(id)) throw new AppError(404, webhookMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), inSpace(webhooks, scope)));
  if (!row) throw new AppError(404, webhookMessages.notFound);
  return row;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => uuidPattern.test(value);

/**
 * The newest delivery of each webhook, one indexed query (webhook_deliveries_webhook_idx):
 * DISTINCT ON keeps the first row per webhook in (webhook_id, created_at desc) order.
 */
async function lastDeliveries(
  scope: SpaceScope,
  ids: string[],
): Promise<Map<string, NonNullable<LastDelivery>>> {
  const found = new Map<string, NonNullable<LastDelivery>>();
  if (ids.length === 0) return found;
  const rows = await scope.db
    .selectDistinctOn([webhookDeliveries.webhookId], {
      id: webhookDeliveries.id,
      webhookId: webhookDeliveries.webhookId,
      status: webhookDeliveries.status,
      statusCode: webhookDeliveries.statusCode,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.webhookId, ids), inSpace(webhookDeliveries, scope)))
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  for (const row of rows) {
    if (!row.webhookId) continue;
    found.set(row.webhookId, {
      _id: row.id,
      status: row.status,
      status_code: row.statusCode,
      created_at: row.createdAt.toISOString(),
    });
  }
  return found;
}

export async function listWebhooks(scope: SpaceScope): Promise<WebhookJson[]> {
  const rows = await scope.db
    .select()
    .from(webhooks)
    .where(inSpace(webhooks, scope))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
  const last = await lastDeliveries(
    scope,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) =>
      webhookJson(row, await openWebhookSecret(scope.db, row.secret), false, last.get(row.id) ?? null),
    ),
  );
}

/** Zapier's subscriptions are changed by Zapier (zapier module), not by the Webhooks screen. */
function assertAppWebhook(row: WebhookRow) {
  if (row.source === 'zapier') throw new AppError(409, webhookMessages.managedByZapier);
}

export async function createWebhook(
  scope: SpaceScope,
  settings: WebhookSettings,
  input: CreateWebhookInput,
): Promise<WebhookJson> {
  await assertWebhookUrl(input.url, settings.allowPrivate);
  await assertWorkflow(scope, input.workflow_id);
  const now = scope.clock.now();
  const secret = newWebhookSecret();
  const [row] = await scope.db
    .insert(webhooks)
    .values({
      spaceId: scope.spaceId,
      name: input.name,
      url: input.url,
      updateTypes: input.update_types,
      workflowId: input.workflow_id,
      isActive: input.is_active,
      secret: await sealWebhookSecret(scope.db, secret),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('webhook not created');
  // The secret is shown once, here (and on rotate).
  return webhookJson(row, secret, true);
}

/** The fields of a webhook edit written as they come, each to its column of `webhooks`. */
const webhookColumns = {
  name: 'name',
  url: 'url',
  update_types: 'updateTypes',
  workflow_id: 'workflowId',
  is_active: 'isActive',
} as const;

export async function updateWebhook(
  scope: SpaceScope,
  settings: WebhookSettings,
  id: string,
  input: UpdateWebhookInput,
): Promise<WebhookJson> {
  assertAppWebhook(await requireWebhook(scope, id));
  if (input.url !== undefined) await assertWebhookUrl(input.url, settings.allowPrivate);
  await assertWorkflow(scope, input.workflow_id);
  const [row] = await scope.db
    .update(webhooks)
    .set({
      ...sentFields(input, webhookColumns),
      updatedAt: scope.clock.now(),
    })
    .where(and(eq(webhooks.id, id), inSpace(webhooks, scope)))
    .returning();
  if (!row) throw new AppError(404, webhookMessages.notFound);
  return webhookJson(row, await openWebhookSecret(scope.db, row.secret));
}

export async function deleteWebhook(scope: SpaceScope, id: string): Promise<{ _id: string }> {
  await requireWebhook(scope, id);
  // Its deliveries go with it (cascade): nothing is sent for a deleted webhook.
  await scope.db.delete(webhooks).where(and(eq(webhooks.id, id), inSpace(webhooks, scope)));
  return { _id: id };
}

export async function rotateSecret(scope: SpaceScope, id: string): Promise<WebhookJson> {
  assertAppWebhook(await requireWebhook(scope, id));
  const secret = newWebhookSecret();
  const [row] = await scope.db
    .update(webhooks)
    .set({ secret: await sealWebhookSecret(scope.db, secret), updatedAt: scope.clock.now() })
    .where(and(eq(webhooks.id, id), inSpace(webhooks, scope)))
    .returning();
  if (!row) throw new AppError(404, webhookMessages.notFound);
  return webhookJson(row, secret, true);
}

/** A sample of what each trigger event carries, for the test send. */
export function sampleEventData(event: string) {
  return {
    sample: true,
    prospect_id: null,
    workflow_id: null,
    credential_id: null,
    prospect: { first_name: 'Jane', last_name: 'Doe', full_name: 'Jane Doe', work_email: 'jane@example.com' },
    ...(event.startsWith('clicked') && { url: 'https://example.com/' }),
  };
}

/**
 * POST /integrations/webhook/{id}/test: sends a sample event now and answers
 * with the receiver's status; a non-2xx answer is a 400 "Webhook responded with
 * status code {code}" (spec outreach §8). The attempt is in the delivery log.
 */
export async function testWebhook(scope: SpaceScope, settings: WebhookSettings, id: string) {
  const webhook = await requireWebhook(scope, id);
  const event = webhook.updateTypes[0] ?? 'test';
  const now = scope.clock.now();
  const [delivery] = await scope.db
    .insert(webhookDeliveries)
    .values({
      spaceId: scope.spaceId,
      webhookId: webhook.id,
      url: webhook.url,
      event,
      payload: webhookPayload(event, now, sampleEventData(event)),
      status: 'delivering',
      createdAt: now,
    })
    .returning();
  if (!delivery) throw new Error('delivery not created');
  const row = await attemptDelivery({ db: scope.db, clock: scope.clock, logger: settings.logger }, delivery, {
    allowPrivate: settings.allowPrivate,
    retry: false,
  });
  if (row.status !== 'delivered') {
    throw new AppError(
      400,
      row.statusCode !== null
        ? webhookMessages.respondedWith(row.statusCode)
        : webhookMessages.unreachable(row.error ?? 'no response'),
    );
  }
  return deliveryJson(row);
}

export async function listDeliveries(
  scope: SpaceScope,
  id: string,
  page: { limit: number; offset: number },
): Promise<DeliveriesPage> {
  await requireWebhook(scope, id);
  const where = and(eq(webhookDeliveries.webhookId, id), inSpace(webhookDeliveries, scope));
  const rows = await scope.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await scope.db.select({ total: count() }).from(webhookDeliveries).where(where);
  return offsetPage(rows.map(deliveryJson), total?.total ?? 0, page);
}

/**
 * POST /integrations/webhook/deliveries/{id}/replay: sends the delivery's payload
 * again now as a new delivery (`replay_of` points at the original); the same
 * event `id` lets the receiver recognise it. A failed replay retries like any
 * delivery.
 */
export async function replayDelivery(scope: SpaceScope, settings: WebhookSettings, deliveryId: string) {
  if (!isUuid(deliveryId)) throw new AppError(404, webhookMessages.deliveryNotFound);
  const [original] = await scope.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), inSpace(webhookDeliveries, scope)));
  if (!original) throw new AppError(404, webhookMessages.deliveryNotFound);
  // Send to where the webhook points now (its URL may have been fixed since), checked again.
  let url = original.url;
  if (original.webhookId) url = (await requireWebhook(scope, original.webhookId)).url;
  await assertWebhookUrl(url, settings.allowPrivate);
  const now = scope.clock.now();
  const [copy] = await scope.db
    .insert(webhookDeliveries)
    .values({
      spaceId: scope.spaceId,
      webhookId: original.webhookId,
      url,
      event: original.event,
      payload: original.payload,
      status: 'delivering',
      // Taken up again by the outbox if this process dies mid-send.
      lockedUntil: new Date(now.getTime() + 2 * 60_000),
      replayOf: original.id,
      createdAt: now,
    })
    .returning();
  if (!copy) throw new Error('delivery not created');
  const row = await attemptDelivery({ db: scope.db, clock: scope.clock, logger: settings.logger }, copy, {
    allowPrivate: settings.allowPrivate,
  });
  return deliveryJson(row);
}

/** The secret `send_webhook` steps are signed with (docs/webhooks.md). */
export async function stepSecret(scope: SpaceScope) {
  return { secret: await stepSecretFor(scope.db, scope.spaceId) };
}
