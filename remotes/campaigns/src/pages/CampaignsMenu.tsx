import { Tabs } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';

const tabs = [
  { id: 'my-campaigns', path: '/campaigns/my-campaigns' },
  { id: 'marketplace', path: '/campaigns/marketplace' },
  { id: 'forecast', path: '/campaigns/forecast' },
] as const;

/**
 * outreach §2: the Campaigns menu, My Campaigns and Campaigns Marketplace; plus the forecast of
 * what each sender will send in the next 24 hours (issue 4), which concerns every campaign.
 */
export function CampaignsMenu() {
  const t = useT('campaigns');
  const navigate = useNavigate();
  const location = useLocation();
  const value = tabs.find((tab) => location.pathname.startsWith(tab.path))?.id ?? 'my-campaigns';
  return (
    <Tabs
      items={[
        { id: 'my-campaigns', label: t('menu.myCampaigns') },
        { id: 'marketplace', label: t('menu.marketplace') },
        { id: 'forecast', label: t('menu.forecast') },
      ]}
      value={value}
      onChange={(id) => {
        const tab = tabs.find((each) => each.id === id);
        if (tab) navigate(`${tab.path}${location.search}`);
      }}
    />
  );
}
