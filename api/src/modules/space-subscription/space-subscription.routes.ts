/**
 * The declaration of POST /space/subscriptions/validate (spec platform §7 Space); the handler is in
 * space-subscription.handlers.ts.
 */
import { success } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { SubscriptionStateSchema } from './space-subscription.schema';

export const validateSubscription = workspaceRoute({
  operationId: 'validateSubscription',
  method: 'post',
  path: '/validate',
  tags: ['Workspace'] as const,
  summary: "Check the workspace's subscription with the payment provider now and answer its state",
  description:
    'What the payment-in-progress page polls (spec platform §4: up to 5 times from 15 s, doubling): the newest subscription of the workspace’s customer is read from Stripe and applied as its webhook would be, so a missed or late webhook does not keep the workspace waiting. Without payments configured or a customer, the stored state. Any member.',
  responses: { 200: success(SubscriptionStateSchema, "The workspace's subscription state") },
});
