import { billingMessages } from '@outreach/core/billing';
import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  createRoute,
  createRouter,
  failure,
  guarded,
  idParams,
  jsonBody,
  okBody,
  success,
} from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { publicOrigin } from '../../public-url';
import { authenticate } from '../../platform/authenticate';
import { SpaceInfoSchema } from '../spaces';
import { requireSpace } from '../../platform/space-access';
import {
  BillingOverviewSchema,
  BillingPricesSchema,
  CreditPricesSchema,
  changeSubscriptionInput,
  checkoutQuery,
  creditPricesQuery,
  InvoicesSchema,
  PaymentInfoSchema,
  PaymentMethodsSchema,
  priceIdParams,
  pricesQuery,
  RedirectSchema,
  UrlSchema,
  upgradeInfoQuery,
  WebhookReceivedSchema,
} from './billing.schema';
import { startCheckout } from './billing-checkout';
import {
  billingApiMessages,
  billingOverview,
  billingPrices,
  creditPrices,
  listInvoices,
} from './billing.service';
import {
  addPaymentMethod,
  customerPortal,
  removePaymentMethod,
  setPrimaryPaymentMethod,
} from './payment-methods';
import { changeSubscription, extendInfo, extendSubscription, upgradeInfo } from './subscription-changes';
import { billingErrors } from './stripe-sync';
import { handleEvent, verifyEvent } from './webhooks';

const tags = ['Billing'] as const;

