import { EmptyState, Page, Spinner } from '@outreach/design-system';
import { useBrand, useT } from '@outreach/sdk';
import { lazy, Suspense } from 'react';
import { AdminMenu, useMonitoringTab } from './AdminMenu';
import { lastDays, useHealthStatistics, useSpaceReport } from './ops/ops-api';

const ActionsChart = lazy(() => import('./ops/ReportsCharts').then((m) => ({ default: m.ActionsChart })));
const HealthChart = lazy(() => import('./ops/ReportsCharts').then((m) => ({ default: m.HealthChart })));

function MonitoringCharts({ brand }: { brand: string }) {
  const t = useT('adminOps');
  const [from, to] = lastDays(30);
  const report = useSpaceReport(from, to, brand);
  const health = useHealthStatistics(brand);
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <h2>{t('monitoring.workspaces')}</h2>
      {report.data ? <ActionsChart data={report.data} /> : <Spinner label={t('loading')} />}
      <h2>{t('monitoring.health')}</h2>
      {health.data ? (
        <>
          <HealthChart data={health.data} />
          <p>{t('health.notComputed', { count: health.data.not_computed })}</p>
        </>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Suspense>
  );
}

/** spec platform §2: /admin/charts-admin, monitoring, for the two brands with features.monitoringTab. */
export default function MonitoringPage() {
  const t = useT('adminOps');
  const tAdmin = useT('admin');
  const available = useMonitoringTab();
  const brand = useBrand() ?? { id: '', name: '' };
  return (
    <Page title={t('monitoring.title')} subtitle={t('monitoring.subtitle', { brand: brand.name })}>
      <AdminMenu />
      {available ? (
        <MonitoringCharts brand={brand.id} />
      ) : (
        <EmptyState
          title={tAdmin('monitoring.unavailableTitle')}
          description={tAdmin('monitoring.unavailableDescription')}
        />
      )}
    </Page>
  );
}
