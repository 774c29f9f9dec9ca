import type { ApiSchema } from '@outreach/core/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountKeys, adminValidationKey } from './query-keys';
import { api } from './session';
import { type StartedSession, startedSession } from './session-start';

export { sessionAnswered, startSessionCalls } from './session-start';

/**
 * issue 25: a signed-in page's session calls (user, workspace, features, credentials, seats, admin
 * check) are answered by one call, GET /api/bootstrap, started with the page beside GET /api/config,
 * instead of six calls one after another once the signed-in code has loaded and the route guard
 * asks for them. Its answer reaches the hooks two ways: `seedSessionQueries` puts each part in the
 * react-query cache under its hook's key once the query client exists, and a hook that asks before
 * (`sessionCall`) takes its part from the call under way. Each part is used once, only while it is
 * fresh, and never after the token or the workspace has changed.
 *
 * A part the API refused (`ok: false`: the same status and error its own route would answer, e.g.
 * features of a blocked workspace) is not seeded: its hook makes its own call, which gets that
 * answer through the client as before (token renewal, the page's error listeners, the guard reading
 * the query's error). So does every hook when the bootstrap call itself failed.
 *
 * React-free, react-query-free at run time (types only). The call itself starts in session-start.ts,
 * the only part in the shell's first bundle.
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
type Bootstrap = ApiSchema<'Bootstrap'>;

export { adminValidationKey };

/** The react-query key each part is seeded under, for the workspace the page started in. */
export type SessionKeys = Record<SessionCall, (space: string | null) => QueryKey>;

/** The sdk hooks' keys (account.ts); the shell adds the seats query's own (credential-api.ts). */
const sdkKeys: Omit<SessionKeys, 'seats'> = {
  user: () => accountKeys.user(),
  account: accountKeys.account,
  features: accountKeys.features,
  credentials: accountKeys.credentials,
  adminValidation: () => adminValidationKey,
};

/** As long as a react-query answer is fresh (query.ts staleTime): an older started call is not used. */
const freshFor = 30_000;

/** The payload of `name` in the answer, or null when the API refused that part. */
function partOf(answer: Bootstrap, name: SessionCall): { payload: unknown } | null {
  if (name === 'user') return { payload: answer.user };
  const part = answer[name];
  return part.ok ? { payload: part.payload } : null;
}

/** The part of the call under way for `name` when fresh and not yet taken (it is taken now), else null. */
function take(name: SessionCall, now: number): StartedSession | null {
  const started = startedSession();
  const fresh = started && now - started.at < freshFor && !started.taken.has(name) ? started : null;
  started?.taken.add(name);
  return fresh;
}

/**
 * The answer of `name`: its part of the bootstrap call started with the page when there is a fresh
 * one the API answered, else its own call (a refused part, a failed bootstrap, a later refetch).
 */
export function sessionCall<K extends SessionCall>(name: K, now = Date.now()): Answer<K> {
  const fresh = take(name, now);
  if (!fresh) return calls[name]() as Answer<K>;
  return fresh.answer
    .then((answer) => partOf(answer, name))
    .catch(() => null)
    .then((part) => (part ? part.payload : calls[name]())) as Answer<K>;
}

/**
 * Seeds `client` with the bootstrap call's parts, each under its hook's key (`sdkKeys`, and the
 * shell's `keys`), once the answer arrives: the hooks then read the cache instead of fetching. A
 * part a hook already took, a refused part, an answer for another token or workspace, or one no
 * longer fresh is left out. Resolves when done (nothing to do: at once).
 */
export async function seedSessionQueries(
  client: Pick<QueryClient, 'setQueryData'>,
  keys: Pick<SessionKeys, 'seats'>,
  now: () => number = Date.now,
): Promise<void> {
  const seeding = startedSession();
  if (!seeding) return;
  const answer = await seeding.answer.catch(() => null);
  const answeredAt = now();
  if (!answer || startedSession() !== seeding || answeredAt - seeding.at >= freshFor) return;
  const allKeys: SessionKeys = { ...sdkKeys, ...keys };
  for (const name of Object.keys(allKeys) as SessionCall[]) {
    const part = seeding.taken.has(name) ? null : partOf(answer, name);
    if (!part) continue;
    seeding.taken.add(name);
    client.setQueryData(allKeys[name](seeding.space), part.payload, { updatedAt: answeredAt });
  }
}
