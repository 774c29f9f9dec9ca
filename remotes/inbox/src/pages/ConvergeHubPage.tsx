import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { integrationsMenu } from './menus';

/** spec outreach §2: /integrations/converge_hub/overview. */
export default function ConvergeHubPage() {
  const t = useT('inbox');
  return (
    <Page title={t('convergeHub.title')} subtitle={t('convergeHub.subtitle')}>
      <AreaTabs tabs={integrationsMenu(t)} />
      <EmptyState title={t('convergeHub.emptyTitle')} description={t('convergeHub.emptyDescription')} />
    </Page>
  );
}
