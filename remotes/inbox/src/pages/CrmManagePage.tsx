import { Page } from '@outreach/design-system';
import { useSession, useT, Navigate } from '@outreach/sdk';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { CrmManager } from '../features/crm/CrmManager';
import { CrmSyncPanel } from '../features/crm/sync/CrmSyncPanel';
import { crmIntegrations, isCrmIntegration, rememberCrmIntegration } from './crmIntegration';

/** spec outreach §2: /crm/manage/:integration; the choice is remembered; an unknown value falls back to default. */
export default function CrmManagePage() {
  const t = useT('inbox');
  const { integration } = useParams();
  const { search } = useLocation();
  const embedded = useSession((state) => state.embedded);
  const known = isCrmIntegration(integration) ? integration : null;

  useEffect(() => {
    // a partner portal persists nothing (sdk session: embedded)
    if (known && !embedded) rememberCrmIntegration(known);
  }, [known, embedded]);

  if (!known) return <Navigate to={`/crm/manage/default${search}`} replace />;
  const tabs = crmIntegrations.map((id) => ({ id, label: t(`crm.menu.${id}`), path: `/crm/manage/${id}` }));
  return (
    <Page title={t('crm.title')} subtitle={t('crm.manageSubtitle', { platform: t(`crm.menu.${known}`) })}>
      <AreaTabs tabs={tabs} />
      {known === 'default' ? <CrmManager /> : <CrmSyncPanel platform={known} />}
    </Page>
  );
}
