import { fillPath, type TypedApi } from '@outreach/core/contract';

/**
 * The typed API client: the client half of the `{ ok, payload } | { ok: false, error }`
 * contract of spec platform §7. Token and space come from the session store.
 */

// spec: platform §7 "Default timeout 45 s" and §8 "Response timed out, please try again".
export const RESPONSE_TIMEOUT_MS = 45_000;
export const TIMEOUT_MESSAGE = 'Response timed out, please try again';
export const GENERIC_ERROR = 'Something went wrong';

/** What a failure body may add beside `error` (a locked feature: code, feature, tier; a limit: limit). */
export interface ApiErrorDetails {
  /** 'feature_locked' or 'limit_reached' (402, issue 13); other codes may come later. */
  code?: string;
  /** The feature flag (or the limited feature: campaigns, email_integrations). */
  feature?: string;
  /** The lowest tier whose plan includes the feature. */
  tier?: string;
  /** The plan's limit that was reached. */
  limit?: number;
  /** A refused campaign start (issue 26): the step at fault, its kind, and the path of the fix. */
  step_number?: number;
  step_kind?: string;
  fix?: string;
}

export class ApiError extends Error {
  readonly code?: string;
  readonly feature?: string;
  readonly tier?: string;
  readonly limit?: number;
  /** A refused campaign start: the step at fault (number, kind) and where it is fixed. */
  readonly stepNumber?: number;
  readonly stepKind?: string;
  readonly fix?: string;

  constructor(
    message: string,
    readonly status: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code;
    this.feature = details.feature;
    this.tier = details.tier;
    this.limit = details.limit;
    this.stepNumber = details.step_number;
    this.stepKind = details.step_kind;
    this.fix = details.fix;
  }
}

/** The code, feature, tier and limit of a failure body, those of the right type only. */
export function errorDetails(body: unknown): ApiErrorDetails {
  if (!body || typeof body !== 'object') return {};
  const { code, feature, tier, limit, step_number, step_kind, fix } = body as Record<string, unknown>;
  const details: ApiErrorDetails = {};
  if (typeof code === 'string') details.code = code;
  if (typeof feature === 'string') details.feature = feature;
  if (typeof tier === 'string') details.tier = tier;
  if (typeof limit === 'number') details.limit = limit;
  if (typeof step_number === 'number') details.step_number = step_number;
  if (typeof step_kind === 'string') details.step_kind = step_kind;
  // Only a path of this product: a link built from it never leaves the app.
  if (typeof fix === 'string' && fix.startsWith('/') && !fix.startsWith('//')) details.fix = fix;
  return details;
}

/** The API's answer to a missing, expired or revoked token (spec platform §4 token handling). */
export const TOKEN_NOT_VALID = 'Token is not valid';
/** The path that issues a fresh token; never renewed itself. */
export const CREATE_TOKEN_PATH = '/auth/create_token';

/**
 * A request that failed, as global listeners see it (spec platform §4: 401, 403,
 * 'Token is not valid' and 'Failed to fetch' are handled for the whole page, by the shell).
 * The caller still gets the same rejection (ApiError or the network error) as before.
 */
export interface ApiErrorEvent {
  /** The rejection the caller receives. */
  error: unknown;
  /** HTTP status; null when no response arrived (network failure). */
  status: number | null;
  message: string;
  method: string;
  /** The path as requested, without /api and query: '/space/info'. */
  path: string;
  /** The request carried a token. */
  hadToken: boolean;
  /** The request carried a space. */
  hadSpace: boolean;
}

export type ApiErrorListener = (event: ApiErrorEvent) => void;

const apiErrorListeners = new Set<ApiErrorListener>();

/** Listen to every failed API call of the page; returns the unsubscribe function. */
export function onApiError(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => {
    apiErrorListeners.delete(listener);
  };
}

function reportApiError(event: ApiErrorEvent) {
  for (const listener of [...apiErrorListeners]) {
    try {
      listener(event);
    } catch {
      // a listener's failure must not change what the caller receives
    }
  }
}

/**
 * spec platform §4: "'Token is not valid' → the token is renewed (POST /auth/create_token)
 * and the request retried", once per request, and only for a request that carried a token.
 */
