import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { getPrice, listPrices } from './admin-prices';
import * as routes from './billing-admin.routes';
import { brandBilling, setPriceFloor } from './brand-billing';
import { listPlans, planFeatures, updatePlanFeatures } from './plan-features';
import {
  createPrice,
  deletePrice,
  updatePrice,
  updatePriceDescription,
  updatePricePromo,
} from './price-changes';

/** The handlers of the white-labels' plans and prices, one per declaration of billing-admin.routes.ts. */
export function billingAdminHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    listPlans: async (c) =>
      c.json(okBody(await listPlans(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    getPlanFeatures: async (c) =>
      c.json(okBody(await planFeatures(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    updatePlanFeatures: async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        okBody(await updatePlanFeatures(deps, c.get('adminScope'), id, c.req.valid('json'))),
        200,
      );
    },
    listWhitelabelPrices: async (c) => {
      const { kind } = c.req.valid('query');
      return c.json(
        okBody(await listPrices(deps.db, c.get('adminScope'), c.req.valid('param').id, kind)),
        200,
      );
    },
    createPrice: async (c) =>
      c.json(
        okBody(await createPrice(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
        201,
      ),
    getPrice: async (c) =>
      c.json(okBody(await getPrice(deps.db, c.get('adminScope'), c.req.valid('param').priceId)), 200),
    updatePrice: async (c) => {
      const { priceId } = c.req.valid('param');
      return c.json(okBody(await updatePrice(deps, c.get('adminScope'), priceId, c.req.valid('json'))), 200);
    },
    updatePriceDescription: async (c) => {
      const { priceId } = c.req.valid('param');
      const price = await updatePriceDescription(deps, c.get('adminScope'), priceId, c.req.valid('json'));
      return c.json(okBody(price), 200);
    },
    updatePricePromo: async (c) => {
      const { priceId } = c.req.valid('param');
      return c.json(
        okBody(await updatePricePromo(deps, c.get('adminScope'), priceId, c.req.valid('json'))),
        200,
      );
    },
    deletePrice: async (c) =>
      c.json(okBody(await deletePrice(deps, c.get('adminScope'), c.req.valid('param').priceId)), 200),
    getWhitelabelBilling: async (c) =>
      c.json(okBody(await brandBilling(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    updatePriceFloor: async (c) =>
      c.json(
        okBody(await setPriceFloor(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
  };
}

/**
 * White-label plans and prices (issue 14, spec platform §7 Admin "billing prices list, get, create,
 * update, delete per brand; wl_prices; PUT /admin/billing/features/{id}; GET /admin/features/{id}"),
 * mounted at /admin. Platform admins for every brand, resellers for theirs.
 */
export function billingAdminRoutes(deps: AppDependencies) {
  const guardedRoutes = guardEach(routes, authenticate(deps), requireAdminScope(deps));
  return bindOperations(createRouter(), guardedRoutes, billingAdminHandlers(deps));
}
