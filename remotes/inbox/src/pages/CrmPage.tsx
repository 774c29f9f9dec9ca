import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';

/** spec outreach §2: /crm/, where /CRM leads when the workspace has no CRM tokens. */
export default function CrmPage() {
  const t = useT('inbox');
  const navigate = useNavigate();
  const { search } = useLocation();
  function openCrmIntegrations() {
    // spec: "/integrations (query type=crm selects the CRM category)"
    const query = new URLSearchParams(search);
    query.set('type', 'crm');
    navigate(`/integrations?${query}`);
  }
  return (
    <Page title={t('crm.title')} subtitle={t('crm.subtitle')}>
      <EmptyState
        title={t('crm.emptyTitle')}
        description={t('crm.emptyDescription')}
        action={<Button onClick={openCrmIntegrations}>{t('crm.connect')}</Button>}
      />
    </Page>
  );
}
