import { sessionStore } from '@outreach/sdk';
import { credentialJson } from '../campaign-nav/campaign.test-fixtures';
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body: unknown } | unknown;

/**
 * Mocks only `fetch`, at the network boundary: `routes` maps "METHOD /path" (no /api,
 * no query) to a payload or a handler; anything else answers 404. Returns the calls made.
 */
/** A failure's body: its text, or the fields of a failure that says more (a refused start's step and fix). */
function failureBody(payload: unknown) {
  return payload && typeof payload === 'object' ? { ok: false, ...payload } : { ok: false, error: payload };
}

export function serveApi(routes: Record<string, Handler | unknown>) {
  sessionStore.setState({ token: 'tok', space: 'space-1', selectedCredentialId: 'cred-1' });
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (route === undefined) {
      return new Response(JSON.stringify({ ok: false, error: 'Not found' }), { status: 404 });
    }
    const answer = typeof route === 'function' ? (route as Handler)(call) : route;
    if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer) {
      const { status, body: payload } = answer as { status: number; body: unknown };
      return new Response(JSON.stringify(status >= 400 ? failureBody(payload) : { ok: true, payload }), {
        status,
      });
    }
    return new Response(JSON.stringify({ ok: true, payload: answer }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The one LinkedIn account of the builder's tests. */
export const credentials = [credentialJson('cred-1', 'ada', 'Ada', 'Lovelace')];
