import { CRM_LAST_KEY, type CrmIntegration } from '@outreach/sdk/page-data';

// Declared in the sdk, which starts the CRM's data with the page when /crm/manage-last opens the built-in one (issue 25).
export {
  type CrmIntegration,
  crmIntegrations,
  isCrmIntegration,
  rememberedCrmIntegration,
} from '@outreach/sdk/page-data';

export function rememberCrmIntegration(integration: CrmIntegration) {
  try {
    localStorage.setItem(CRM_LAST_KEY, integration);
  } catch {
    // storage blocked (private mode, sandboxed iframe): /crm/manage-last then opens default
  }
}
