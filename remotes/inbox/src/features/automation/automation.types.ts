import type { ApiBody, ApiSchema } from '@outreach/core/contract';

/** A webhook as GET /integrations/webhook answers it (contract.gen.ts). */
export type Webhook = ApiSchema<'Webhook'>;
export type WebhookDelivery = ApiSchema<'WebhookDelivery'>;
export type WebhookInput = ApiBody<'post', '/integrations/webhook'>;
