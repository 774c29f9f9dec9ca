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
  { path: '/inbox/:profileId?', title: 'Inbox', Page: lazyPage(() => import('./pages/InboxPage')) },

  // Dashboard
  { path: '/dashboard', redirect: '/dashboard/my-dashboard' },
  { path: '/dashboard/my-dashboard', title: 'My dashboard', Page: DashboardPage },
  { path: '/dashboard/my-tasks', title: 'My tasks', Page: DashboardPage, feature: 'dash_tasks' },
  { path: '/dashboard/activity', title: 'Activity', Page: DashboardPage },

  // Reports: /reports itself is the activity report
  { path: '/reports', title: 'Activity report', Page: ReportsPage },
  { path: '/reports/audience', title: 'Audience report', Page: ReportsPage },
  { path: '/reports/insight', title: 'Insight report', Page: ReportsPage },

  // CRM pipelines and deals
  { path: '/crm', title: 'Pipelines', Page: lazyPage(() => import('./pages/CrmPage')) },
  {
    path: '/crm/manage/:integration',
    title: 'Pipelines',
    Page: lazyPage(() => import('./pages/CrmManagePage')),
  },
  { path: '/crm/manage-last', title: 'Pipelines', Page: lazyPage(() => import('./pages/CrmManageLastPage')) },

  // Integrations
  { path: '/integrations', title: 'Integrations', Page: lazyPage(() => import('./pages/IntegrationsPage')) },
  { path: '/integrations/automation', redirect: '/integrations/automation/zapier' },
  { path: '/integrations/automation/zapier', title: 'Zapier', Page: AutomationPage },
  { path: '/integrations/automation/webhook', title: 'Webhooks', Page: AutomationPage },
  { path: '/integrations/automation/labels-settings', title: 'Label settings', Page: AutomationPage },
  { path: '/integrations/automation/base-settings', title: 'Base settings', Page: AutomationPage },
  { path: '/integrations/api', title: 'API token', Page: lazyPage(() => import('./pages/ApiTokenPage')) },
  {
    path: '/integrations/credentials',
    title: 'Connected accounts',
    Page: lazyPage(() => import('./pages/IntegrationCredentialsPage')),
  },
  {
    path: '/integrations/converge_hub/overview',
    title: 'Converge Hub',
    Page: lazyPage(() => import('./pages/ConvergeHubPage')),
  },
];
