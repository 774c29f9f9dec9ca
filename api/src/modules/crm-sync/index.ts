/**
 * The public face of modules/crm-sync: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { crmAccountFields } from './crm-sync.service';
export { pendingCrmPushesJob } from './crm-push-job';
export { crmCommonRoutes } from './crm-common.handlers';
export { crmSyncRoutes } from './crm-sync.handlers';
export { crmSyncSettingsFromEnv } from './crm-sync.settings';
