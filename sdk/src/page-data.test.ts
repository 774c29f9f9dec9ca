import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activityReportQuery,
  billingOverviewQuery,
  CRM_LAST_KEY,
  creditsChartQuery,
  crmPipelinesQuery,
  defaultDialogList,
  dueTasksQuery,
  keyNumbersQuery,
  dialogListQuery,
  guardsCredential,
  messageTemplatesPageQuery,
  prefetchPageData,
  utcDayOffset,
  workflowsPageQuery,
} from './page-data';
import { accountKeys } from './query-keys';
import { sessionStore } from './session';

let fetchMock: ReturnType<typeof vi.fn>;
const called = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://app.test'));

beforeEach(() => {
  sessionStore.setState({ token: 'tok', space: 's1', selectedCredentialId: 'c2' });
  fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url), 'https://app.test').pathname;
    const payload = path === '/api/workflows' ? { items: [], total: 0 } : { items: [], total: 0, offset: 0 };
    return new Response(JSON.stringify({ ok: true, payload }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('prefetchPageData: a main page first data, started by the shell (issue 25)', () => {
  it('starts My Campaigns first page under the key its hook reads', async () => {
    const client = new QueryClient();
    await prefetchPageData(client, '/campaigns/my-campaigns/');
    const [url] = called();
    expect(url?.pathname).toBe('/api/workflows');
    expect(url?.searchParams.get('offset')).toBe('0');
    expect(url?.searchParams.get('limit')).toBe('8');
    const { queryKey } = workflowsPageQuery({ page: 0, query: '', filter: 'all' });
    expect(client.getQueryData(queryKey)).toEqual({ items: [], total: 0 });
  });

  it("starts the inbox's first dialogs for the session's sender, as an infinite query's first page", async () => {
    const client = new QueryClient();
    await prefetchPageData(client, '/inbox');
    const [url] = called();
    expect(url?.pathname).toBe('/api/inbox/dialogs');
    expect(url?.searchParams.get('credentials_id')).toBe('c2');
    expect(url?.searchParams.get('period')).toBe(defaultDialogList.period);
    const { queryKey } = dialogListQuery({ credentialId: 'c2', ...defaultDialogList });
    expect(client.getQueryData(queryKey)).toEqual({
      pages: [{ items: [], total: 0, offset: 0 }],
      pageParams: [0],
    });
  });

  it('before the guard has chosen an account, starts the list of the one it will choose, from the cached accounts', async () => {
    sessionStore.setState({ selectedCredentialId: null });
    const client = new QueryClient();
    client.setQueryData(accountKeys.credentials('s1'), [{ _id: 'c7' }, { _id: 'c8' }]);
    await prefetchPageData(client, '/inbox');
    // No call for the accounts (the bootstrap answer had them): only the list, of the first account.
    expect(called().map((url) => url.pathname)).toEqual(['/api/inbox/dialogs']);
    expect(called()[0]?.searchParams.get('credentials_id')).toBe('c7');
    const { queryKey } = dialogListQuery({ credentialId: 'c7', ...defaultDialogList });
    expect(client.getQueryState(queryKey)?.status).toBe('success');
  });

  it('takes the account selectedCred names when the workspace has it, else the first (spec platform §4)', async () => {
    sessionStore.setState({ selectedCredentialId: null });
    const client = new QueryClient();
    client.setQueryData(accountKeys.credentials('s1'), [{ _id: 'c7' }, { _id: 'c8' }]);
    expect(await guardsCredential(client, new URLSearchParams('selectedCred=c8'))).toBe('c8');
    expect(await guardsCredential(client, new URLSearchParams('selectedCred=other'))).toBe('c7');
    await prefetchPageData(client, '/inbox', '?selectedCred=c8');
    expect(called()[0]?.searchParams.get('credentials_id')).toBe('c8');
  });

  it('starts no inbox list for a workspace without a connected account', async () => {
    sessionStore.setState({ selectedCredentialId: null });
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ ok: true, payload: [] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await prefetchPageData(new QueryClient(), '/inbox');
    // The accounts were not cached: asked for once (as the guard's hook would), and no list.
    expect(called().map((url) => url.pathname)).toEqual(['/api/credentials/fetch']);
  });

  it('starts My templates first page (page 1, no filter) from its redirect too', async () => {
    const client = new QueryClient();
    await prefetchPageData(client, '/templates');
    const [url] = called();
    expect(url?.pathname).toBe('/api/message_templates');
    expect(url?.searchParams.get('page')).toBe('1');
    const { queryKey } = messageTemplatesPageQuery({ channel: '', query: '' }, 1);
    expect(client.getQueryState(queryKey)?.status).toBe('success');
  });

  it('starts nothing for a page that is not in the table, nor twice for fresh data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await prefetchPageData(client, '/campaigns/forecast');
    await prefetchPageData(client, '/preferences/user/basic');
    expect(called()).toEqual([]);
    await prefetchPageData(client, '/campaigns');
    await prefetchPageData(client, '/campaigns/my-campaigns');
    expect(called()).toHaveLength(1);
  });

  const paths = () =>
    called()
      .map((url) => url.pathname)
      .sort();

  it('starts the activity report of the last 30 days by campaign, and its campaign picker', async () => {
    const client = new QueryClient();
    await prefetchPageData(client, '/reports');
    expect(paths()).toEqual(['/api/reports/activity', '/api/workflows/fetch']);
    const report = called().find((url) => url.pathname === '/api/reports/activity');
    const now = new Date();
    const query = { from: utcDayOffset(now, -29), to: utcDayOffset(now), group_by: 'campaign' } as const;
    expect(Object.fromEntries(report?.searchParams ?? [])).toEqual({ ...query, space: 's1' });
    // the remote asks with every filter, the empty ones undefined: the same entry
    const remoteQuery = { ...query, workflow_id: undefined, credential_id: undefined, user_id: undefined };
    expect(client.getQueryState(activityReportQuery('s1', remoteQuery).queryKey)?.status).toBe('success');
  });

  it('leaves a report asked with its own filters to the page (only the picker starts)', async () => {
    await prefetchPageData(new QueryClient(), '/reports', '?period=7');
    expect(paths()).toEqual(['/api/workflows/fetch']);
  });

  it("starts My dashboard's numbers (today, the last 7 days), senders and tasks due, from its redirect too", async () => {
    const client = new QueryClient();
    await prefetchPageData(client, '/dashboard');
    expect(paths()).toEqual([
      '/api/engine/forecast',
      '/api/reports/activity',
      '/api/reports/activity',
      '/api/tasks',
    ]);
    const today = utcDayOffset(new Date());
    expect(client.getQueryState(keyNumbersQuery('s1', today, today).queryKey)?.status).toBe('success');
    const week = keyNumbersQuery('s1', utcDayOffset(new Date(), -6), today).queryKey;
    expect(client.getQueryState(week)?.status).toBe('success');
    expect(client.getQueryState(dueTasksQuery('s1').queryKey)?.status).toBe('success');
  });

  it("starts billing's overview, prices and the last 30 days of credits, under the workspace", async () => {
    const client = new QueryClient();
    await prefetchPageData(client, '/billing/overview');
    expect(paths()).toEqual([
      '/api/billing/credits_history/chart',
      '/api/billing/overview',
      '/api/billing/prices',
    ]);
    expect(client.getQueryState(billingOverviewQuery('s1').queryKey)?.status).toBe('success');
    const chart = creditsChartQuery('s1', utcDayOffset(new Date(), -29), utcDayOffset(new Date())).queryKey;
    expect(client.getQueryState(chart)?.status).toBe('success');
    expect(billingOverviewQuery('s1').queryKey.slice(0, 2)).toEqual(['space', 's1']);
  });

  it("starts the built-in CRM's pipelines, from /crm/manage-last too when it opens the built-in CRM", async () => {
    const client = new QueryClient();
    await prefetchPageData(client, '/crm/manage/default');
    expect(paths()).toEqual(['/api/integrations/crm/default/pipelines']);
    expect(client.getQueryState(crmPipelinesQuery('s1').queryKey)?.status).toBe('success');

    fetchMock.mockClear();
    window.localStorage.removeItem(CRM_LAST_KEY);
    await prefetchPageData(new QueryClient(), '/crm/manage-last');
    expect(paths()).toEqual(['/api/integrations/crm/default/pipelines']);
  });

  it('starts nothing from /crm/manage-last when it opens a connected CRM (HubSpot)', async () => {
    window.localStorage.setItem(CRM_LAST_KEY, 'hubspot');
    try {
      await prefetchPageData(new QueryClient(), '/crm/manage-last');
      expect(paths()).toEqual([]);
    } finally {
      window.localStorage.removeItem(CRM_LAST_KEY);
    }
  });
});
