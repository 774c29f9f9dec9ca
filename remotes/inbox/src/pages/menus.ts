import type { AreaTab, Translate } from '@outreach/sdk/area-tabs';

/** spec outreach §2 Dashboard: children my-dashboard, my-tasks, activity. */
export function dashboardMenu(t: Translate): AreaTab[] {
  return [
    { id: 'my-dashboard', label: t('dashboard.menu.myDashboard'), path: '/dashboard/my-dashboard' },
    { id: 'my-tasks', label: t('dashboard.menu.myTasks'), path: '/dashboard/my-tasks' },
    { id: 'activity', label: t('dashboard.menu.activity'), path: '/dashboard/activity' },
  ];
}

/** spec outreach §2 Reports: "/reports (activity). Menu: activity, audience, insight." */
export function reportsMenu(t: Translate): AreaTab[] {
  return [
    { id: 'activity', label: t('reports.menu.activity'), path: '/reports' },
    { id: 'audience', label: t('reports.menu.audience'), path: '/reports/audience' },
    { id: 'insight', label: t('reports.menu.insight'), path: '/reports/insight' },
  ];
}

/**
 * spec outreach §2 CRM and integrations: the catalogue, automation, API, and the credentials
 * and dialer tabs. The dialer tab is the dialer remote's (core/src/areas.ts), reached by URL.
 */
export function integrationsMenu(t: Translate): AreaTab[] {
  return [
    { id: 'catalogue', label: t('integrations.menu.catalogue'), path: '/integrations' },
    { id: 'automation', label: t('integrations.menu.automation'), path: '/integrations/automation' },
    { id: 'api', label: t('integrations.menu.api'), path: '/integrations/api' },
    { id: 'credentials', label: t('integrations.menu.credentials'), path: '/integrations/credentials' },
    { id: 'dialer', label: t('integrations.menu.dialer'), path: '/integrations/dialer' },
  ];
}

/** spec outreach §2: /integrations/automation (zapier main, webhook main, labels-settings, base-settings). */
export function automationMenu(t: Translate): AreaTab[] {
  return [
    { id: 'zapier', label: t('automation.menu.zapier'), path: '/integrations/automation/zapier' },
    { id: 'webhook', label: t('automation.menu.webhook'), path: '/integrations/automation/webhook' },
    {
      id: 'labels-settings',
      label: t('automation.menu.labelsSettings'),
      path: '/integrations/automation/labels-settings',
    },
    {
      id: 'base-settings',
      label: t('automation.menu.baseSettings'),
      path: '/integrations/automation/base-settings',
    },
  ];
}
