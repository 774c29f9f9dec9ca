/**
 * The declarations of /integrations/webhook (spec outreach §7: "Webhook and Zapier call paths: not
 * shown", so these are ours; docs/webhooks.md), each named by its operationId; the handlers are in
 * webhooks.handlers.ts.
 */
import { failure, idParams, jsonBody, sessionSecurity, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import { ssrfMessages } from '../../ssrf';
import {
  AutomationSettingsSchema,
  automationSettingsMessages,
  updateAutomationSettingsInput,
} from './automation-settings';
import {
  createWebhookInput,
  DeliveriesPageSchema,
  deliveriesQuery,
  updateWebhookInput,
  WebhookDeliverySchema,
  WebhookSchema,
  webhookMessages,
} from './webhooks.schema';

const tags = ['Webhooks'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const locked = { 402: featureLockedFailure('webhook_integration', 'basic') };
const deliveryParams = z.object({
  deliveryId: z.string().openapi({ param: { name: 'deliveryId', in: 'path' } }),
});
const badUrl = `This field should be a valid URL; ${ssrfMessages.protocol}; ${ssrfMessages.privateAddress}`;

export const listWebhooks = workspaceRoute({
  operationId: 'listWebhooks',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's webhooks",
  responses: {
    ...locked,
    200: success(z.array(WebhookSchema), 'The webhooks'),
  },
});

export const createWebhook = workspaceRoute({
  operationId: 'createWebhook',
  method: 'post',
  path: '/',
  tags,
  security: sessionSecurity,
  summary: 'Create a webhook (its whole secret is in the answer, once)',
  request: { body: jsonBody(createWebhookInput) },
  responses: {
    ...locked,
    201: success(WebhookSchema, 'The new webhook, with its secret'),
    400: failure(`${webhookMessages.updateTypeRequired}; ${badUrl}`),
    404: failure(webhookMessages.workflowNotFound),
  },
});

export const getStepSecret = workspaceRoute({
  operationId: 'getStepSecret',
  method: 'get',
  path: '/step_secret',
  tags,
  security: sessionSecurity,
  summary: 'The secret send_webhook steps are signed with',
  responses: {
    ...locked,
    200: success(z.object({ secret: z.string() }), 'The step secret'),
  },
});

export const replayDelivery = workspaceRoute({
  operationId: 'replayDelivery',
  method: 'post',
  path: '/deliveries/{deliveryId}/replay',
  tags,
  summary: "Send a delivery's payload again, as a new delivery",
  request: { params: deliveryParams },
  responses: {
    ...locked,
    200: success(WebhookDeliverySchema, 'The new delivery'),
    400: failure(badUrl),
    404: failure(`${webhookMessages.deliveryNotFound}; ${webhookMessages.notFound}`),
  },
});

export const getAutomationSettings = workspaceRoute({
  operationId: 'getAutomationSettings',
  method: 'get',
  path: '/settings',
  tags,
  summary: "The workspace's automation settings: the labels whose events are sent, the message text",
  responses: {
    ...locked,
    200: success(AutomationSettingsSchema, 'The settings (the defaults until saved)'),
  },
});

export const updateAutomationSettings = workspaceRoute({
  operationId: 'updateAutomationSettings',
  method: 'put',
  path: '/settings',
  tags,
  summary:
    'Choose the labels whose events webhooks and Zapier get, and whether events carry the message text',
  request: { body: jsonBody(updateAutomationSettingsInput) },
  responses: {
    ...locked,
    200: success(AutomationSettingsSchema, 'The settings as saved'),
    400: failure('label_ids is a list of label ids or null; include_message_text is true or false'),
    404: failure(automationSettingsMessages.labelNotFound),
  },
});

export const updateWebhook = workspaceRoute({
  operationId: 'updateWebhook',
  method: 'put',
  path: '/{id}',
  tags,
  security: sessionSecurity,
  summary: 'Rename, repoint, retarget or pause a webhook',
  request: { params: idParams, body: jsonBody(updateWebhookInput) },
  responses: {
    ...locked,
    200: success(WebhookSchema, 'The webhook as it is now'),
    400: failure(`${webhookMessages.updateTypeRequired}; ${badUrl}`),
    404: failure(`${webhookMessages.notFound}; ${webhookMessages.workflowNotFound}`),
    409: failure(webhookMessages.managedByZapier),
  },
});

export const deleteWebhook = workspaceRoute({
  operationId: 'deleteWebhook',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a webhook',
  request: { params: idParams },
  responses: {
    ...locked,
    200: success(z.object({ _id: z.string() }), 'The deleted webhook'),
    404: failure(webhookMessages.notFound),
  },
});

export const rotateWebhookSecret = workspaceRoute({
  operationId: 'rotateWebhookSecret',
  method: 'post',
  path: '/{id}/rotate_secret',
  tags,
  security: sessionSecurity,
  summary: "Replace a webhook's signing secret (the new one is in the answer, once)",
  request: { params: idParams },
  responses: {
    ...locked,
    200: success(WebhookSchema, 'The webhook, with its new secret'),
    404: failure(webhookMessages.notFound),
    409: failure(webhookMessages.managedByZapier),
  },
});

export const testWebhook = workspaceRoute({
  operationId: 'testWebhook',
  method: 'post',
  path: '/{id}/test',
  tags,
  summary: 'Send a sample event now',
  request: { params: idParams },
  responses: {
    ...locked,
    200: success(WebhookDeliverySchema, 'The delivered sample'),
    400: failure('Webhook responded with status code {code}; Webhook could not be reached: {reason}'),
    404: failure(webhookMessages.notFound),
  },
});

export const listDeliveries = workspaceRoute({
  operationId: 'listDeliveries',
  method: 'get',
  path: '/{id}/deliveries',
  tags,
  summary: "A webhook's deliveries, newest first",
  request: { params: idParams, query: deliveriesQuery.extend(spaceQuery.shape) },
  responses: {
    ...locked,
    200: success(DeliveriesPageSchema, 'A page of deliveries'),
    400: failure('limit must be 1 to 100; offset can not be negative'),
    404: failure(webhookMessages.notFound),
  },
});
