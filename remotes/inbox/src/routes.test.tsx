import { remoteForPath } from '@outreach/core/areas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { describeAreaRoutes, type PageRow, type RedirectRow } from '../../area-routes.test-support';
import { selectedTabs } from '../../test-support';
import german from '../locales/de/inbox.json';
import App from './expose/App';
import { inboxLocales } from './i18n';
import { routes } from './routes';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: PageRow[] = [
  ['/inbox/:profileId?', '/inbox', 'Inbox'],
  ['/inbox/:profileId?', '/inbox/prospect-9', 'Inbox'],
  ['/dashboard/my-dashboard', '/dashboard/my-dashboard', 'Dashboard', 'My dashboard'],
  ['/dashboard/my-tasks', '/dashboard/my-tasks', 'Dashboard', 'My tasks'],
  ['/dashboard/activity', '/dashboard/activity', 'Dashboard', 'Activity'],
  ['/reports', '/reports', 'Reports', 'Activity'],
  ['/reports/audience', '/reports/audience', 'Reports', 'Audience'],
  ['/reports/insight', '/reports/insight', 'Reports', 'Insight'],
  ['/crm', '/crm', 'Pipelines'],
  ['/crm', '/crm/', 'Pipelines'],
  ['/crm/manage/:integration', '/crm/manage/pipedrive', 'Pipelines', 'Pipedrive'],
  ['/crm/manage/:integration', '/crm/manage/hubspot', 'Pipelines', 'HubSpot'],
  ['/crm/manage/:integration', '/crm/manage/default', 'Pipelines', 'Built-in pipeline'],
  ['/integrations', '/integrations', 'Integrations', 'All integrations'],
  ['/integrations/automation/zapier', '/integrations/automation/zapier', 'Integrations', 'Zapier'],
  ['/integrations/automation/webhook', '/integrations/automation/webhook', 'Integrations', 'Webhooks'],
  [
    '/integrations/automation/labels-settings',
    '/integrations/automation/labels-settings',
    'Integrations',
    'Label settings',
  ],
  [
    '/integrations/automation/base-settings',
    '/integrations/automation/base-settings',
    'Integrations',
    'Base settings',
  ],
  ['/integrations/api', '/integrations/api', 'Integrations', 'API'],
  ['/integrations/credentials', '/integrations/credentials', 'Integrations', 'Accounts'],
  [
    '/integrations/converge_hub/overview',
    '/integrations/converge_hub/overview',
    'Converge Hub',
    'All integrations',
  ],
];

/** [route path, a URL it serves, where it lands] */
const redirects: RedirectRow[] = [
  ['/dashboard', '/dashboard', '/dashboard/my-dashboard'],
  ['/integrations/automation', '/integrations/automation', '/integrations/automation/zapier'],
  ['/crm/manage/:integration', '/crm/manage/salesforce', '/crm/manage/default'],
  ['/crm/manage-last', '/crm/manage-last', '/crm/manage/default'],
];

afterEach(() => localStorage.clear());

describeAreaRoutes(
  'inbox routes (spec outreach §2)',
  {
    remote: 'inbox',
    App,
    locales: inboxLocales,
    stubFetch: true,
    routes,
    pages,
    redirects,
    german,
    gated: { '/dashboard/my-tasks': 'dash_tasks' },
    menuTab: { from: '/reports', tab: 'Audience', to: '/reports/audience' },
  },
  ({ renderAt, location, query }) => {
    it('/crm/manage-last opens the CRM chosen last', async () => {
      renderAt(`/crm/manage/hubspot${query}`);
      await screen.findByRole('heading', { name: 'Pipelines' });
      cleanup();
      renderAt(`/crm/manage-last${query}`);
      await waitFor(() => expect(location()).toBe(`/crm/manage/hubspot${query}`));
    });

    it('the CRM category of /integrations is chosen by ?type=crm', async () => {
      renderAt(`/integrations${query}&type=crm`);
      await screen.findByRole('heading', { name: 'Integrations' });
      expect(selectedTabs()).toContain('CRM');
      fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
      expect(location()).toBe(`/integrations${query}&type=email`);
    });

    it('leaves the integrations dialer tab to the dialer remote', () => {
      expect(remoteForPath('/integrations/dialer/phone-numbers')).toBe('dialer');
    });
  },
);
