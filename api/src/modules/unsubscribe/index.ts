/**
 * The public face of modules/unsubscribe: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { createUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token';
export { unsubscribeRoutes } from './unsubscribe.routes';
