import { api, useSession } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CustomerFilters, filtersToQuery } from './filters';

/**
 * The admin customers, users, audit and config routes (issue 14, api/src/modules/admin) through the
 * typed client, as react-query hooks.
 */
export type Customer = ApiSchema<'AdminCustomer'>;
export type CustomersPage = ApiSchema<'AdminCustomersPage'>;
export type CustomerInfo = ApiSchema<'AdminCustomerInfo'>;
export type AdminConfig = ApiSchema<'AdminConfig'>;
export type AdminUser = ApiSchema<'AdminUser'>;
export type AdminUserSpaces = ApiSchema<'AdminUserSpaces'>;
export type AuditEntry = ApiSchema<'AdminAuditEntry'>;

export const customersPageSize = 25;
export const usersPageSize = 10;
export const auditPageSize = 25;

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, 'list', filters] as const,
  info: (id: string) => [...customerKeys.all, 'info', id] as const,
  config: ['admin', 'config'] as const,
  users: (offset: number, q: string, adminsOnly: boolean) =>
    ['admin', 'users', offset, q, adminsOnly] as const,
  userSpaces: (id: string) => ['admin', 'users', 'spaces', id] as const,
  audit: (query: Record<string, string | number>) => ['admin', 'audit', query] as const,
  stripe: (q: string) => ['admin', 'stripe-customers', q] as const,
};

function useSignedIn() {
  return Boolean(useSession((state) => state.token));
}

export function useAdminConfig() {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: customerKeys.config,
    queryFn: () => api.GET('/admin/config'),
    enabled,
    staleTime: 60_000,
  });
}

export function useCustomers(filters: CustomerFilters) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: customerKeys.list(filters),
    queryFn: () => api.GET('/admin/customers', { query: filtersToQuery(filters) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCustomerInfo(id: string) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: customerKeys.info(id),
    queryFn: () => api.GET('/admin/customers/{id}/customer_info', { path: { id } }),
    enabled,
  });
}

export function useAdminUsers(offset: number, q: string, adminsOnly: boolean) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: customerKeys.users(offset, q, adminsOnly),
    queryFn: () =>
      api.GET('/admin/users', {
        query: {
          offset,
          limit: usersPageSize,
          ...(q ? { q } : {}),
          ...(adminsOnly ? { admins_only: 'true' as const } : {}),
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useUserSpaces(id: string | null) {
  const enabled = useSignedIn() && Boolean(id);
  return useQuery({
    queryKey: customerKeys.userSpaces(id ?? ''),
    queryFn: () => api.GET('/admin/users/{id}/spaces', { path: { id: id ?? '' } }),
    enabled,
  });
}

export function useAudit(query: Record<string, string | number>) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: customerKeys.audit(query),
    queryFn: () => api.GET('/admin/audit', { query: { ...query, limit: auditPageSize } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useStripeCustomers(q: string) {
  const enabled = useSignedIn() && q.trim().length > 2;
  return useQuery({
    queryKey: customerKeys.stripe(q.trim()),
    queryFn: () => api.GET('/admin/stripe/customers/fetch', { query: { q: q.trim() } }),
    enabled,
  });
}

/** A mutation that refreshes every admin query once it succeeds (lists, the customer, users, audit). */
export function useAdminMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
