import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaceKey, spaceOwned } from './spaces';
import { workflows } from './workflows';
import { createdAt, enumCheck, optionalOwnerRef, timestamps, timestamptz, updatedAt } from './columns';

export const webhookSources = ['app', 'zapier'] as const;
export type WebhookSource = (typeof webhookSources)[number];

/**
 * A workspace's webhook (outreach §3 Integration → Webhook: callback URL, trigger,
 * update types). `updateTypes` are the trigger events it receives (at least one,
 * §5); `workflowId` narrows them to one campaign. `secret` signs every delivery.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    ...spaceOwned(),
    name: text('name').notNull().default(''),
    url: text('url').notNull(),
    updateTypes: jsonb('update_types').$type<string[]>().notNull(),
    workflowId: optionalOwnerRef('workflow_id', () => workflows.id),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Who made it: `app` (the Webhooks screen or the API) or `zapier` (a REST-hook subscription
     * that Zapier made with the workspace's API key, one trigger each, removed by unsubscribe).
     */
    source: text('source', { enum: webhookSources }).notNull().default('app'),
    secret: text('secret').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('webhooks_space_idx').on(table.spaceId, table.createdAt),
    enumCheck('webhooks_source_check', table.source, webhookSources),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * A workspace's automation settings (/integrations/automation, label settings and base settings),
 * for webhooks and Zapier alike: which labels' events they get (`labelIds`; null: every label) and
 * whether events carry the message text. One row per workspace, written on the first save; no row
 * means the defaults (every label, with the text).
 */
export const automationSettings = pgTable('automation_settings', {
  spaceId: spaceKey(),
  labelIds: jsonb('label_ids').$type<string[]>(),
  includeMessageText: boolean('include_message_text').notNull().default(true),
  updatedAt: updatedAt(),
});

export type AutomationSettingsRow = typeof automationSettings.$inferSelect;

/** pending → delivering → delivered, or back to pending with a later attempt, or failed after the last. */
export const webhookDeliveryStatuses = ['pending', 'delivering', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * The durable outbox and delivery log of webhooks. A row per event per matching
 * webhook (written by the event listener), per test send, per replay, and per
 * `send_webhook` step run (`idempotencyKey`, `webhookId` null, `url` of the step).
 * `payload` is the exact JSON body, so a replay sends the same bytes' content.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...spaceOwned(),
    webhookId: optionalOwnerRef('webhook_id', () => webhooks.id),
    url: text('url').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** A claimed delivery whose worker died is picked up again after this. */
    lockedUntil: timestamptz('locked_until'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    responseBody: text('response_body'),
    error: text('error'),
    /** `send_webhook` steps: one delivery per step execution, however often the step is retried. */
    idempotencyKey: text('idempotency_key'),
    replayOf: uuid('replay_of'),
    createdAt: createdAt(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    uniqueIndex('webhook_deliveries_idempotency_unique').on(table.idempotencyKey),
    enumCheck('webhook_deliveries_status_check', table.status, webhookDeliveryStatuses),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The secret `send_webhook` steps are signed with: one per workspace, created on first use. */
export const webhookStepSecrets = pgTable('webhook_step_secrets', {
  spaceId: spaceKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

export type WebhookStepSecretRow = typeof webhookStepSecrets.$inferSelect;
