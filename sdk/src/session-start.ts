import type { ApiSchema } from '@outreach/core/contract';
import type { SessionCall } from './early-session';
import { api, sessionStore } from './session';

/**
 * issue 25: the start of a signed-in page's GET /api/bootstrap (early-session.ts), on its own so
 * the shell's first bundle holds only this: taking the answer's parts and seeding the query cache
 * (early-session.ts, with the hooks' query keys) is signed-in code, and the sign-in page carries
 * none of it.
 */
export interface StartedSession {
  at: number;
  space: string | null;
  answer: Promise<ApiSchema<'Bootstrap'>>;
  /** The parts a hook or the cache has taken: each is used once. */
  taken: Set<SessionCall>;
}

let started: StartedSession | null = null;

/** Drops the call started for another token or workspace. */
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token || state.space !== previous.space) started = null;
});

/** The call started with the page for the current token and workspace, if any. */
export function startedSession(): StartedSession | null {
  return started;
}

/** Starts GET /bootstrap now (only with a token): the page's hooks pick up its parts. */
export function startSessionCalls(now = Date.now()): void {
  const { token, space } = sessionStore.getState();
  if (!token) return;
  const answer = api.GET('/bootstrap');
  // Read by whichever hook takes a part; a call nothing reads must not be an unhandled rejection.
  answer.catch(() => undefined);
  started = { at: now, space, answer, taken: new Set() };
}

/**
 * Whether the bootstrap call started with the page has answered for this token and workspace (the
 * session is good): false at once when none was started, or when it failed or was dropped.
 */
export async function sessionAnswered(): Promise<boolean> {
  const call = started;
  if (!call) return false;
  const answer = await call.answer.catch(() => null);
  return answer !== null && started === call;
}
