import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  prospects,
  type WebhookDeliveryRow,
  webhookDeliveries,
  webhookStepSecrets,
  webhooks,
} from '../../db/schema';
import type { EngineDeps } from '../../engine/contracts';
import type { OutreachEvent } from '../../platform/outreach-events';
import { prospectFields } from '../prospects';
import { isSuccess, postWebhook, type WebhookAttempt } from './webhook-sender';
import { newWebhookSecret } from './webhook-signing';
import { openWebhookSecret, sealWebhookSecret } from './webhook-secrets';
import { webhooksAllowPrivateFromEnv } from '../../ssrf';
import { applyAutomationSettings, automationSettingsOf } from './automation-settings';

export type WebhookDeps = Pick<EngineDeps, 'db' | 'clock' | 'logger'>;

/**
 * After a failed attempt the next one waits this long (1 min, 5 min, 30 min,
 * 2 h, 12 h); a delivery that fails the attempt after the last wait is failed
 * for good (six attempts in all). Replay sends it again by hand.
 */
export const webhookBackoffMs = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
export const maxWebhookAttempts = webhookBackoffMs.length + 1;
/** A claimed delivery whose worker died is taken again after this long. */
const claimMs = 2 * 60_000;
/** Deliveries sent per `deliverDueWebhooks` call. */
const batchSize = 20;
/** Sent in parallel: batchSize / sendConcurrency timeouts (20 s) stay well inside claimMs. */
const sendConcurrency = 10;
/** One pass stops taking new batches after this long (wall time; the job runs every minute). */
const passBudgetMs = 40_000;

export interface DeliveryOptions {
  /** WEBHOOKS_ALLOW_PRIVATE; from the environment when not given. */
  allowPrivate?: boolean;
}

const allowPrivateOf = (options: DeliveryOptions) => options.allowPrivate ?? webhooksAllowPrivateFromEnv();

/** The delivered body (docs/webhooks.md): `{ id, event, created_at, data }`. */
export function webhookPayload(
  event: string,
  at: Date,
  data: Record<string, unknown>,
  id: string = randomUUID(),
) {
  return { id, event, created_at: at.toISOString(), data };
}

/** The secret `send_webhook` steps of a workspace are signed with, created on first use. */
export async function stepSecretFor(db: Db, spaceId: string): Promise<string> {
  const [existing] = await db
    .select()
    .from(webhookStepSecrets)
    .where(eq(webhookStepSecrets.spaceId, spaceId));
  if (existing) return openWebhookSecret(db, existing.secret);
  await db
    .insert(webhookStepSecrets)
    .values({ spaceId, secret: await sealWebhookSecret(db, newWebhookSecret()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(webhookStepSecrets).where(eq(webhookStepSecrets.spaceId, spaceId));
  if (!row) throw new Error('step secret missing');
  return openWebhookSecret(db, row.secret);
}

async function secretOf(db: Db, delivery: WebhookDeliveryRow): Promise<string | null> {
  if (!delivery.webhookId) return stepSecretFor(db, delivery.spaceId);
  const [row] = await db
    .select({ secret: webhooks.secret })
    .from(webhooks)
    .where(and(eq(webhooks.id, delivery.webhookId), eq(webhooks.spaceId, delivery.spaceId)));
  return row ? openWebhookSecret(db, row.secret) : null;
}

/** The prospect as webhooks see it (fields and custom fields). */
export async function prospectData(db: Db, spaceId: string, prospectId: string | null) {
  if (!prospectId) return null;
  const [row] = await db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), eq(prospects.spaceId, spaceId)));
  if (!row) return null;
  return { id: row.id, ...prospectFields(row) };
}

/**
 * Subscribes webhooks to the outreach events (spec outreach §3 trigger events):
 * each event writes one pending delivery per active webhook of the workspace
 * whose update types include it (and whose campaign, if it has one, matches).
 * Writing rows instead of calling out makes delivery durable: a restart loses
 * nothing, and `deliverDueWebhooks` sends them. Returns the unsubscribe function.
 */
export function registerWebhookListener(deps: WebhookDeps & Pick<EngineDeps, 'events'>): () => void {
  return deps.events.on(async (event) => {
    await enqueueEvent(deps, event);
  });
}

