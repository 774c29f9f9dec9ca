/**
 * The public face of modules/zapier: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { zapierRoutes } from './zapier.handlers';
