import { Page, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { lazy, Suspense, useEffect } from 'react';
import { MyDashboard } from '../features/dashboard/components/MyDashboard';
import { ensureDashboardStyles } from '../features/dashboard/dashboard.styles';
import { ensureReportStyles } from '../features/reports/reports.styles';
import { dashboardMenu } from './menus';

// issue 25: My dashboard, the page's first tab, comes with the page: loaded lazily, its charts
// came in a second wave of chunks after the page's own (two more requests in a row before the
// largest paint). The activity feed and the tasks (whose form brings zod) load with their tab.
const TasksPage = lazy(() =>
  import('../features/tasks/TasksPage').then((module) => ({ default: module.TasksPage })),
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
      {key === 'myDashboard' ? (
        <MyDashboard />
      ) : (
        <Suspense fallback={<Spinner />}>{key === 'activity' ? <ActivityFeed /> : <TasksPage />}</Suspense>
      )}
    </Page>
  );
}
