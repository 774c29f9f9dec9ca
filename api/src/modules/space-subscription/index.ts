/**
 * The public face of modules/space-subscription: POST /space/subscriptions/validate (issue 24:
 * modules meet through this file only).
 */
export { spaceSubscriptionRoutes } from './space-subscription.handlers';
