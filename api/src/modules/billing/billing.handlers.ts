import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { publicOrigin } from '../../public-url';
import { authenticate } from '../../platform/authenticate';
import { requireSpace } from '../../platform/space-access';
import { startCheckout } from './billing-checkout';
import * as routes from './billing.routes';
import { billingOverview, billingPrices, creditPrices, listInvoices } from './billing.service';
import {
  addPaymentMethod,
  customerPortal,
  removePaymentMethod,
  setPrimaryPaymentMethod,
} from './payment-methods';
import { changeSubscription, extendInfo, extendSubscription, upgradeInfo } from './subscription-changes';
import { handleEvent, verifyEvent } from './webhooks';

/** The handlers of /billing, one per declaration of billing.routes.ts. */
export function billingHandlers(deps: AppDependencies): Handlers<typeof routes> {
  const origin = (url: string) => ({ origin: publicOrigin(deps.publicUrl, url) });
  return {
    receiveStripeEvent: async (c) => {
      // The input guard kept the body's text as it came (input-guard.ts): the signature is over it.
      const raw = await c.req.text();
      const event = verifyEvent(deps, raw, c.req.header('stripe-signature'));
      return c.json(okBody(await handleEvent(deps, event)), 200);
    },
    getBillingOverview: async (c) => c.json(okBody(await billingOverview(deps, c.get('space'))), 200),
    listPrices: async (c) =>
      c.json(okBody(await billingPrices(deps, c.get('space'), c.req.valid('query'))), 200),
    getCheckout: async (c) => {
      const checkout = await startCheckout(
        deps,
        c.get('space'),
        c.req.valid('query'),
        origin(c.req.url),
        c.get('user').id,
      );
      return c.json(okBody(checkout), 200);
    },
    getExtendInfo: async (c) => c.json(okBody(await extendInfo(deps, c.get('space'))), 200),
    listCreditPrices: async (c) =>
      c.json(okBody(await creditPrices(deps, c.get('space'), c.req.valid('query').price_id)), 200),
    getUpgradeInfo: async (c) =>
      c.json(okBody(await upgradeInfo(deps, c.get('space'), c.req.valid('param').id)), 200),
    changeSubscription: async (c) =>
      c.json(okBody(await changeSubscription(deps, c.get('space'), c.req.valid('json').local_price_id)), 200),
    extendSubscription: async (c) => c.json(okBody(await extendSubscription(deps, c.get('space'))), 200),
    getCustomerPortal: async (c) =>
      c.json(okBody(await customerPortal(deps, c.get('space'), origin(c.req.url))), 200),
    addPaymentMethod: async (c) =>
      c.json(okBody(await addPaymentMethod(deps, c.get('space'), origin(c.req.url), c.get('user').id)), 200),
    deletePaymentMethod: async (c) =>
      c.json(okBody(await removePaymentMethod(deps, c.get('space'), c.req.valid('param').id)), 200),
    setPrimaryPaymentMethod: async (c) =>
      c.json(okBody(await setPrimaryPaymentMethod(deps, c.get('space'), c.req.valid('param').id)), 200),
    listInvoices: async (c) => c.json(okBody(await listInvoices(deps, c.get('space'))), 200),
  };
}

/**
 * /billing (issue 13, spec platform §7 Billing). Members read the overview, prices and
 * invoices; paying and payment methods are for workspace admins (platform admins count). The
 * Stripe webhook is public: its signature is its authentication.
 */
export function billingRoutes(deps: AppDependencies) {
  const auth = authenticate(deps);
  const { receiveStripeEvent, getBillingOverview, listPrices, listCreditPrices, listInvoices, ...paying } =
    routes;
  const guardedRoutes = {
    receiveStripeEvent,
    ...guardEach(
      { getBillingOverview, listPrices, listCreditPrices, listInvoices },
      auth,
      requireSpace(deps),
    ),
    ...guardEach(paying, auth, requireSpace(deps, { adminOnly: true })),
  };
  return bindOperations(createRouter(), guardedRoutes, billingHandlers(deps));
}
