import { api } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useAdminQuery, useRefreshingMutation } from '../admin-query';
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

export function useAdminConfig() {
  return useAdminQuery(customerKeys.config, () => api.GET('/admin/config'), { staleTime: 60_000 });
}

export function useCustomers(filters: CustomerFilters) {
  return useAdminQuery(
    customerKeys.list(filters),
    () => api.GET('/admin/customers', { query: filtersToQuery(filters) }),
    { keepPrevious: true },
  );
}

export function useCustomerInfo(id: string) {
  return useAdminQuery(customerKeys.info(id), () =>
    api.GET('/admin/customers/{id}/customer_info', { path: { id } }),
  );
}

export function useAdminUsers(offset: number, q: string, adminsOnly: boolean) {
  return useAdminQuery(
    customerKeys.users(offset, q, adminsOnly),
    () =>
      api.GET('/admin/users', {
        query: {
          offset,
          limit: usersPageSize,
          ...(q ? { q } : {}),
          ...(adminsOnly ? { admins_only: 'true' as const } : {}),
        },
      }),
    { keepPrevious: true },
  );
}

export function useUserSpaces(id: string | null) {
  return useAdminQuery(
    customerKeys.userSpaces(id ?? ''),
    () => api.GET('/admin/users/{id}/spaces', { path: { id: id ?? '' } }),
    { enabled: Boolean(id) },
  );
}

export function useAudit(query: Record<string, string | number>) {
  return useAdminQuery(
    customerKeys.audit(query),
    () => api.GET('/admin/audit', { query: { ...query, limit: auditPageSize } }),
    { keepPrevious: true },
  );
}

export function useStripeCustomers(q: string) {
  return useAdminQuery(
    customerKeys.stripe(q.trim()),
    () => api.GET('/admin/stripe/customers/fetch', { query: { q: q.trim() } }),
    { enabled: q.trim().length > 2 },
  );
}

/** A mutation that refreshes every admin query once it succeeds (lists, the customer, users, audit). */
export function useAdminMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  return useRefreshingMutation(['admin'], run);
}

export { errorText } from '../admin-query';
