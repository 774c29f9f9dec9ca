import { vi } from 'vitest';
import { socketIoMock } from '../../mock-api.test-support';
import { realisticApi, userData } from '../../realistic-api.test-support';
import { describeUntranslated } from '../../untranslated-area.test-support';
import App from './expose/App';
import { inboxLocales } from './i18n';

vi.mock('socket.io-client', () => socketIoMock());

// Every route of routes.tsx, redirects included (issue 26 item 25).
describeUntranslated('inbox pages in fr, de, es and pt', {
  App,
  locales: inboxLocales,
  urls: [
    '/inbox',
    '/inbox/prospect-1',
    '/dashboard',
    '/dashboard/my-dashboard',
    '/dashboard/my-tasks',
    '/dashboard/activity',
    '/reports',
    '/reports/audience',
    '/reports/insight',
    '/crm',
    '/crm/manage/pipedrive',
    '/crm/manage/hubspot',
    '/crm/manage/default',
    '/crm/manage/salesforce',
    '/crm/manage-last',
    '/integrations',
    '/integrations/automation',
    '/integrations/automation/zapier',
    '/integrations/automation/webhook',
    '/integrations/automation/labels-settings',
    '/integrations/automation/base-settings',
    '/integrations/api',
    '/integrations/credentials',
    '/integrations/converge_hub/overview',
  ],
  api: realisticApi,
  userData,
});
