/** What other parts of the API use of admin operations (issue 24: modules meet through this file). */
export { subscribeAdminOps } from './subscribers';
export { adminOpsRoutes } from './admin-ops.handlers';
export { computeHealth } from './health.service';
