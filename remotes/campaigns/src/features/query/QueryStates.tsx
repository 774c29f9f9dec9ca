import { ErrorPanel, Spinner } from '@outreach/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What a page shows of its query: a spinner while it is pending, the error with Retry when it
 * failed, else `children` with the data (the list, the form, or its empty state).
 */
export function QueryStates<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
