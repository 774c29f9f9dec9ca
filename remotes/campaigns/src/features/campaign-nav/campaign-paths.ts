/**
 * Where a campaign's pages live (decided in docs/decisions.md, "E1: campaign pages"):
 * the builder at /campaign/edit/:id and its sections below it.
 */
export type CampaignSection = 'steps' | 'prospects' | 'settings' | 'stats';

export const campaignSections: readonly CampaignSection[] = ['steps', 'prospects', 'settings', 'stats'];

/** The path of one section of a campaign (no query string). */
export function campaignSectionPath(workflowId: string, section: CampaignSection): string {
  const base = `/campaign/edit/${encodeURIComponent(workflowId)}`;
  return section === 'steps' ? base : `${base}/${section}`;
}

/** spec platform §2: links carry selectedCred and space as query parameters (one rule: the sdk's navigation). */
export { withCarriedQuery } from '@outreach/sdk';
