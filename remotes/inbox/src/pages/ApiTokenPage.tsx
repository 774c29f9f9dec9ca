import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { ApiKeysPanel } from '../features/api-keys/ApiKeysPanel';
import { integrationsMenu } from './menus';

/** spec outreach §2: /integrations/api (API token): the workspace's API keys (issue 12). */
export default function ApiTokenPage() {
  const t = useT('inbox');
  return (
    <Page title={t('integrations.title')} subtitle={t('api.subtitle')}>
      <AreaTabs tabs={integrationsMenu(t)} />
      <ApiKeysPanel />
    </Page>
  );
}
