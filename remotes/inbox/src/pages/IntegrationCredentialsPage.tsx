import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { integrationsMenu } from './menus';

/** spec outreach §2: the integrations' credentials tab; adding an account is the shell's /credentials/add. */
export default function IntegrationCredentialsPage() {
  const t = useT('inbox');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Page title={t('integrations.title')} subtitle={t('credentials.subtitle')}>
      <AreaTabs tabs={integrationsMenu(t)} />
      <EmptyState
        title={t('credentials.emptyTitle')}
        description={t('credentials.emptyDescription')}
        action={<Button onClick={() => navigate(`/credentials/add${search}`)}>{t('credentials.add')}</Button>}
      />
    </Page>
  );
}
