import { api, useSession } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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

function useSignedIn() {
  return Boolean(useSession((state) => state.token));
}

export function useSpaceReport(from: string, to: string, brand = '') {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: opsKeys.spaceReport(from, to, brand),
    queryFn: () => api.GET('/admin/space_report', { query: { from, to, ...(brand ? { brand } : {}) } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useWlReport(from: string, to: string) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: opsKeys.wlReport(from, to),
    queryFn: () => api.GET('/admin/wl_report', { query: { from, to } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useHealthStatistics(brand = '') {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: opsKeys.statistics(brand),
    queryFn: () => api.GET('/admin/health/statistics', { query: brand ? { brand } : {} }),
    enabled,
  });
}

export const prepaidPageSize = 25;

export function usePrepaid(offset: number) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: opsKeys.prepaid(offset),
    queryFn: () => api.GET('/admin/prepaid_customers', { query: { offset, limit: prepaidPageSize } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useManagers(whitelabel: string) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: opsKeys.managers(whitelabel),
    queryFn: () => api.GET('/admin/whitelabels/{id}/managers', { path: { id: whitelabel } }),
    enabled,
  });
}

export function useHealthIndex(whitelabel: string) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: opsKeys.health(whitelabel),
    queryFn: () => api.GET('/admin/whitelabels/{id}/health_index', { path: { id: whitelabel } }),
    enabled,
  });
}

/** A mutation that refreshes the module's queries once it succeeds. */
export function useOpsMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

/** 'YYYY-MM-DD' in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function lastDays(days: number, now = new Date()): [string, string] {
  return [isoDay(new Date(now.getTime() - (days - 1) * 86_400_000)), isoDay(now)];
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