export function shouldRenewToken(failure: {
  message: string;
  hadToken: boolean;
  path: string;
  alreadyRetried: boolean;
}): boolean {
  return (
    failure.message === TOKEN_NOT_VALID &&
    failure.hadToken &&
    !failure.alreadyRetried &&
    failure.path !== CREATE_TOKEN_PATH
  );
}

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

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
  /**
   * Gets a fresh token after 'Token is not valid' (resolves true when the session now
   * holds one); the failed request is then retried once. Without it nothing is renewed.
   */
  renewToken?: () => Promise<boolean>;
}

/**
 * The client the shell and the remotes call: one typed function per method (api/typed-client.ts),
 * nothing that takes a free path, so a call to a path, param or body the API does not declare
 * fails `tsc`.
 */
export type ApiClient = TypedApi;

export function buildUrl(apiBase: string, path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${apiBase.replace(/\/$/, '')}/api${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? RESPONSE_TIMEOUT_MS;

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const sentToken = options.token();
    const context = { method, path, hadToken: Boolean(sentToken), hadSpace: Boolean(options.space()) };
    try {
      return await send<T>(method, path, requestOptions);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const renew = options.renewToken;
      if (
        error instanceof ApiError &&
        renew &&
        shouldRenewToken({ message, hadToken: context.hadToken, path, alreadyRetried: false }) &&
        // Another call may have renewed the token meanwhile: then just retry with it.
        ((options.token() !== null && options.token() !== sentToken) || (await renew().catch(() => false)))
      ) {
        try {
          return await send<T>(method, path, requestOptions);
        } catch (retryError) {
          report(retryError, context);
          throw retryError;
        }
      }
      report(error, context);
      throw error;
    }
  }

  function report(error: unknown, context: Omit<ApiErrorEvent, 'error' | 'status' | 'message'>) {
    // A request the caller cancelled is not a failure of the session.
    if (error instanceof Error && error.name === 'AbortError') return;
    reportApiError({
      ...context,
      error,
      status: error instanceof ApiError ? error.status : null,
      message: error instanceof Error ? error.message : String(error),
    });
  }

  async function send<T>(method: string, path: string, { query = {}, body, signal }: RequestOptions) {
    const space = options.space();
    const url = buildUrl(options.apiBase(), path, { ...(space ? { space } : {}), ...query });
    const { headers, payload } = requestBody(options.token(), body);

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const onAbort = () => timeout.abort();
    signal?.addEventListener('abort', onAbort);
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method,
        headers,
        body: payload,
        signal: timeout.signal,
      });
    } catch (error) {
      if (timeout.signal.aborted && !signal?.aborted) throw new ApiError(TIMEOUT_MESSAGE, 408);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    return payloadOf<T>(response);
  }

  /** The typed calls (api/typed-client.ts): the path filled from `path`, then the same request. */
  function typed(method: string) {
    return (
      template: string,
      init: { path?: object; query?: object; body?: unknown; signal?: AbortSignal } = {},
    ) =>
      request(method, fillPath(template, init.path as Record<string, unknown> | undefined), {
        query: init.query as Record<string, QueryValue> | undefined,
        body: init.body,
        signal: init.signal,
      });
  }

  return {
    GET: typed('GET') as TypedApi['GET'],
    POST: typed('POST') as TypedApi['POST'],
    PUT: typed('PUT') as TypedApi['PUT'],
    PATCH: typed('PATCH') as TypedApi['PATCH'],
    DELETE: typed('DELETE') as TypedApi['DELETE'],
  };
}

/** The headers of a call (the token, JSON unless the body is a form) and the body as sent. */
function requestBody(token: string | null | undefined, body: unknown) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body);
  return { headers, payload };
}

/** The envelope's payload, or an ApiError with the API's message (or the generic one) and its details. */
async function payloadOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json().catch(() => null)) as
    | { ok: true; payload: T }
    | { ok: false; error?: unknown }
    | null;
  if (response.ok && envelope && envelope.ok === true) return envelope.payload;
  const text = envelope && envelope.ok === false && typeof envelope.error === 'string' ? envelope.error : '';
  throw new ApiError(text || GENERIC_ERROR, response.status, errorDetails(envelope));
}
