import { useSession } from '@outreach/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The react-query plumbing every admin page's API file shares: a query that waits for the session
 * token, a mutation that refreshes a group of queries once it succeeds, and the text of a failure.
 */

export interface AdminQueryOptions {
  /** Besides the session: whether the query may run (an id is known, a search is long enough). */
  enabled?: boolean;
  /** A paged or filtered list: keep showing the previous page while the next one loads. */
  keepPrevious?: boolean;
  staleTime?: number;
}

/** `load` under `key`, once signed in (and `enabled`). */
export function useAdminQuery<T>(
  key: readonly unknown[],
  load: () => Promise<T>,
  { enabled = true, keepPrevious = false, staleTime }: AdminQueryOptions = {},
) {
  const signedIn = Boolean(useSession((state) => state.token));
  return useQuery({
    queryKey: key,
    queryFn: load,
    enabled: signedIn && enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** A mutation that refreshes every query under `refreshKey` once it succeeds. */
export function useRefreshingMutation<Input, Output>(
  refreshKey: readonly unknown[],
  run: (input: Input) => Promise<Output>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: refreshKey }),
  });
}

/**
 * The message of a failed call (the API's text). With `fallback`: that text where the failure
 * carries no message; without: whatever the failure says.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (fallback === undefined) return error instanceof Error ? error.message : String(error);
  return error instanceof Error && error.message ? error.message : fallback;
}
