import { Page, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { lazy, Suspense } from 'react';
import { reportsMenu } from './menus';

// The reports and their charts (recharts) load after the page's heading and menu.
const ReportsView = lazy(() =>
  import('../features/reports/ReportsView').then((module) => ({ default: module.ReportsView })),
);

const sections = { activity: 'activity', audience: 'audience', insight: 'insight' } as const;

/** /reports (activity), /reports/audience, /reports/insight: one page, the tab comes from the URL. */
export default function ReportsPage() {
  const t = useT('inbox');
  const tabs = reportsMenu(t);
  const key = sections[useActiveTab(tabs) as keyof typeof sections] ?? 'activity';
  return (
    <Page title={t('reports.title')} subtitle={t(`reports.${key}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      <Suspense fallback={<Spinner />}>
        <ReportsView key={key} report={key} />
      </Suspense>
    </Page>
  );
}
