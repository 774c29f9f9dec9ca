/**
 * spec platform §4 session rules, as pure decisions the shell applies (app/SessionErrors.tsx):
 * - "A 401 on a non-public page redirects to /auth/sign-in after about 0.8 s."
 * - "Code 403 on token validation shows the message for 15 s with 'You are going to be
 *   redirected in 15 seconds', then the search string is cleared."
 * - "'Failed to fetch' redirects to /error."
 * The fourth rule ('Token is not valid' → create a new token and retry once) lives in the sdk
 * client (`shouldRenewToken`), which retries the call; a call still refused after that
 * arrives here as a 401.
 */

/**
 * spec platform §2: "a path containing auth, error or /v/ counts as a public page"
 * (the 401 rule does not redirect from these).
 */
export function isPublicPage(pathname: string): boolean {
  return /auth|error|\/v\//i.test(pathname);
}

export const SIGN_IN_REDIRECT_DELAY_MS = 800;
/** spec platform §9 "Redirect delay 15 s". */
export const FORBIDDEN_REDIRECT_SECONDS = 15;
export const ERROR_PAGE_PATH = '/error';
/**
 * Not in the spec: before a failed call sends the user to /error, the server is asked once more
 * (GET /health after this delay). A call cut off because the page is being left (a reload
 * cancels what is in flight) or a single dropped connection then costs nothing; an unreachable
 * server still lands on /error, half a second later.
 */
export const OFFLINE_CONFIRM_DELAY_MS = 500;

/** True when the server still does not answer: `probe` throws (no answer at all). Any answer, even an error status, means it is reachable. */
export async function serverUnreachable(
  probe: () => Promise<unknown>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  await wait(OFFLINE_CONFIRM_DELAY_MS);
  try {
    await probe();
    return false;
  } catch {
    return true;
  }
}

/**
 * What fetch rejects with when no answer came back: Chromium says 'Failed to fetch', Firefox
 * and Safari word it their own way.
 */
export const networkFailureMessages = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
] as const;

/**
 * The calls that validate the session and its workspace (the spec's token validation): a 403
 * there, with a space asked for, means that workspace is not the user's to see.
 */
export const sessionValidationPaths = ['/auth/validate_token', '/space/info'] as const;

/** The parts of the sdk's ApiErrorEvent these rules read. */
export interface SessionFailure {
  status: number | null;
  message: string;
  path: string;
  hadToken: boolean;
  hadSpace: boolean;
}

export type SessionErrorAction =
  | { type: 'sign-in'; to: string; delayMs: number }
  | { type: 'forbidden'; message: string; seconds: number }
  | { type: 'error-page'; to: string }
  | { type: 'none' };

export function sessionErrorAction(failure: SessionFailure, pathname: string): SessionErrorAction {
  if (failure.status === null) {
    const offline = (networkFailureMessages as readonly string[]).includes(failure.message);
    return offline && pathname !== ERROR_PAGE_PATH
      ? { type: 'error-page', to: ERROR_PAGE_PATH }
      : { type: 'none' };
  }
  if (failure.status === 401) {
    // Wrong passwords on the sign-in page are 401s too: only a session that was sent counts.
    if (!failure.hadToken || isPublicPage(pathname)) return { type: 'none' };
    return { type: 'sign-in', to: '/auth/sign-in', delayMs: SIGN_IN_REDIRECT_DELAY_MS };
  }
  if (
    failure.status === 403 &&
    failure.hadSpace &&
    (sessionValidationPaths as readonly string[]).includes(failure.path)
  ) {
    return { type: 'forbidden', message: failure.message, seconds: FORBIDDEN_REDIRECT_SECONDS };
  }
  return { type: 'none' };
}

/** Seconds left on the 403 countdown after `elapsedMs` (never below zero). */
export function forbiddenSecondsLeft(elapsedMs: number, seconds = FORBIDDEN_REDIRECT_SECONDS): number {
  return Math.max(0, seconds - Math.floor(elapsedMs / 1000));
}

/**
 * The realtime half: `authorization {ok: false}` answering `server_create_connection` means
 * the socket's token was refused, and the session ends. A refused workspace alone (the token
 * is fine) is left to the HTTP calls' 403 rule, so an admin viewing a customer is not signed out.
 */
export function realtimeAuthorizationAction(payload: unknown): 'sign-out' | 'none' {
  if (!payload || typeof payload !== 'object') return 'none';
  const { ok, error } = payload as { ok?: unknown; error?: unknown };
  if (ok !== false) return 'none';
  return error === undefined || error === 'Token is not valid' ? 'sign-out' : 'none';
}
