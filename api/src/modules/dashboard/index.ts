/**
 * The public face of modules/dashboard: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { dashboardRoutes } from './dashboard.handlers';
