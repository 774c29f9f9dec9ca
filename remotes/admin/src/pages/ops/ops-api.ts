import { api } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useAdminQuery, useRefreshingMutation } from '../admin-query';

/**
 * The admin operations routes (issue 14, api/src/modules/admin-ops): managers, health index,
 * prepaid customers and reports, through the typed client.
 */
export type SpaceReport = ApiSchema<'SpaceReport'>;
export type WlReport = ApiSchema<'WlReport'>;
export type Manager = ApiSchema<'Manager'>;
export type PrepaidCustomer = ApiSchema<'PrepaidCustomer'>;
export type HealthIndex = ApiSchema<'HealthIndex'>;
export type HealthStatistics = ApiSchema<'HealthStatistics'>;

export const opsKeys = {
  all: ['admin', 'ops'] as const,
  spaceReport: (from: string, to: string, brand: string) =>
    [...opsKeys.all, 'space-report', from, to, brand] as const,
  wlReport: (from: string, to: string) => [...opsKeys.all, 'wl-report', from, to] as const,
  prepaid: (offset: number) => [...opsKeys.all, 'prepaid', offset] as const,
  managers: (whitelabel: string) => [...opsKeys.all, 'managers', whitelabel] as const,
  health: (whitelabel: string) => [...opsKeys.all, 'health', whitelabel] as const,
  statistics: (brand: string) => [...opsKeys.all, 'statistics', brand] as const,
};

export function useSpaceReport(from: string, to: string, brand = '') {
  return useAdminQuery(
    opsKeys.spaceReport(from, to, brand),
    () => api.GET('/admin/space_report', { query: { from, to, ...(brand ? { brand } : {}) } }),
    { keepPrevious: true },
  );
}

export function useWlReport(from: string, to: string) {
  return useAdminQuery(
    opsKeys.wlReport(from, to),
    () => api.GET('/admin/wl_report', { query: { from, to } }),
    { keepPrevious: true },
  );
}

export function useHealthStatistics(brand = '') {
  return useAdminQuery(opsKeys.statistics(brand), () =>
    api.GET('/admin/health/statistics', { query: brand ? { brand } : {} }),
  );
}

export const prepaidPageSize = 25;

export function usePrepaid(offset: number) {
  return useAdminQuery(
    opsKeys.prepaid(offset),
    () => api.GET('/admin/prepaid_customers', { query: { offset, limit: prepaidPageSize } }),
    { keepPrevious: true },
  );
}

export function useManagers(whitelabel: string) {
  return useAdminQuery(opsKeys.managers(whitelabel), () =>
    api.GET('/admin/whitelabels/{id}/managers', { path: { id: whitelabel } }),
  );
}

export function useHealthIndex(whitelabel: string) {
  return useAdminQuery(opsKeys.health(whitelabel), () =>
    api.GET('/admin/whitelabels/{id}/health_index', { path: { id: whitelabel } }),
  );
}

/** A mutation that refreshes the module's queries once it succeeds. */
export function useOpsMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  return useRefreshingMutation(opsKeys.all, run);
}

/** 'YYYY-MM-DD' in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function lastDays(days: number, now = new Date()): [string, string] {
  return [isoDay(new Date(now.getTime() - (days - 1) * 86_400_000)), isoDay(now)];
}

export { errorText } from '../admin-query';
