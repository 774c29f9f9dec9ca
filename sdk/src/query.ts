import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/**
 * Not part of the sdk's main entry (a federation singleton that every page loads): the
 * sign-in page needs no react-query, so the shell loads it with the signed-in app only.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers are final: retrying them only delays the message the user needs.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
