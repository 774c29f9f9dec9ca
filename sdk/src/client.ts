/**
 * The typed API client: the client half of the `{ ok, payload } | { ok: false, error }`
 * contract of spec platform §7. Token and space come from the session store.
 */

// spec: platform §7 "Default timeout 45 s" and §8 "Response timed out, please try again".
export const RESPONSE_TIMEOUT_MS = 45_000;
export const TIMEOUT_MESSAGE = 'Response timed out, please try again';
export const GENERIC_ERROR = 'Something went wrong';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Origin of the API ('' = same origin as the page). */
  apiBase: () => string;
  token: () => string | null;
  space: () => string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export function buildUrl(apiBase: string, path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${apiBase.replace(/\/$/, '')}/api${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? RESPONSE_TIMEOUT_MS;

  async function request<T>(method: string, path: string, { query = {}, body, signal }: RequestOptions = {}) {
    const space = options.space();
    const url = buildUrl(options.apiBase(), path, { ...(space ? { space } : {}), ...query });
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const onAbort = () => timeout.abort();
    signal?.addEventListener('abort', onAbort);
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal: timeout.signal,
      });
    } catch (error) {
      if (timeout.signal.aborted && !signal?.aborted) throw new ApiError(TIMEOUT_MESSAGE, 408);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    const envelope = (await response.json().catch(() => null)) as
      | { ok: true; payload: T }
      | { ok: false; error?: unknown }
      | null;
    if (response.ok && envelope && envelope.ok === true) return envelope.payload;
    const text =
      envelope && envelope.ok === false && typeof envelope.error === 'string' ? envelope.error : '';
    throw new ApiError(text || GENERIC_ERROR, response.status);
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
