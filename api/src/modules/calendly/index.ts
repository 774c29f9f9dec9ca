/**
 * The public face of modules/calendly: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { calendlyRoutes } from './calendly.handlers';
