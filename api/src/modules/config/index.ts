/**
 * The public face of modules/config: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { configRoutes } from './config.handlers';
export { clientConfig, remoteOverridesFromEnv } from './config.service';
export { faviconHandler } from './favicon';
