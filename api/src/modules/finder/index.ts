/**
 * The public face of modules/finder: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { finderRoutes } from './finder.handlers';
