/**
 * The public face of modules/tracking: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { addTracking, trackingOrigin } from './tracking-links';
export { trackingPublicRoutes } from './tracking.public';
export { trackingRoutes } from './tracking.handlers';
