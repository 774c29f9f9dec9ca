import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AdminMenu, useMonitoringTab } from './AdminMenu';

/** spec platform §2: /admin/charts-admin, monitoring, for two brands only. */
export default function MonitoringPage() {
  const t = useT('admin');
  const available = useMonitoringTab();
  return (
    <Page title={t('monitoring.title')} subtitle={t('monitoring.subtitle')}>
      <AdminMenu />
      {available ? (
        <EmptyState title={t('monitoring.emptyTitle')} description={t('monitoring.emptyDescription')} />
      ) : (
        <EmptyState
          title={t('monitoring.unavailableTitle')}
          description={t('monitoring.unavailableDescription')}
        />
      )}
    </Page>
  );
}
