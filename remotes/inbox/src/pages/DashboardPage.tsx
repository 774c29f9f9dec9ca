import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { TasksPage } from '../features/tasks/TasksPage';
import { dashboardMenu } from './menus';

const sections = { 'my-dashboard': 'myDashboard', 'my-tasks': 'myTasks', activity: 'activity' } as const;

/** /dashboard/my-dashboard, my-tasks, activity: one page, the tab comes from the URL; my-tasks is the task list. */
export default function DashboardPage() {
  const t = useT('inbox');
  const tabs = dashboardMenu(t);
  const key = sections[useActiveTab(tabs) as keyof typeof sections] ?? 'myDashboard';
  return (
    <Page title={t('dashboard.title')} subtitle={t(`dashboard.${key}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      {key === 'myTasks' ? (
        <TasksPage />
      ) : (
        <EmptyState
          title={t(`dashboard.${key}.emptyTitle`)}
          description={t(`dashboard.${key}.emptyDescription`)}
        />
      )}
    </Page>
  );
}
