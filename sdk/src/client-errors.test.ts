import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  type ApiErrorEvent,
  ApiError,
  createApiClient,
  onApiError,
  TOKEN_NOT_VALID,
} from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unsubscribers: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

/** A same-origin client on the given fetch: no token and no workspace unless the test sets them. */
function testClient(options: Partial<ApiClientOptions> & Pick<ApiClientOptions, 'fetch'>) {
  return createApiClient({ apiBase: () => '', token: () => null, space: () => null, ...options });
}

function listen(): ApiErrorEvent[] {
  const events: ApiErrorEvent[] = [];
  unsubscribers.push(onApiError((event) => events.push(event)));
  return events;
}

describe('api client: global error listeners (spec platform §4 session handling)', () => {
  it('tells listeners about a failed call and still rejects with the same ApiError', async () => {
    const events = listen();
    const client = testClient({
      token: () => 't0k',
      space: () => 's1',
      fetch: (async () => json({ ok: false, error: 'Can not find space' }, 403)) as typeof fetch,
    });
    const error = await client.GET('/space/info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Can not find space', status: 403 });
    expect(events).toEqual([
      {
        error,
        status: 403,
        message: 'Can not find space',
        method: 'GET',
        path: '/space/info',
        hadToken: true,
        hadSpace: true,
      },
    ]);
  });

  it("reports 'Failed to fetch' with no status", async () => {
    const events = listen();
    const client = testClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(client.GET('/config')).rejects.toThrow('Failed to fetch');
    expect(events[0]).toMatchObject({ status: null, message: 'Failed to fetch', hadToken: false });
  });

  it('does not report a call its caller cancelled', async () => {
    const events = listen();
    const controller = new AbortController();
    const client = testClient({
      fetch: ((_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )) as typeof fetch,
    });
    const pending = client.GET('/config', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await pending;
    expect(events).toEqual([]);
  });
});

describe("api client: 'Token is not valid' renews the token once, then retries", () => {
  it('retries with the new token after a renewal', async () => {
    let token = 'old';
    const seen: string[] = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization ?? '';
      seen.push(auth);
      return auth === 'Bearer new'
        ? json({ ok: true, payload: 'fresh' })
        : json({ ok: false, error: TOKEN_NOT_VALID }, 401);
    });
    const renewToken = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const events = listen();
    const client = testClient({
      token: () => token,
      fetch: fetchMock as typeof fetch,
      renewToken,
    });
    await expect(client.GET('/users/fetch_user')).resolves.toBe('fresh');
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(events).toEqual([]);
  });

  it('gives up after one renewal and reports the 401', async () => {
    const renewToken = vi.fn(async () => true);
    const events = listen();
    const client = testClient({
      token: () => 'still-bad',
      fetch: (async () => json({ ok: false, error: TOKEN_NOT_VALID }, 401)) as typeof fetch,
      renewToken,
    });
    await expect(client.GET('/space/info')).rejects.toMatchObject({ message: TOKEN_NOT_VALID, status: 401 });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 401, path: '/space/info' });
  });

  it('reports the 401 when no new token could be had', async () => {
    const events = listen();
    const client = testClient({
      token: () => 'bad',
      fetch: (async () => json({ ok: false, error: TOKEN_NOT_VALID }, 401)) as typeof fetch,
      renewToken: async () => false,
    });
    await expect(client.GET('/space/info')).rejects.toMatchObject({ status: 401 });
    expect(events).toHaveLength(1);
  });
});
