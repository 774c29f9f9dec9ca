/**
 * The public face of modules/crm: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { isSpaceMember } from './crm-deals';
export { ensurePipelines } from './crm-pipelines';
export { crmRoutes } from './crm.handlers';
export { crmPlatform } from './crm.schema';
