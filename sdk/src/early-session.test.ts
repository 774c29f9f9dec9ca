import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminValidationKey,
  seedSessionQueries,
  sessionAnswered,
  sessionCall,
  startSessionCalls,
} from './early-session';
import { accountKeys } from './query-keys';
import { sessionStore } from './session';

const refused = { ok: false as const, status: 403, error: 'Your workspace is blocked' };

/** What each route answers on its own, and the bootstrap answer made of the same parts. */
const answers: Record<string, unknown> = {
  '/api/users/fetch_user': { _id: 'u1' },
  '/api/space/info': { _id: 's1' },
  '/api/space/features': { reports: true },
  '/api/credentials/fetch': [],
  '/api/credentials/seats': { used: 1, total: 3 },
  '/api/admin/validate': { is_admin: false, is_super_admin: false, reseller_brands: [] },
};
const part = (path: string) => ({ ok: true, payload: answers[path] });
let bootstrap: Record<string, unknown>;

let fetchMock: ReturnType<typeof vi.fn>;
const called = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname);
const seatsKey = (space: string | null) => ['space', space, 'credential-seats'] as const;

beforeEach(() => {
  bootstrap = {
    user: answers['/api/users/fetch_user'],
    account: part('/api/space/info'),
    features: part('/api/space/features'),
    credentials: part('/api/credentials/fetch'),
    seats: part('/api/credentials/seats'),
    adminValidation: part('/api/admin/validate'),
  };
  fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url)).pathname;
    const payload = path === '/api/bootstrap' ? bootstrap : answers[path];
    return new Response(JSON.stringify({ ok: true, payload }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.setState({ apiBase: 'https://api.example', token: 't0k', space: 's1' });
});

afterEach(() => {
  sessionStore.setState({ token: null, space: null });
  vi.unstubAllGlobals();
});

describe('the session call started with the page', () => {
  it('says when it has answered, so the page data may start (issue 25): not when it failed or was dropped', async () => {
    startSessionCalls(1_000);
    await expect(sessionAnswered()).resolves.toBe(true);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(refused), { status: 403 }));
    startSessionCalls(2_000);
    await expect(sessionAnswered()).resolves.toBe(false);
    startSessionCalls(3_000);
    const answered = sessionAnswered();
    sessionStore.setState({ space: 's2' });
    await expect(answered).resolves.toBe(false);
  });

  it('is one call, GET /bootstrap, whose parts the hooks take instead of calling their routes', async () => {
    startSessionCalls(1_000);
    expect(called()).toEqual(['/api/bootstrap']);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('space')).toBe('s1');
    await expect(sessionCall('user', 1_500)).resolves.toEqual({ _id: 'u1' });
    await expect(sessionCall('seats', 1_500)).resolves.toEqual({ used: 1, total: 3 });
    await expect(sessionCall('adminValidation', 1_500)).resolves.toMatchObject({ is_admin: false });
    expect(called()).toEqual(['/api/bootstrap']);
  });

  it('serves each part once: a later read (a refetch) asks its route', async () => {
    startSessionCalls(1_000);
    await sessionCall('features', 1_100);
    await expect(sessionCall('features', 1_200)).resolves.toEqual({ reports: true });
    expect(called()).toEqual(['/api/bootstrap', '/api/space/features']);
  });

  it('starts nothing without a token', async () => {
    sessionStore.setState({ token: null });
    startSessionCalls(1_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never serves a part answered for another workspace or token', async () => {
    startSessionCalls(1_000);
    sessionStore.setState({ space: 's2' });
    await sessionCall('account', 1_100);
    expect(called()).toEqual(['/api/bootstrap', '/api/space/info']);
    expect(new URL(String(fetchMock.mock.calls.at(-1)?.[0])).searchParams.get('space')).toBe('s2');

    startSessionCalls(2_000);
    sessionStore.setState({ token: 'other' });
    await sessionCall('user', 2_100);
    expect(called().filter((path) => path === '/api/users/fetch_user')).toHaveLength(1);
  });

  it('never serves a part older than a fresh answer may be', async () => {
    startSessionCalls(1_000);
    await sessionCall('credentials', 1_000 + 30_000);
    expect(called()).toEqual(['/api/bootstrap', '/api/credentials/fetch']);
  });

  it("leaves a refused part to its route's own call, so its hook gets that route's error as before", async () => {
    bootstrap.features = refused;
    fetchMock.mockImplementation(async (url: RequestInfo | URL) => {
      const path = new URL(String(url)).pathname;
      if (path === '/api/space/features')
        return new Response(JSON.stringify({ ok: false, error: refused.error }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        });
      return new Response(JSON.stringify({ ok: true, payload: bootstrap }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    startSessionCalls(1_000);
    await expect(sessionCall('features', 1_100)).rejects.toMatchObject({
      status: 403,
      message: refused.error,
    });
    await expect(sessionCall('account', 1_100)).resolves.toEqual({ _id: 's1' });
    expect(called()).toEqual(['/api/bootstrap', '/api/space/features']);
  });

  it('falls back to each route when the bootstrap call failed, with no unhandled rejection', async () => {
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ ok: false, error: 'Something went wrong' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    startSessionCalls(1_000);
    await expect(sessionCall('account', 1_100)).resolves.toEqual({ _id: 's1' });
    expect(called()).toEqual(['/api/bootstrap', '/api/space/info']);
  });
});

describe('seedSessionQueries', () => {
  const seed = (client: QueryClient, at = 1_500) => seedSessionQueries(client, { seats: seatsKey }, () => at);

  it("puts every part under its hook's key, so no hook fetches again", async () => {
    const client = new QueryClient();
    startSessionCalls(1_000);
    await seed(client);
    expect(client.getQueryData(accountKeys.user())).toEqual({ _id: 'u1' });
    expect(client.getQueryData(accountKeys.account('s1'))).toEqual({ _id: 's1' });
    expect(client.getQueryData(accountKeys.features('s1'))).toEqual({ reports: true });
    expect(client.getQueryData(accountKeys.credentials('s1'))).toEqual([]);
    expect(client.getQueryData(seatsKey('s1'))).toEqual({ used: 1, total: 3 });
    expect(client.getQueryData(adminValidationKey)).toEqual(answers['/api/admin/validate']);
    expect(client.getQueryState(accountKeys.user())?.dataUpdatedAt).toBe(1_500);
    // Seeded parts are taken: a refetch asks the route.
    await sessionCall('user', 1_600);
    expect(called()).toEqual(['/api/bootstrap', '/api/users/fetch_user']);
  });

  it('leaves out a refused part and one a hook already took', async () => {
    bootstrap.seats = refused;
    const client = new QueryClient();
    startSessionCalls(1_000);
    await sessionCall('account', 1_100);
    await seed(client);
    expect(client.getQueryData(seatsKey('s1'))).toBeUndefined();
    expect(client.getQueryData(accountKeys.account('s1'))).toBeUndefined();
    expect(client.getQueryData(accountKeys.features('s1'))).toEqual({ reports: true });
  });

  it('seeds nothing for another workspace, when stale, or when nothing was started', async () => {
    const client = new QueryClient();
    await seed(client);
    startSessionCalls(1_000);
    const seeding = seed(client);
    sessionStore.setState({ space: 's2' });
    await seeding;
    startSessionCalls(2_000);
    await seed(client, 2_000 + 30_000);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
