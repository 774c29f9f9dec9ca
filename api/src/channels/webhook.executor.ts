import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../db/schema';
import { webhooksAllowPrivateFromEnv } from '../ssrf';
import { attemptDelivery, prospectData, webhookPayload } from '../modules/webhooks';
import { webhookMessages } from '../modules/webhooks';
import { assertWebhookUrl } from '../modules/webhooks';
import type { EngineDeps, StepContext, StepExecutor, StepResult } from '../engine/contracts';

export interface WebhookExecutorOptions {
  /** WEBHOOKS_ALLOW_PRIVATE; from the environment when not given. */
  allowPrivate?: boolean;
}

/**
 * The `send_webhook` step (outreach §3 "Send webhook"): POSTs the prospect (its
 * fields, custom fields) and the campaign to `step.config.url`, signed like
 * every webhook with the workspace's step secret (docs/webhooks.md). A 2xx is a
 * positive outcome; anything else fails the step with "Webhook responded with
 * status code {code}" (outreach §8). One delivery row per execution
 * (`idempotencyKey`): a retried execution whose delivery went through is done
 * without calling again.
 */
export async function executeSendWebhook(
  context: StepContext,
  deps: EngineDeps,
  options: WebhookExecutorOptions = {},
): Promise<StepResult> {
  const allowPrivate = options.allowPrivate ?? webhooksAllowPrivateFromEnv();
  const { db } = deps;
  const key = `step:${context.execution.idempotencyKey}`;
  const [previous] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.idempotencyKey, key));
  if (previous?.status === 'delivered')
    return {
      type: 'done',
      outcome: 'positive',
      detail: { delivery_id: previous.id, status_code: previous.statusCode },
    };

  const url = typeof context.step.config.url === 'string' ? context.step.config.url.trim() : '';
  if (!url) return { type: 'failed', error: 'Fill this field' };
  try {
    await assertWebhookUrl(url, allowPrivate);
  } catch (error) {
    return {
      type: 'failed',
      error: error instanceof Error ? error.message : 'This field should be a valid URL',
    };
  }

  let delivery = previous;
  if (!delivery) {
    const now = deps.clock.now();
    const payload = webhookPayload('send_webhook', now, {
      prospect: await prospectData(db, context.spaceId, context.prospect.id),
      campaign: { id: context.workflow.id, name: context.workflow.name },
      step: { key: context.step.key, number: context.step.number },
      execution_id: context.execution.id,
    });
    const [inserted] = await db
      .insert(webhookDeliveries)
      .values({
        spaceId: context.spaceId,
        webhookId: null,
        url,
        event: 'send_webhook',
        payload,
        status: 'delivering',
        idempotencyKey: key,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Another worker inserted it first: use theirs (same payload id for the receiver).
    delivery =
      inserted ??
      (await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.idempotencyKey, key))
        .then((rows) => rows[0]));
    if (!delivery) return { type: 'failed', error: 'Webhook delivery could not be recorded' };
  }
  // The step's URL may have been fixed since the last try.
  const row = await attemptDelivery(deps, { ...delivery, url }, { allowPrivate, retry: false });
  if (row.url !== url)
    await db.update(webhookDeliveries).set({ url }).where(eq(webhookDeliveries.id, row.id));
  if (row.status === 'delivered')
    return {
      type: 'done',
      outcome: 'positive',
      detail: { delivery_id: row.id, status_code: row.statusCode },
    };
  return {
    type: 'failed',
    error:
      row.statusCode !== null
        ? webhookMessages.respondedWith(row.statusCode)
        : webhookMessages.unreachable(row.error ?? 'no response'),
  };
}

export function createWebhookExecutor(options: WebhookExecutorOptions = {}): StepExecutor {
  return {
    kinds: ['send_webhook'],
    execute: (context, deps) => executeSendWebhook(context, deps, options),
  };
}

export const webhookExecutor = createWebhookExecutor();
