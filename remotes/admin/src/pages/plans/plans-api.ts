import { api, useSession } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * A white-label's plans, prices and price floor (issue 14, api/src/modules/billing-admin), as the
 * plans, pricing and billing sections read them.
 */
export type AdminPlan = ApiSchema<'AdminPlan'>;
export type AdminPrice = ApiSchema<'AdminPrice'>;
export type BrandBilling = ApiSchema<'AdminBrandBilling'>;
export type PlanBody = ApiBody<'put', '/admin/billing/features/{id}'>;
export type CreatePriceBody = ApiBody<'post', '/admin/whitelabels/{id}/prices'>;
export type UpdatePriceBody = ApiBody<'put', '/admin/billing/prices/{priceId}'>;
export type DescriptionBody = ApiBody<'put', '/admin/billing/prices/{priceId}/description'>;
export type PromoBody = ApiBody<'put', '/admin/billing/prices/{priceId}/promo'>;

export const plansKeys = {
  all: ['admin', 'plans'] as const,
  plans: (whitelabel: string) => [...plansKeys.all, whitelabel, 'plans'] as const,
  prices: (whitelabel: string) => [...plansKeys.all, whitelabel, 'prices'] as const,
  price: (priceId: string) => [...plansKeys.all, 'price', priceId] as const,
  billing: (whitelabel: string) => [...plansKeys.all, whitelabel, 'billing'] as const,
};

function useAdminQuery<T>(key: readonly unknown[], load: () => Promise<T>, enabled = true) {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: key, queryFn: load, enabled: Boolean(token) && enabled });
}

export function usePlans(whitelabel: string) {
  return useAdminQuery(
    plansKeys.plans(whitelabel),
    () => api.GET('/admin/whitelabels/{id}/plans', { path: { id: whitelabel } }),
    whitelabel !== '',
  );
}

export function usePrices(whitelabel: string) {
  return useAdminQuery(
    plansKeys.prices(whitelabel),
    () => api.GET('/admin/whitelabels/{id}/prices', { path: { id: whitelabel } }),
    whitelabel !== '',
  );
}

export function usePrice(priceId: string) {
  return useAdminQuery(
    plansKeys.price(priceId),
    () => api.GET('/admin/billing/prices/{priceId}', { path: { priceId } }),
    priceId !== '',
  );
}

export function useBrandBilling(whitelabel: string) {
  return useAdminQuery(
    plansKeys.billing(whitelabel),
    () => api.GET('/admin/whitelabels/{id}/billing', { path: { id: whitelabel } }),
    whitelabel !== '',
  );
}

export const plansApi = {
  savePlan: (planId: string, body: PlanBody) =>
    api.PUT('/admin/billing/features/{id}', { path: { id: planId }, body }),
  createPrice: (whitelabel: string, body: CreatePriceBody) =>
    api.POST('/admin/whitelabels/{id}/prices', { path: { id: whitelabel }, body }),
  updatePrice: (priceId: string, body: UpdatePriceBody) =>
    api.PUT('/admin/billing/prices/{priceId}', { path: { priceId }, body }),
  description: (priceId: string, body: DescriptionBody) =>
    api.PUT('/admin/billing/prices/{priceId}/description', { path: { priceId }, body }),
  promo: (priceId: string, body: PromoBody) =>
    api.PUT('/admin/billing/prices/{priceId}/promo', { path: { priceId }, body }),
  deletePrice: (priceId: string) => api.DELETE('/admin/billing/prices/{priceId}', { path: { priceId } }),
  priceFloor: (whitelabel: string, priceFloor: Record<string, number>) =>
    api.PUT('/admin/whitelabels/{id}/price_floor', {
      path: { id: whitelabel },
      body: { price_floor: priceFloor },
    }),
};

/** After a save: the brand's plans, prices and floor are read again. */
export function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: plansKeys.all });
}

/** The message of a failed call (the API's text). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "49.5" → 4950; null when not a non-negative amount. */
export function toCents(units: string): number | null {
  const value = Number(units.replace(',', '.'));
  if (units.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}

/** A whole number of at least `min`, or null. */
export function toWhole(text: string, min = 0): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min ? value : null;
}
