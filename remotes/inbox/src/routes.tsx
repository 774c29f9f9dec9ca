import { type AreaRoute, lazyPage } from '@outreach/sdk';

const DashboardPage = lazyPage(() => import('./pages/DashboardPage'));
const ReportsPage = lazyPage(() => import('./pages/ReportsPage'));
const AutomationPage = lazyPage(() => import('./pages/AutomationPage'));

/**
 * The inbox area (spec outreach §2 Inbox, Dashboard, Reports, CRM and integrations), full paths
 * under the prefixes that core/src/areas.ts gives this remote. /integrations/dialer/... is the
 * dialer remote's. "/CRM becomes /crm/manage-last or /crm/" is the shell's route guard (spec platform §4).
 */
export const routes: AreaRoute[] = [
  {
    path: '/inbox/:profileId?',
    title: 'routeTitles.inbox',
    Page: lazyPage(() => import('./pages/InboxPage')),
  },

  // Dashboard
  { path: '/dashboard', redirect: '/dashboard/my-dashboard' },
  { path: '/dashboard/my-dashboard', title: 'routeTitles.myDashboard', Page: DashboardPage },
  { path: '/dashboard/my-tasks', title: 'routeTitles.myTasks', Page: DashboardPage, feature: 'dash_tasks' },
  { path: '/dashboard/activity', title: 'routeTitles.activity', Page: DashboardPage },

  // Reports: /reports itself is the activity report
  { path: '/reports', title: 'routeTitles.activityReport', Page: ReportsPage },
  { path: '/reports/audience', title: 'routeTitles.audienceReport', Page: ReportsPage },
  { path: '/reports/insight', title: 'routeTitles.insightReport', Page: ReportsPage },

  // CRM pipelines and deals
  { path: '/crm', title: 'routeTitles.pipelines', Page: lazyPage(() => import('./pages/CrmPage')) },
  {
    path: '/crm/manage/:integration',
    title: 'routeTitles.pipelines',
    Page: lazyPage(() => import('./pages/CrmManagePage')),
  },
  {
    path: '/crm/manage-last',
    title: 'routeTitles.pipelines',
    Page: lazyPage(() => import('./pages/CrmManageLastPage')),
  },

  // Integrations
  {
    path: '/integrations',
    title: 'routeTitles.integrations',
    Page: lazyPage(() => import('./pages/IntegrationsPage')),
  },
  { path: '/integrations/automation', redirect: '/integrations/automation/zapier' },
  { path: '/integrations/automation/zapier', title: 'routeTitles.zapier', Page: AutomationPage },
  { path: '/integrations/automation/webhook', title: 'routeTitles.webhooks', Page: AutomationPage },
  {
    path: '/integrations/automation/labels-settings',
    title: 'routeTitles.labelSettings',
    Page: AutomationPage,
  },
  { path: '/integrations/automation/base-settings', title: 'routeTitles.baseSettings', Page: AutomationPage },
  {
    path: '/integrations/api',
    title: 'routeTitles.apiToken',
    Page: lazyPage(() => import('./pages/ApiTokenPage')),
  },
  {
    path: '/integrations/credentials',
    title: 'routeTitles.connectedAccounts',
    Page: lazyPage(() => import('./pages/IntegrationCredentialsPage')),
  },
  {
    path: '/integrations/converge_hub/overview',
    title: 'routeTitles.convergeHub',
    Page: lazyPage(() => import('./pages/ConvergeHubPage')),
  },
];
