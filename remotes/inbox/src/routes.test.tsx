import { i18n } from '@outreach/sdk';
import { areaPrefixes, remoteForPath } from '@outreach/core/areas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea, selectedTabs } from '../../test-support';
import german from '../locales/de/inbox.json';
import App from './expose/App';
import { inboxLocales } from './i18n';
import { routes } from './routes';

// The area's English strings, loaded once for every test (the area waits for them).
await inboxLocales.load('en');

const renderAt = (url: string) => renderArea(App, url);

const query = '?selectedCred=cred-1&space=space-1';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: [string, string, string, string?][] = [
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
const redirects: [string, string, string][] = [
  ['/dashboard', '/dashboard', '/dashboard/my-dashboard'],
  ['/integrations/automation', '/integrations/automation', '/integrations/automation/zapier'],
  ['/crm/manage/:integration', '/crm/manage/salesforce', '/crm/manage/default'],
  ['/crm/manage-last', '/crm/manage-last', '/crm/manage/default'],
];

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
  // No call leaves the test (happy-dom would send it to localhost:3000, where nothing listens).
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ ok: false, error: 'Not served here' }), { status: 404 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('inbox routes (spec outreach §2)', () => {
  it.each(pages)('%s serves %s with the page "%s"', async (_path, url, heading, tab) => {
    renderAt(`${url}${query}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    if (tab) expect(selectedTabs().some((label) => label.includes(tab))).toBe(true);
  });

  it.each(redirects)('%s (%s) lands on %s keeping the query string', async (_path, url, target) => {
    renderAt(`${url}${query}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${target}${query}`));
  });

  it('/crm/manage-last opens the CRM chosen last', async () => {
    renderAt(`/crm/manage/hubspot${query}`);
    await screen.findByRole('heading', { name: 'Pipelines' });
    cleanup();
    renderAt(`/crm/manage-last${query}`);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/crm/manage/hubspot${query}`),
    );
  });

  it('the CRM category of /integrations is chosen by ?type=crm', async () => {
    renderAt(`/integrations${query}&type=crm`);
    await screen.findByRole('heading', { name: 'Integrations' });
    expect(selectedTabs()).toContain('CRM');
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.getByTestId('location').textContent).toBe(`/integrations${query}&type=email`);
  });

  it('lists every route in the tables above', () => {
    const tested = new Set([...pages.map(([path]) => path), ...redirects.map(([path]) => path)]);
    expect(new Set(routes.map((route) => route.path))).toEqual(tested);
  });

  it.each([...pages, ...redirects])('%s belongs to this remote in core/src/areas.ts', (path, url) => {
    expect(areaPrefixes.inbox.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(true);
    expect(remoteForPath(url)).toBe('inbox');
  });

  it('leaves the integrations dialer tab to the dialer remote', () => {
    expect(remoteForPath('/integrations/dialer/phone-numbers')).toBe('dialer');
  });

  it('gates the pages the spec puts behind a feature', () => {
    const gated = Object.fromEntries(routes.filter((route) => route.feature).map((r) => [r.path, r.feature]));
    expect(gated).toEqual({ '/dashboard/my-tasks': 'dash_tasks' });
  });

  it('a menu tab navigates within the area and keeps selectedCred and space', async () => {
    renderAt(`/reports${query}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Audience' }));
    expect(screen.getByTestId('location').textContent).toBe(`/reports/audience${query}`);
  });

  it('renders in the current language once its strings are in, English loaded as the fallback', async () => {
    await i18n.changeLanguage('de');
    try {
      renderAt('/no-such-page');
      expect(await screen.findByText(german.notFound.title, {}, { timeout: 5000 })).toBeTruthy();
      expect(i18n.hasResourceBundle('en', 'inbox')).toBe(true);
      expect(i18n.hasResourceBundle('fr', 'inbox')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
