import { vi } from 'vitest';

/** One request the page made, as the server would have read it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a handler answers: a payload (200 `{ ok: true }`) or an error (4xx `{ ok: false }`). */
export type MockAnswer = { payload: unknown } | { error: string; status?: number };

export type MockHandler = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

/**
 * `fetch` mocked at the boundary: handlers keyed by "METHOD /path" (the path after /api, `*`
 * matching one segment). Unknown calls answer 404 so a test sees them fail, not hang.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern = ''] = key.split(' ');
    const regex = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}$`);
    return { method, regex, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw instanceof FormData ? raw : undefined;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes.find((candidate) => candidate.method === method && candidate.regex.test(path));
    const answer: MockAnswer = route
      ? await route.handler(call)
      : { error: `No mock for ${method} ${path}`, status: 404 };
    const json =
      'payload' in answer ? { ok: true, payload: answer.payload } : { ok: false, error: answer.error };
    const status = 'payload' in answer ? 200 : (answer.status ?? 400);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to `method path`, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

type Listener = (payload: unknown) => void;

/**
 * The socket the sdk opens (socket.io-client is mocked with `socketIoMock` in a test's vi.mock), so
 * a test can push a server event to the page: `fakeSocket.receive('csv_import_progress', {...})`.
 */
export const fakeSocket = {
  listeners: new Map<string, Set<Listener>>(),
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  },
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  },
  emit: vi.fn(),
  disconnect: vi.fn(),
  receive(event: string, payload: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  },
  reset() {
    this.listeners.clear();
  },
};

/** socket.io-client answering `fakeSocket`: `vi.mock('socket.io-client', () => socketIoMock())`. */
export const socketIoMock = () => ({ io: () => fakeSocket });
