import { ErrorPanel, Spinner } from '@outreach/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A list's first states: a spinner while its query is pending, an error panel with Retry when it
 * failed, else `children` with the data (the empty state or the table).
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorTitle,
  errorText,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  /** The failure's words for the panel (the API's message, else a fallback). */
  errorText: (error: unknown) => string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorPanel title={errorTitle} message={errorText(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
