import { Tabs } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useLocation, useNavigate } from 'react-router';

/** outreach §2: the Campaigns menu, My Campaigns and Campaigns Marketplace. */
export function CampaignsMenu() {
  const t = useT('campaigns');
  const navigate = useNavigate();
  const location = useLocation();
  const value = location.pathname.startsWith('/campaigns/marketplace') ? 'marketplace' : 'my-campaigns';
  return (
    <Tabs
      items={[
        { id: 'my-campaigns', label: t('menu.myCampaigns') },
        { id: 'marketplace', label: t('menu.marketplace') },
      ]}
      value={value}
      onChange={(id) => navigate(`/campaigns/${id}${location.search}`)}
    />
  );
}
