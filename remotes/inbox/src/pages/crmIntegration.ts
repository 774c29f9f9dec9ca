/** spec outreach §2: /crm/manage/:integration is pipedrive, hubspot or default. */
export const crmIntegrations = ['pipedrive', 'hubspot', 'default'] as const;
export type CrmIntegration = (typeof crmIntegrations)[number];

const LAST_CRM_KEY = 'crmManageLast';

export function isCrmIntegration(value: string | null | undefined): value is CrmIntegration {
  return crmIntegrations.some((integration) => integration === value);
}

/** spec: "The choice is remembered" (for /crm/manage-last); default when nothing valid is stored. */
export function rememberedCrmIntegration(): CrmIntegration {
  try {
    const stored = localStorage.getItem(LAST_CRM_KEY);
    return isCrmIntegration(stored) ? stored : 'default';
  } catch {
    return 'default';
  }
}

export function rememberCrmIntegration(integration: CrmIntegration) {
  try {
    localStorage.setItem(LAST_CRM_KEY, integration);
  } catch {
    // storage blocked (private mode, sandboxed iframe): /crm/manage-last then opens default
  }
}
