import { seedSessionQueries, sessionAnswered, sessionStore } from '@outreach/sdk';
import { prefetchPageData } from '@outreach/sdk/page-data';
import { createQueryClient } from '@outreach/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { credentialKeys } from '../pages/credentials/credential-api';

/**
 * The signed-in pages' query cache. It starts with the session answers the page's bootstrap call
 * brought (issue 25, sdk early-session.ts), under the hooks' own keys, so the route guard and the
 * header fetch none again. One cache per sign-in (token), not per mount: React throws away the
 * state of a first mount that suspends (a lazy part below without a Suspense of its own, as on
 * /crm) and runs the initialiser again, and a second cache got nothing (each part is seeded once),
 * so all six session calls went out again.
 */
let cache: { token: string | null; client: QueryClient } | null = null;

export function signedInQueryClient(): QueryClient {
  const { token } = sessionStore.getState();
  if (cache?.token === token) return cache.client;
  const client = createQueryClient();
  void seedSessionQueries(client, { seats: credentialKeys.seats });
  cache = { token, client };
  return client;
}

/**
 * issue 25: the page's first data (sdk page-data.ts) as soon as the session has answered, beside
 * the remote's code, rather than once the signed-in code has loaded and the guard has rendered
 * (GuardedRoutes asks again then: a query under way or fresh is not fetched twice). Nothing when
 * the session call failed: the guard decides where that page goes.
 */
export async function prefetchFirstPageData(pathname: string, search: string): Promise<void> {
  if (!(await sessionAnswered())) return;
  await prefetchPageData(signedInQueryClient(), pathname, search);
}
