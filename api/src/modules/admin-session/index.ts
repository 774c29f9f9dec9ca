/**
 * The public face of modules/admin-session: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { adminSessionRoutes } from './admin-session.handlers';
export { AdminValidationSchema } from './admin-session.schema';
export { validateAdmin } from './admin-session.service';
