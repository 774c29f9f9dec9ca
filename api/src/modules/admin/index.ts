/**
 * The public face of modules/admin: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { runAdminCli } from './admin-cli';
export { adminRoutes } from './admin.handlers';
