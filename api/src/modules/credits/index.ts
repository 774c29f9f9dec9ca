/**
 * The public face of modules/credits: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { creditsSpent } from './auto-topup';
export {
  announceCredits,
  assertCreditsFit,
  creditBalance,
  debitCredits,
  grantCredits,
  notEnoughCreditsMessage,
} from './credits.service';
export { creditsAdminRoutes, creditsRoutes } from './credits.handlers';
