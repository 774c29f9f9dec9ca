import { z } from '@hono/zod-openapi';
import { webhookDeliveryStatuses, webhookSources } from '../../db/schema';
import { outreachEventNames } from '../../platform/outreach-events';
import { dateTime, offsetPageOf } from '../../openapi/json-fields';

export const maxWebhookUrlLength = 2_000;
export const deliveriesPageSize = 20;

export const webhookMessages = {
  /** spec: outreach §5 "A webhook needs at least one update type". */
  updateTypeRequired: 'A webhook needs at least one update type',
  unknownUpdateType: `Update types must be among ${outreachEventNames.join(', ')}`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  /** spec: outreach §8. */
  respondedWith: (code: number) => `Webhook responded with status code ${code}`,
  unreachable: (reason: string) => `Webhook could not be reached: ${reason}`,
  workflowNotFound: 'Workflow not found',
  /** A Zapier REST-hook subscription is Zapier's: it changes or ends it (turning the Zap off). */
  managedByZapier: 'This webhook is a Zapier subscription: change it in Zapier',
} as const;

const webhookUrl = z
  .string({ error: 'Fill this field' })
  .min(1, 'Fill this field')
  .max(maxWebhookUrlLength, `message can not be longer than ${maxWebhookUrlLength}`)
  // spec: outreach §5 generic "no leading or trailing space".
  .refine((value) => value.trim() === value, { error: 'Remove leading and trailing spaces' });

const updateTypes = z
  .array(z.enum(outreachEventNames, { error: webhookMessages.unknownUpdateType }), {
    error: webhookMessages.updateTypeRequired,
  })
  .min(1, webhookMessages.updateTypeRequired)
  .transform((values) => [...new Set(values)]);

const name = z.string({ error: 'name must be text' }).trim().max(100, 'message can not be longer than 100');

export const createWebhookInput = z.object({
  name: name.default(''),
  url: webhookUrl,
  update_types: updateTypes,
  /** Only this campaign's events; null or absent = every campaign. */
  workflow_id: z.uuid({ error: 'workflow_id must be an id' }).nullable().default(null),
  is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
});
export type CreateWebhookInput = z.output<typeof createWebhookInput>;

export const updateWebhookInput = z.object({
  name: name.optional(),
  url: webhookUrl.optional(),
  update_types: updateTypes.optional(),
  workflow_id: z.uuid({ error: 'workflow_id must be an id' }).nullable().optional(),
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
});
export type UpdateWebhookInput = z.output<typeof updateWebhookInput>;

export const deliveriesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(deliveriesPageSize),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int()
    .min(0, 'offset can not be negative')
    .default(0),
});

/** A webhook as the API answers it (docs/webhooks.md); the one description of it. */
export const WebhookSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    url: z.string().openapi({ example: 'https://hooks.example.com/outreach' }),
    update_types: z.array(z.string()).openapi({ description: `Among ${outreachEventNames.join(', ')}` }),
    workflow_id: z.string().nullable(),
    is_active: z.boolean(),
    source: z.enum(webhookSources).openapi({
      description:
        '`app` (this API or the Webhooks screen) or `zapier` (a REST-hook subscription, read-only here)',
    }),
    /** The newest delivery's outcome, for the list; null before the first. */
    last_delivery: z
      .object({
        _id: z.string(),
        status: z.enum(webhookDeliveryStatuses),
        status_code: z.number().int().nullable(),
        created_at: dateTime,
      })
      .nullable(),
    /** The last characters of the secret; the whole secret only in `secret` on create and rotate. */
    secret_hint: z.string().openapi({
      description:
        'The last characters of the secret; the whole secret only in `secret` on create and rotate',
    }),
    secret: z
      .string()
      .optional()
      .openapi({ description: 'The whole signing secret, on create and rotate only' }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('Webhook');
export type WebhookJson = z.infer<typeof WebhookSchema>;

/** One attempt (or series of retries) at sending an event to a webhook. */
export const WebhookDeliverySchema = z
  .object({
    _id: z.string(),
    webhook_id: z.string().nullable(),
    event: z.string(),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    next_attempt_at: dateTime.nullable(),
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    response_body: z.string().nullable(),
    error: z.string().nullable(),
    replay_of: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
    created_at: dateTime,
    delivered_at: dateTime.nullable(),
  })
  .openapi('WebhookDelivery');
export type WebhookDeliveryJson = z.infer<typeof WebhookDeliverySchema>;

/** A page of a webhook's deliveries, newest first. */
export const DeliveriesPageSchema = offsetPageOf(WebhookDeliverySchema).openapi('WebhookDeliveriesPage');
export type DeliveriesPage = z.infer<typeof DeliveriesPageSchema>;
