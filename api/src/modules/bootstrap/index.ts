/**
 * The public face of modules/bootstrap: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { bootstrapRoutes } from './bootstrap.handlers';