/** What a paying call may answer besides its own errors. */
const payingFailures = {
  402: failure("The card was refused (the card issuer's message)"),
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}; ${billingMessages.contactSupport}`,
  ),
  409: failure(billingErrors.paymentsNotConfigured),
  502: failure(billingErrors.providerDown),
};
const priceFailures = {
  400: failure(
    `${billingApiMessages.priceIdInvalid}; ${billingMessages.purchaseNotPossible}; ${billingMessages.currencyFixed}`,
  ),
  404: failure(billingMessages.priceNotFound),
};

export const getBillingOverview = workspaceRoute({
  operationId: 'getBillingOverview',
  method: 'get',
  path: '/overview',
  tags,
  summary: 'What the workspace pays: plan, next invoice, seats, credits, payment methods',
  responses: {
    200: success(BillingOverviewSchema, 'The overview'),
    502: failure(billingErrors.providerDown),
  },
});

export const listPrices = workspaceRoute({
  operationId: 'listPrices',
  method: 'get',
  path: '/prices',
  tags,
  summary: "The brand's plans with their prices in one currency and interval, and the credit packs",
  request: { query: pricesQuery },
  responses: {
    200: success(BillingPricesSchema, 'Plans and prices'),
    400: failure(`${billingApiMessages.unknownCurrency}; ${billingApiMessages.unknownInterval}`),
  },
});

export const getCheckout = workspaceRoute({
  operationId: 'getCheckout',
  method: 'get',
  path: '/checkout',
  tags,
  summary: 'A Stripe Checkout for a plan (no live subscription) or a credit pack (workspace admins)',
  request: { query: checkoutQuery },
  responses: {
    200: success(RedirectSchema, 'Where to send the user'),
    ...priceFailures,
    400: failure(
      `${billingApiMessages.priceIdInvalid}; ${billingApiMessages.hasSubscription}; ${billingMessages.currencyFixed}; Credits can not go above 2,147,483,647`,
    ),
    ...payingFailures,
  },
});

export const getExtendInfo = workspaceRoute({
  operationId: 'getExtendInfo',
  method: 'get',
  path: '/prices/extend_info',
  tags,
  summary: 'What extending the subscription costs now (workspace admins)',
  responses: {
    200: success(PaymentInfoSchema, 'Payment info'),
    400: failure(`${billingApiMessages.noSubscription}; ${billingApiMessages.nothingToExtend}`),
    ...payingFailures,
  },
});

export const listCreditPrices = workspaceRoute({
  operationId: 'listCreditPrices',
  method: 'get',
  path: '/prices/credits',
  tags,
  summary: "The credit packs in the workspace's currency, and what the one named costs",
  request: { query: creditPricesQuery },
  responses: { 200: success(CreditPricesSchema, 'Packs'), ...priceFailures },
});

export const getUpgradeInfo = workspaceRoute({
  operationId: 'getUpgradeInfo',
  method: 'get',
  path: '/prices/{id}/upgrade_info',
  tags,
  summary: "What changing to this price costs now (Stripe's proration preview; workspace admins)",
  request: { params: priceIdParams, query: upgradeInfoQuery },
  responses: {
    200: success(PaymentInfoSchema, 'Payment info'),
    ...priceFailures,
    400: failure(
      `${billingApiMessages.priceIdInvalid}; ${billingApiMessages.noSubscription}; ${billingMessages.currencyFixed}`,
    ),
    ...payingFailures,
  },
});

export const changeSubscriptionRoute = workspaceRoute({
  operationId: 'changeSubscription',
  method: 'put',
  path: '/subscription',
  tags,
  summary: 'Change the plan now, prorated and invoiced at once (workspace admins); answers the account',
  request: { body: jsonBody(changeSubscriptionInput) },
  responses: {
    200: success(SpaceInfoSchema, 'The account (as GET /space/info)'),
    ...priceFailures,
    400: failure(
      `${billingApiMessages.priceIdInvalid}; ${billingApiMessages.noSubscription}; ${billingApiMessages.samePrice}`,
    ),
    ...payingFailures,
  },
});

export const extendSubscriptionRoute = workspaceRoute({
  operationId: 'extendSubscription',
  method: 'post',
  path: '/subscription/extend',
  tags,
  summary: 'Resume a subscription set to end, or pay its open invoice now (workspace admins)',
  responses: {
    200: success(SpaceInfoSchema, 'The account (as GET /space/info)'),
    400: failure(`${billingApiMessages.noSubscription}; ${billingApiMessages.nothingToExtend}`),
    ...payingFailures,
  },
});

export const getCustomerPortal = workspaceRoute({
  operationId: 'getCustomerPortal',
  method: 'get',
  path: '/customer_portal',
  tags,
  summary: 'A Stripe Billing Portal session (workspace admins)',
  responses: { 200: success(UrlSchema, 'The portal'), ...payingFailures },
});

export const addPaymentMethodRoute = workspaceRoute({
  operationId: 'addPaymentMethod',
  method: 'post',
  path: '/payment_method',
  tags,
  summary: 'Add a card: a Checkout in setup mode (workspace admins)',
  responses: { 200: success(UrlSchema, 'Where to send the user'), ...payingFailures },
});

export const deletePaymentMethod = workspaceRoute({
  operationId: 'deletePaymentMethod',
  method: 'delete',
  path: '/payment_method/{id}',
  tags,
  summary: "Remove one of the workspace's cards (workspace admins)",
  request: { params: idParams },
  responses: {
    200: success(PaymentMethodsSchema, 'The cards left'),
    404: failure(billingApiMessages.paymentMethodNotFound),
    ...payingFailures,
  },
});

export const setPrimaryPaymentMethodRoute = workspaceRoute({
  operationId: 'setPrimaryPaymentMethod',
  method: 'post',
  path: '/payment_method/{id}/set_primary',
  tags,
  summary: 'Make a card the one invoices are paid with (workspace admins)',
  request: { params: idParams },
  responses: {
    200: success(PaymentMethodsSchema, 'The cards'),
    404: failure(billingApiMessages.paymentMethodNotFound),
    ...payingFailures,
  },
});

export const listInvoicesRoute = workspaceRoute({
  operationId: 'listInvoices',
  method: 'get',
  path: '/invoices',
  tags,
  summary: "The workspace's invoices, newest first",
  responses: {
    200: success(InvoicesSchema, 'Invoices'),
    502: failure(billingErrors.providerDown),
  },
});

export const receiveStripeEvent = createRoute({
  operationId: 'receiveStripeEvent',
  method: 'post',
  path: '/webhooks/stripe',
  tags,
  security: [],
  summary:
    "Stripe's events (public; verified from the raw body with the Stripe-Signature header, 300 s tolerance)",
  responses: {
    200: success(WebhookReceivedSchema, 'Received (handled, a duplicate, or not ours)'),
    400: failure(billingErrors.invalidSignature),
    409: failure(billingErrors.paymentsNotConfigured),
    502: failure(billingErrors.providerDown),
  },
});

/**
 * /billing (issue 13, spec platform §7 Billing). Members read the overview, prices and
 * invoices; paying and payment methods are for workspace admins (platform admins count). The
 * Stripe webhook is public: its signature is its authentication.
 */
export function billingRoutes(deps: AppDependencies) {
  const router = createRouter();
  const auth = authenticate(deps);
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });
  const origin = (url: string) => ({ origin: publicOrigin(deps.publicUrl, url) });

  router.openapi(receiveStripeEvent, async (c) => {
    // The input guard kept the body's text as it came (input-guard.ts): the signature is over it.
    const raw = await c.req.text();
    const event = verifyEvent(deps, raw, c.req.header('stripe-signature'));
    return c.json(okBody(await handleEvent(deps, event)), 200);
  });

  router.openapi(guarded(getBillingOverview, auth, member), async (c) =>
    c.json(okBody(await billingOverview(deps, c.get('space'))), 200),
  );
  router.openapi(guarded(listPrices, auth, member), async (c) =>
    c.json(okBody(await billingPrices(deps, c.get('space'), c.req.valid('query'))), 200),
  );
  router.openapi(guarded(getCheckout, auth, admin), async (c) =>
    c.json(
      okBody(
        await startCheckout(deps, c.get('space'), c.req.valid('query'), origin(c.req.url), c.get('user').id),
      ),
      200,
    ),
  );
  router.openapi(guarded(getExtendInfo, auth, admin), async (c) =>
    c.json(okBody(await extendInfo(deps, c.get('space'))), 200),
  );
  router.openapi(guarded(listCreditPrices, auth, member), async (c) =>
    c.json(okBody(await creditPrices(deps, c.get('space'), c.req.valid('query').price_id)), 200),
  );
  router.openapi(guarded(getUpgradeInfo, auth, admin), async (c) =>
    c.json(okBody(await upgradeInfo(deps, c.get('space'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(changeSubscriptionRoute, auth, admin), async (c) =>
    c.json(okBody(await changeSubscription(deps, c.get('space'), c.req.valid('json').local_price_id)), 200),
  );
  router.openapi(guarded(extendSubscriptionRoute, auth, admin), async (c) =>
    c.json(okBody(await extendSubscription(deps, c.get('space'))), 200),
  );
  router.openapi(guarded(getCustomerPortal, auth, admin), async (c) =>
    c.json(okBody(await customerPortal(deps, c.get('space'), origin(c.req.url))), 200),
  );
  router.openapi(guarded(addPaymentMethodRoute, auth, admin), async (c) =>
    c.json(okBody(await addPaymentMethod(deps, c.get('space'), origin(c.req.url), c.get('user').id)), 200),
  );
  router.openapi(guarded(deletePaymentMethod, auth, admin), async (c) =>
    c.json(okBody(await removePaymentMethod(deps, c.get('space'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(setPrimaryPaymentMethodRoute, auth, admin), async (c) =>
    c.json(okBody(await setPrimaryPaymentMethod(deps, c.get('space'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(listInvoicesRoute, auth, member), async (c) =>
    c.json(okBody(await listInvoices(deps, c.get('space'))), 200),
  );
  return router;
}
