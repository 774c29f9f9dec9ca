import { sessionStore } from '@outreach/sdk';
import type { CampaignJson, StepJson } from '@outreach/core/outreach';
import { vi } from 'vitest';

/** A campaign as GET /api/workflows/{id} answers it. */
export function campaignJson(overrides: Partial<CampaignJson> = {}): CampaignJson {
  return {
    _id: 'wf-1',
    name: 'Spring outreach',
    status: 'draft',
    type: 'simple',
    sequences_type: 'simple',
    is_email_only: false,
    position: 0,
    is_existing_people: false,
    is_include_talked_before: false,
    is_only_premium: false,
    is_link_tracking: false,
    is_open_tracking: false,
    is_ai_targeting: false,
    ai_targeting_settings: null,
    is_ai_employee: false,
    ai_employee_id: null,
    custom_domain: null,
    connection_daily_limit: null,
    settings: {},
    credentials: ['cred-1'],
    sequence: [],
    sequences_nodes: [],
    searches: [],
    percent_complete: 0,
    revision: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function stepJson(key: string, number: number, overrides: Partial<StepJson> = {}): StepJson {
  return { key, number, kind: 'view_profile', wait_days: number === 1 ? 0 : 2, wait_hours: 0, ...overrides };
}

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
      return new Response(
        JSON.stringify(status >= 400 ? { ok: false, error: payload } : { ok: true, payload }),
        {
          status,
        },
      );
    }
    return new Response(JSON.stringify({ ok: true, payload: answer }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const credentials = [
  {
    _id: 'cred-1',
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    status: 'active',
    automation_type: 'cloud',
  },
];
