import { useBusyAction } from '@outreach/design-system';
import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminQuery } from '../admin-query';

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

export function usePlans(whitelabel: string) {
  return useAdminQuery(
    plansKeys.plans(whitelabel),
    () => api.GET('/admin/whitelabels/{id}/plans', { path: { id: whitelabel } }),
    { enabled: whitelabel !== '' },
  );
}

export function usePrices(whitelabel: string) {
  return useAdminQuery(
    plansKeys.prices(whitelabel),
    () => api.GET('/admin/whitelabels/{id}/prices', { path: { id: whitelabel } }),
    { enabled: whitelabel !== '' },
  );
}

export function usePrice(priceId: string) {
  return useAdminQuery(
    plansKeys.price(priceId),
    () => api.GET('/admin/billing/prices/{priceId}', { path: { priceId } }),
    { enabled: priceId !== '' },
  );
}

export function useBrandBilling(whitelabel: string) {
  return useAdminQuery(
    plansKeys.billing(whitelabel),
    () => api.GET('/admin/whitelabels/{id}/billing', { path: { id: whitelabel } }),
    { enabled: whitelabel !== '' },
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

/**
 * One save at a time: `run(send)` sends, then reads the plans, prices and floor again; while it
 * runs `busy`, and the API's refusal stays in `error`. Resolves true when the save went through.
 */
export function usePlansSave() {
  const refresh = useRefreshPlans();
  const action = useBusyAction();
  const run = (send: () => Promise<unknown>) =>
    action.run(async () => {
      await send();
      await refresh();
    });
  return { busy: action.busy, error: action.error, run };
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
