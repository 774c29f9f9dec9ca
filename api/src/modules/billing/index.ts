/**
 * The public face of modules/billing: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export {
  applySubscription,
  billingAccountOf,
  newestSubscription,
  requirePayments,
  stripeCall,
  stripeFailure,
} from './stripe-sync';
export { billingRoutes } from './billing.handlers';
