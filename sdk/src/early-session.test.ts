import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCall, startSessionCalls } from './early-session';
import { sessionStore } from './session';

const answers: Record<string, unknown> = {
  '/api/users/fetch_user': { _id: 'u1' },
  '/api/space/info': { _id: 's1' },
  '/api/space/features': { reports: true },
  '/api/credentials/fetch': [],
  '/api/credentials/seats': { used: 1, total: 3 },
  '/api/admin/validate': { is_admin: false },
};

let fetchMock: ReturnType<typeof vi.fn>;
const called = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname);

beforeEach(() => {
  fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    const payload = answers[new URL(String(url)).pathname];
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

describe('early session calls', () => {
  it('start every session call at once, and the first hook to ask takes the call under way', async () => {
    startSessionCalls(1_000);
    expect(called().sort()).toEqual(Object.keys(answers).sort());
    await expect(sessionCall('user', 1_500)).resolves.toEqual({ _id: 'u1' });
    await expect(sessionCall('seats', 1_500)).resolves.toEqual({ used: 1, total: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('serve each started call once: a later read (a refetch) asks the API again', async () => {
    startSessionCalls(1_000);
    await sessionCall('features', 1_100);
    await expect(sessionCall('features', 1_200)).resolves.toEqual({ reports: true });
    expect(called().filter((path) => path === '/api/space/features')).toHaveLength(2);
  });

  it('start nothing without a token', async () => {
    sessionStore.setState({ token: null });
    startSessionCalls(1_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never serve a call started for another workspace or token', async () => {
    startSessionCalls(1_000);
    sessionStore.setState({ space: 's2' });
    await sessionCall('account', 1_100);
    expect(called().filter((path) => path === '/api/space/info')).toHaveLength(2);
    expect(new URL(String(fetchMock.mock.calls.at(-1)?.[0])).searchParams.get('space')).toBe('s2');

    startSessionCalls(2_000);
    sessionStore.setState({ token: 'other' });
    await sessionCall('user', 2_100);
    expect(called().filter((path) => path === '/api/users/fetch_user')).toHaveLength(3);
  });

  it('never serve a started call older than a fresh answer may be', async () => {
    startSessionCalls(1_000);
    await sessionCall('credentials', 1_000 + 30_000);
    expect(called().filter((path) => path === '/api/credentials/fetch')).toHaveLength(2);
  });

  it('leave a failed call to the hook that takes it, not to the page as an unhandled rejection', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ ok: false, error: 'Can not find space' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    startSessionCalls(1_000);
    await expect(sessionCall('account', 1_100)).rejects.toMatchObject({ status: 403 });
  });
});
