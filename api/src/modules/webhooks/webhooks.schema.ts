import { z } from 'zod';
import { outreachEventNames } from '../../engine/outreach-events';

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

export interface WebhookJson {
  _id: string;
  name: string;
  url: string;
  update_types: string[];
  workflow_id: string | null;
  is_active: boolean;
  /** The last characters of the secret; the whole secret only in `secret` on create and rotate. */
  secret_hint: string;
  secret?: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveryJson {
  _id: string;
  webhook_id: string | null;
  event: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  status_code: number | null;
  duration_ms: number | null;
  response_body: string | null;
  error: string | null;
  replay_of: string | null;
  payload: Record<string, unknown>;
  created_at: string;
  delivered_at: string | null;
}

export interface DeliveriesPage {
  items: WebhookDeliveryJson[];
  total: number;
  limit: number;
  offset: number;
}
