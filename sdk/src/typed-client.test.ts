import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client';
import { type ApiPayload, type ApiSchema, fillPath } from '@outreach/core/contract';

function recordingClient(payload: unknown = []) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const api = createApiClient({
    apiBase: () => '',
    token: () => 't',
    space: () => 's1',
    fetch: async (url, init) => {
      calls.push({ url: String(url), method: String(init?.method), body: init?.body });
      return new Response(JSON.stringify({ ok: true, payload }), { status: 200 });
    },
  });
  return { api, calls };
}

describe('the typed client (issue 12 item 3)', () => {
  it('fills path params, adds the query and the space, and resolves to the payload', async () => {
    const { api, calls } = recordingClient({ _id: 'l 1' });
    const removed = await api.DELETE('/labels/{id}', { path: { id: 'l 1' } });
    expect(removed).toEqual({ _id: 'l 1' });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/labels/l%201?space=s1' });

    await api.GET('/labels/fetch', { query: { type: 'profile' } });
    expect(calls[1]?.url).toBe('/api/labels/fetch?space=s1&type=profile');
  });

  it('sends the declared JSON body', async () => {
    const { api, calls } = recordingClient();
    await api.POST('/labels', { body: { name: 'Hot', color: '#ff0000' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/labels?space=s1' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ name: 'Hot', color: '#ff0000' });
  });

  it('refuses a path template whose param is missing at run time too', () => {
    expect(() => fillPath('/labels/{id}', {})).toThrow('the path parameter "id" is missing');
    expect(fillPath('/a/{x}/b/{y}', { x: 1, y: 'é' })).toBe('/a/1/b/%C3%A9');
  });

  it('types every call from the contract: wrong paths, params and bodies do not compile', () => {
    const { api } = recordingClient();
    expectTypeOf<ApiPayload<'get', '/labels/fetch'>>().toEqualTypeOf<ApiSchema<'Label'>[]>();
    // The lines below are compile-time checks: tsc fails if any of them stops being an error.
    const never = () => {
      // @ts-expect-error a path the API does not have
      void api.GET('/labels/nope');
      // @ts-expect-error DELETE /labels/{id} needs its id
      void api.DELETE('/labels/{id}');
      // @ts-expect-error the id is a string
      void api.DELETE('/labels/{id}', { path: { id: 5 } });
      // @ts-expect-error a label's name is a string
      void api.POST('/labels', { body: { name: 5 } });
      // @ts-expect-error GET has no body
      void api.GET('/labels/fetch', { body: {} });
    };
    expect(typeof never).toBe('function');
  });
});
