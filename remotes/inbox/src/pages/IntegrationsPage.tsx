import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { IntegrationsCatalogue } from '../features/integrations/IntegrationsCatalogue';
import { integrationsMenu } from './menus';

/** spec outreach §2: /integrations, the catalogue; the query type=crm (email, …) selects a category. */
export default function IntegrationsPage() {
  const t = useT('integrations');
  const inbox = useT('inbox');
  return (
    <Page title={t('title')} subtitle={t('subtitle')}>
      <AreaTabs tabs={integrationsMenu(inbox)} label={t('title')} />
      <IntegrationsCatalogue />
    </Page>
  );
}
