/**
 * The public face of modules/webhooks: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { applyAutomationSettings, automationSettingsOf } from './automation-settings';
export {
  attemptDelivery,
  deliverDueWebhooks,
  prospectData,
  registerWebhookListener,
  webhookPayload,
} from './webhook-deliveries';
export { sealWebhookSecret } from './webhook-secrets';
export { newWebhookSecret } from './webhook-signing';
export { assertWebhookUrl, sampleEventData, type WebhookSettings } from './webhooks.service';
export { webhooksRoutes } from './webhooks.handlers';
export { webhookMessages } from './webhooks.schema';
