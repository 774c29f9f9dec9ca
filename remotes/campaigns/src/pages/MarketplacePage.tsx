import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { CampaignsMenu } from './CampaignsMenu';

export default function MarketplacePage() {
  const t = useT('campaigns');
  return (
    <Page title={t('marketplace.title')} subtitle={t('marketplace.subtitle')}>
      <CampaignsMenu />
      <EmptyState title={t('marketplace.emptyTitle')} description={t('marketplace.emptyDescription')} />
    </Page>
  );
}
