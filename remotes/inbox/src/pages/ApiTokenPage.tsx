import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { integrationsMenu } from './menus';

/** spec outreach §2: /integrations/api (API token). */
export default function ApiTokenPage() {
  const t = useT('inbox');
  return (
    <Page title={t('integrations.title')} subtitle={t('api.subtitle')}>
      <AreaTabs tabs={integrationsMenu(t)} />
      <EmptyState title={t('api.emptyTitle')} description={t('api.emptyDescription')} />
    </Page>
  );
}
