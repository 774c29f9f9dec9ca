import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildUrl,
  createApiClient,
  GENERIC_ERROR,
  RESPONSE_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
} from './client';

function clientWith(fetchImpl: typeof fetch, session: { token?: string | null; space?: string | null } = {}) {
  return createApiClient({
    apiBase: () => 'https://api.example',
    token: () => session.token ?? null,
    space: () => session.space ?? null,
    fetch: fetchImpl,
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends the token as a bearer header and the space as a query parameter', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ ok: true, payload: [] }),
    );
    await clientWith(fetchMock as typeof fetch, { token: 't0k', space: 's1' }).GET('/workflows', {
      query: { limit: 8 },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example/api/workflows?space=s1&limit=8');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('unwraps the payload of an ok envelope', async () => {
    const client = clientWith((async () => json({ ok: true, payload: { _id: 'w1' } })) as typeof fetch);
    await expect(client.GET('/workflows/{id}', { path: { id: 'w1' } })).resolves.toEqual({ _id: 'w1' });
  });

  it('raises the server text with the HTTP status', async () => {
    const client = clientWith((async () =>
      json({ ok: false, error: 'Name is required' }, 400)) as typeof fetch);
    const error = await client.POST('/workflows', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Name is required', status: 400 });
  });

  it('keeps the code, feature, tier and limit of a locked feature or a limit reached (402)', async () => {
    const locked = clientWith((async () =>
      json(
        {
          ok: false,
          error: 'Video is available from the Growth plan: upgrade to use it',
          code: 'feature_locked',
          feature: 'video',
          tier: 'growth',
        },
        402,
      )) as typeof fetch);
    const error = await locked.GET('/videos').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Video is available from the Growth plan: upgrade to use it',
      status: 402,
      code: 'feature_locked',
      feature: 'video',
      tier: 'growth',
    });
    const limit = clientWith((async () =>
      json(
        {
          ok: false,
          error: 'Your plan allows 2 campaigns: upgrade to add more',
          code: 'limit_reached',
          feature: 'campaigns',
          limit: 2,
        },
        402,
      )) as typeof fetch);
    await expect(limit.POST('/workflows', { body: {} as never })).rejects.toMatchObject({
      code: 'limit_reached',
      feature: 'campaigns',
      limit: 2,
      tier: undefined,
    });
    // Fields of the wrong type are left out, and a plain failure has none.
    const odd = clientWith((async () =>
      json({ ok: false, error: 'No', code: 7, tier: ['x'] }, 400)) as typeof fetch);
    const plain = (await odd.GET('/videos').catch((e: unknown) => e)) as ApiError;
    expect([plain.code, plain.tier, plain.feature, plain.limit]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('raises "Something went wrong" when the server gives no text', async () => {
    const client = clientWith(
      (async () => new Response('<html>bad gateway</html>', { status: 502 })) as typeof fetch,
    );
    await expect(client.GET('/space/info')).rejects.toMatchObject({ message: GENERIC_ERROR, status: 502 });
  });

  it('treats a 200 without ok: true as a failure', async () => {
    const client = clientWith((async () => json({ payload: 1 })) as typeof fetch);
    await expect(client.GET('/config')).rejects.toMatchObject({ message: GENERIC_ERROR });
  });

  it('gives up after 45 s with "Response timed out, please try again"', async () => {
    vi.useFakeTimers();
    const never = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const pending = clientWith(never)
      .GET('/config')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(RESPONSE_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ message: TIMEOUT_MESSAGE });
  });

  it('sends JSON bodies with a content type, form data without one', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ ok: true, payload: null }),
    );
    const client = clientWith(fetchMock as typeof fetch);
    await client.POST('/labels', { body: { name: 'A', color: '#112233' } });
    const form = new FormData();
    form.set('file', 'x');
    await client.POST('/space/save_photo', { body: form });
    const [, jsonInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [, formInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((jsonInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(jsonInit.body).toBe('{"name":"A","color":"#112233"}');
    expect((formInit.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(formInit.body).toBe(form);
  });

  it('builds URLs without empty query values', () => {
    expect(buildUrl('', '/workflows', { query: '', offset: 0, archived_only: undefined })).toBe(
      '/api/workflows?offset=0',
    );
  });
});
