import { EmptyState, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ReactNode } from 'react';
import { errorText } from './customers-api';

/**
 * An admin list's states (customers, users, audit log): its error, a spinner while it loads, the
 * empty state when the filters match nothing, else `children` (the count, the table, the pager).
 */
export function ListStates({
  list,
  total,
  empty,
  children,
}: {
  list: { isError: boolean; error: unknown; isLoading: boolean };
  total: number;
  empty: { title: string; description: string };
  children: ReactNode;
}) {
  const t = useT('adminCustomers');
  if (list.isError) return <p role="alert">{errorText(list.error, t('error'))}</p>;
  if (list.isLoading) return <Spinner label={t('loading')} />;
  if (total === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return <>{children}</>;
}