export async function enqueueEvent(deps: WebhookDeps, event: OutreachEvent): Promise<number> {
  const { db } = deps;
  const matching = await db
    .select({ id: webhooks.id, url: webhooks.url })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.spaceId, event.spaceId),
        eq(webhooks.isActive, true),
        sql`${webhooks.updateTypes} @> ${JSON.stringify([event.name])}::jsonb`,
        event.workflowId
          ? or(isNull(webhooks.workflowId), eq(webhooks.workflowId, event.workflowId))
          : isNull(webhooks.workflowId),
      ),
    );
  if (matching.length === 0) return 0;
  // The workspace's label and base settings (automation-settings.ts): an event of a label not
  // chosen goes nowhere; the message text stays out when the workspace says so.
  const data = applyAutomationSettings(await automationSettingsOf(db, event.spaceId), event.name, {
    prospect_id: event.prospectId,
    workflow_id: event.workflowId,
    credential_id: event.credentialId,
    prospect: await prospectData(db, event.spaceId, event.prospectId),
    ...event.data,
  });
  if (!data) return 0;
  const now = deps.clock.now();
  await db.insert(webhookDeliveries).values(
    matching.map((webhook) => ({
      spaceId: event.spaceId,
      webhookId: webhook.id,
      url: webhook.url,
      event: event.name,
      // One id per event and webhook: a receiver de-duplicates retries and replays on it.
      payload: webhookPayload(event.name, event.at, data),
      status: 'pending' as const,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  return matching.length;
}

/** Sends one claimed delivery and records the attempt (status, backoff, response). */
export async function attemptDelivery(
  deps: WebhookDeps,
  delivery: WebhookDeliveryRow,
  options: DeliveryOptions & { retry?: boolean } = {},
): Promise<WebhookDeliveryRow> {
  const { db, clock } = deps;
  const secret = await secretOf(db, delivery);
  const attempt: WebhookAttempt = secret
    ? await postWebhook({
        url: delivery.url,
        body: JSON.stringify(delivery.payload),
        secret,
        deliveryId: delivery.id,
        timestamp: Math.floor(clock.now().getTime() / 1000),
        allowPrivate: allowPrivateOf(options),
      })
    : { statusCode: null, durationMs: 0, responseBody: null, error: 'The webhook was deleted' };
  const now = clock.now();
  const attempts = delivery.attempts + 1;
  const success = isSuccess(attempt);
  const retry = !success && (options.retry ?? true) && attempts < maxWebhookAttempts && secret !== null;
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: success ? 'delivered' : retry ? 'pending' : 'failed',
      nextAttemptAt: retry ? new Date(now.getTime() + (webhookBackoffMs[attempts - 1] ?? 0)) : null,
      lockedUntil: null,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      responseBody: attempt.responseBody,
      error: attempt.error ?? (success ? null : `Webhook responded with status code ${attempt.statusCode}`),
      deliveredAt: success ? now : null,
    })
    .where(eq(webhookDeliveries.id, delivery.id))
    .returning();
  if (!row) throw new Error('delivery vanished');
  if (attempt.statusCode === 410 && delivery.webhookId) {
    // Zapier's REST-hook rule: a 410 Gone means the Zap is off, so the subscription ends here
    // (its deliveries go with it). Webhooks made in the app are only ever changed by their owner.
    await db
      .delete(webhooks)
      .where(
        and(
          eq(webhooks.id, delivery.webhookId),
          eq(webhooks.spaceId, delivery.spaceId),
          eq(webhooks.source, 'zapier'),
        ),
      );
  }
  if (!success)
    deps.logger.warn(
      { deliveryId: row.id, status: attempt.statusCode, error: row.error, attempts },
      'webhook delivery failed',
    );
  return row;
}

/**
 * Sends the deliveries that are due (the engine's periodic jobs call it every
 * few seconds). Claiming uses FOR UPDATE SKIP LOCKED, so several workers never
 * send one delivery twice; the HTTP call happens outside the claiming
 * transaction, with the row marked `delivering` until `lockedUntil`.
 */
export async function deliverDueWebhooks(
  deps: WebhookDeps,
  options: DeliveryOptions = {},
): Promise<{ delivered: number; retrying: number; failed: number }> {
  const result = { delivered: 0, retrying: 0, failed: 0 };
  // Batch after batch while there is a backlog, within a budget shorter than the job's one-minute period.
  const started = performance.now();
  for (;;) {
    const claimed = await claimDue(deps);
    // A few at a time: one slow receiver (10 s timeout) must not hold the batch past its claim.
    for (let start = 0; start < claimed.length; start += sendConcurrency) {
      const rows = await Promise.all(
        claimed
          .slice(start, start + sendConcurrency)
          .map((delivery) => attemptDelivery(deps, delivery, options)),
      );
      for (const row of rows) {
        if (row.status === 'delivered') result.delivered += 1;
        else if (row.status === 'pending') result.retrying += 1;
        else result.failed += 1;
      }
    }
    if (claimed.length < batchSize || performance.now() - started > passBudgetMs) return result;
  }
}

async function claimDue(deps: WebhookDeps): Promise<WebhookDeliveryRow[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        or(
          and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
          // A worker died mid-send: only outbox rows are taken again (a step's delivery is its executor's).
          and(
            eq(webhookDeliveries.status, 'delivering'),
            lte(webhookDeliveries.lockedUntil, now),
            isNotNull(webhookDeliveries.webhookId),
          ),
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ status: 'delivering', lockedUntil: new Date(now.getTime() + claimMs) })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}
