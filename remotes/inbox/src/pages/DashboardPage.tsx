import { Page, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { lazy, Suspense, useEffect } from 'react';
import { ensureDashboardStyles } from '../features/dashboard/dashboard.styles';
import { ensureReportStyles } from '../features/reports/reports.styles';
import { TasksPage } from '../features/tasks/TasksPage';
import { dashboardMenu } from './menus';

// Loaded with their tab, so recharts never holds up the page's heading and menu.
const MyDashboard = lazy(() =>
  import('../features/dashboard/components/MyDashboard').then((module) => ({ default: module.MyDashboard })),
);
const ActivityFeed = lazy(() =>
  import('../features/dashboard/components/ActivityFeed').then((module) => ({
    default: module.ActivityFeed,
  })),
);

const sections = { 'my-dashboard': 'myDashboard', 'my-tasks': 'myTasks', activity: 'activity' } as const;

/** /dashboard/my-dashboard, my-tasks, activity: one page, the tab comes from the URL; my-tasks is the task list. */
export default function DashboardPage() {
  const t = useT('inbox');
  useEffect(() => {
    ensureReportStyles();
    ensureDashboardStyles();
  }, []);
  const tabs = dashboardMenu(t);
  const key = sections[useActiveTab(tabs) as keyof typeof sections] ?? 'myDashboard';
  return (
    <Page title={t('dashboard.title')} subtitle={t(`dashboard.${key}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      {key === 'myTasks' ? (
        <TasksPage />
      ) : (
        <Suspense fallback={<Spinner />}>{key === 'activity' ? <ActivityFeed /> : <MyDashboard />}</Suspense>
      )}
    </Page>
  );
}
