import { api, sessionStore } from './session';

/**
 * issue 25: a signed-in page's session calls (user, workspace, features, credentials, seats, admin
 * check) start with the page, beside GET /api/config, instead of one after another once the
 * signed-in code has loaded and the route guard asks for them. The sdk's hooks then take the call
 * already under way (`sessionCall`) rather than making their own: each started call is used once,
 * only while it is fresh, and never after the token or the workspace has changed.
 *
 * React- and react-query-free: the shell's first bundle starts the calls.
 */
const calls = {
  user: () => api.GET('/users/fetch_user'),
  account: () => api.GET('/space/info'),
  features: () => api.GET('/space/features'),
  credentials: () => api.GET('/credentials/fetch'),
  seats: () => api.GET('/credentials/seats'),
  adminValidation: () => api.GET('/admin/validate'),
};

export type SessionCall = keyof typeof calls;
type Answer<K extends SessionCall> = ReturnType<(typeof calls)[K]>;

/** As long as a react-query answer is fresh (query.ts staleTime): an older started call is not used. */
const freshFor = 30_000;

let started: { at: number; answers: Map<SessionCall, Promise<unknown>> } | null = null;

/** Drops the calls started for another token or workspace. */
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token || state.space !== previous.space) started = null;
});

/** Starts every session call now (only with a token): the page's hooks pick them up. */
export function startSessionCalls(now = Date.now()): void {
  if (!sessionStore.getState().token) return;
  const answers = new Map<SessionCall, Promise<unknown>>();
  for (const name of Object.keys(calls) as SessionCall[]) {
    const answer = calls[name]();
    // Read by whichever hook takes it; a call no hook takes must not be an unhandled rejection.
    answer.catch(() => undefined);
    answers.set(name, answer);
  }
  started = { at: now, answers };
}

/** The answer of `name`: the call started with the page when there is a fresh one, else a new call. */
export function sessionCall<K extends SessionCall>(name: K, now = Date.now()): Answer<K> {
  const answer = started && now - started.at < freshFor ? started.answers.get(name) : undefined;
  started?.answers.delete(name);
  return (answer as Answer<K> | undefined) ?? (calls[name]() as Answer<K>);
}
