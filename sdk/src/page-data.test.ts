import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultDialogList,
  dialogListQuery,
  messageTemplatesPageQuery,
  prefetchPageData,
  workflowsPageQuery,
} from './page-data';
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
});
