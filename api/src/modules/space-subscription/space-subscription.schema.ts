import { z } from '../../openapi/contract';

/** POST /space/subscriptions/validate: the workspace's subscription state after the check. */
export const SubscriptionStateSchema = z
  .object({
    is_paid: z.boolean(),
    payment_in_progress: z.boolean(),
    tier: z.string(),
    subscription_mode: z.string(),
    changed: z.boolean().openapi({ description: 'Whether the check changed the stored state' }),
  })
  .openapi('SubscriptionState');
