/**
 * The public face of modules/outbox: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { isLoopbackRequest } from './outbox-access';
export { outboxPageRoutes, outboxRoutes } from './outbox.handlers';
