import { Tabs } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';
import {
  type CampaignSection,
  campaignSectionPath,
  campaignSections,
  withCarriedQuery,
} from './campaign-paths';

export interface CampaignTabsProps {
  workflowId: string;
  /** The section on screen. */
  current: CampaignSection;
}

/**
 * The tabs on top of every page of one campaign: Steps (the builder), Prospects, Settings, Stats.
 * Navigating keeps `selectedCred` and `space` (spec platform §2: links carry them).
 */
export function CampaignTabs({ workflowId, current }: CampaignTabsProps) {
  const t = useT('campaigns');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Tabs
      aria-label={t('campaignTabs.label')}
      items={campaignSections.map((section) => ({ id: section, label: t(`campaignTabs.${section}`) }))}
      value={current}
      onChange={(id) => {
        const section = campaignSections.find((candidate) => candidate === id);
        if (section && section !== current)
          navigate(withCarriedQuery(campaignSectionPath(workflowId, section), location.search));
      }}
    />
  );
}
