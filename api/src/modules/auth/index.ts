/**
 * The public face of modules/auth: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { authRoutes } from './auth.routes';
export { emailChangeRoutes } from './email-change.routes';
export { oauthRoutes } from './oauth.routes';
