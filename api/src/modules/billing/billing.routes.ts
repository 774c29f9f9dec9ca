/**
 * The declarations of /billing (issue 13, spec platform §7 Billing), each named by its
 * operationId; the handlers, and who may call which, are in billing.handlers.ts.
 */
import { billingMessages } from '@outreach/core/billing';
import { errorMessages } from '../../errors';
import { createRoute, failure, idParams, jsonBody, success } from '../../openapi/contract';
import { onRow, workspaceRoute } from '../../openapi/route-kinds';
import { SpaceInfoSchema } from '../spaces';
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
  UpgradeInfoSchema,
  upgradeInfoQuery,
  WebhookReceivedSchema,
} from './billing.schema';
import { billingApiMessages } from './billing.service';
import { billingErrors } from './stripe-sync';

const tags = ['Billing'] as const;

const providerDown = { 502: failure(billingErrors.providerDown) };
const accountAnswer = success(SpaceInfoSchema, 'The account (as GET /space/info)');
const nothingToExtend = {
  400: failure(`${billingApiMessages.noSubscription}; ${billingApiMessages.nothingToExtend}`),
};

/** What a paying call may answer besides its own errors. */
const payingFailures = {
  402: failure("The card was refused (the card issuer's message)"),
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}; ${billingMessages.contactSupport}`,
  ),
  409: failure(billingErrors.paymentsNotConfigured),
  ...providerDown,
};
const priceNotFound = { 404: failure(billingMessages.priceNotFound) };
const priceFailures = {
  400: failure(
    `${billingApiMessages.priceIdInvalid}; ${billingMessages.purchaseNotPossible}; ${billingMessages.currencyFixed}`,
  ),
  ...priceNotFound,
};

/** A call on one of the workspace's cards: its id in the path, or 404. */
const onPaymentMethod = onRow(idParams, { 404: failure(billingApiMessages.paymentMethodNotFound) });

/**
 * A workspace admin's call that pays at Stripe: besides its own answers, the card refusal, the
 * admin-only 403, payments not configured and the provider down (`payingFailures`).
 */
function payingRoute<Route extends Parameters<typeof workspaceRoute>[0]>(route: Route) {
  return workspaceRoute({ ...route, responses: { ...route.responses, ...payingFailures } });
}

export const getBillingOverview = workspaceRoute({
  operationId: 'getBillingOverview',
  method: 'get',
  path: '/overview',
  tags,
  summary: 'What the workspace pays: plan, next invoice, seats, credits, payment methods',
  responses: {
    200: success(BillingOverviewSchema, 'The overview'),
    ...providerDown,
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

export const getCheckout = payingRoute({
  operationId: 'getCheckout',
  method: 'get',
  path: '/checkout',
  tags,
  summary: 'A Stripe Checkout for a plan (no live subscription) or a credit pack (workspace admins)',
  request: { query: checkoutQuery },
  responses: {
    200: success(RedirectSchema, 'Where to send the user'),
    400: failure(
      `${billingApiMessages.priceIdInvalid}; ${billingApiMessages.hasSubscription}; ${billingMessages.currencyFixed}; ${billingApiMessages.returnToInvalid}; Credits can not go above 2,147,483,647`,
    ),
    ...priceNotFound,
  },
});

export const getExtendInfo = payingRoute({
  operationId: 'getExtendInfo',
  method: 'get',
  path: '/prices/extend_info',
  tags,
  summary: 'What extending the subscription costs now (workspace admins)',
  responses: {
    200: success(PaymentInfoSchema, 'Payment info'),
    ...nothingToExtend,
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

export const getUpgradeInfo = payingRoute({
  operationId: 'getUpgradeInfo',
  method: 'get',
  path: '/prices/{id}/upgrade_info',
  tags,
  summary: "What changing to this price costs now (Stripe's proration preview; workspace admins)",
  request: { params: priceIdParams, query: upgradeInfoQuery },
  responses: {
    200: success(UpgradeInfoSchema, 'The change and what it costs now'),
    400: failure(
      `${billingApiMessages.priceIdInvalid}; ${billingApiMessages.noSubscription}; ${billingMessages.currencyFixed}`,
    ),
    ...priceNotFound,
  },
});

export const changeSubscription = payingRoute({
  operationId: 'changeSubscription',
  method: 'put',
  path: '/subscription',
  tags,
  summary: 'Change the plan now, prorated and invoiced at once (workspace admins); answers the account',
  request: { body: jsonBody(changeSubscriptionInput) },
  responses: {
    200: accountAnswer,
    400: failure(
      `${billingApiMessages.priceIdInvalid}; ${billingApiMessages.noSubscription}; ${billingApiMessages.samePrice}`,
    ),
    ...priceNotFound,
  },
});

export const extendSubscription = payingRoute({
  operationId: 'extendSubscription',
  method: 'post',
  path: '/subscription/extend',
  tags,
  summary: 'Resume a subscription set to end, or pay its open invoice now (workspace admins)',
  responses: {
    200: accountAnswer,
    ...nothingToExtend,
  },
});

export const getCustomerPortal = payingRoute({
  operationId: 'getCustomerPortal',
  method: 'get',
  path: '/customer_portal',
  tags,
  summary: 'A Stripe Billing Portal session (workspace admins)',
  responses: { 200: success(UrlSchema, 'The portal') },
});

export const addPaymentMethod = payingRoute({
  operationId: 'addPaymentMethod',
  method: 'post',
  path: '/payment_method',
  tags,
  summary: 'Add a card: a Checkout in setup mode (workspace admins)',
  responses: { 200: success(UrlSchema, 'Where to send the user') },
});

export const deletePaymentMethod = payingRoute(
  onPaymentMethod({
    operationId: 'deletePaymentMethod',
    method: 'delete',
    path: '/payment_method/{id}',
    tags,
    summary: "Remove one of the workspace's cards (workspace admins)",
    responses: { 200: success(PaymentMethodsSchema, 'The cards left') },
  }),
);

export const setPrimaryPaymentMethod = payingRoute(
  onPaymentMethod({
    operationId: 'setPrimaryPaymentMethod',
    method: 'post',
    path: '/payment_method/{id}/set_primary',
    tags,
    summary: 'Make a card the one invoices are paid with (workspace admins)',
    responses: { 200: success(PaymentMethodsSchema, 'The cards') },
  }),
);

export const listInvoices = workspaceRoute({
  operationId: 'listInvoices',
  method: 'get',
  path: '/invoices',
  tags,
  summary: "The workspace's invoices, newest first",
  responses: {
    200: success(InvoicesSchema, 'Invoices'),
    ...providerDown,
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
    ...providerDown,
  },
});
