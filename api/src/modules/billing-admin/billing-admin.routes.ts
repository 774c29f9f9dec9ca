/**
 * The declarations of the white-labels' plans and prices (issue 14, spec platform §7 Admin), each
 * named by its operationId; the handlers are in billing-admin.handlers.ts.
 */
import { billingMessages } from '@outreach/core/billing';
import { errorMessages } from '../../errors';
import { failure, jsonBody, success, z } from '../../openapi/contract';
import { adminRowRoute } from '../../openapi/route-kinds';
import {
  AdminBrandBillingSchema,
  AdminPlanFeaturesSchema,
  AdminPlanSchema,
  AdminPriceSchema,
  billingAdminMessages as messages,
  createPriceInput,
  planFeaturesInput,
  planParams,
  priceDescriptionInput,
  priceFloorInput,
  priceParams,
  pricePromoInput,
  pricesQuery,
  updatePriceInput,
  whitelabelParams,
} from './billing-admin.schema';

const tags = ['Admin: plans and prices'] as const;
const brandFailures = {
  400: failure(billingMessages.createBrandSettings),
  404: failure(`${errorMessages.notFound} (another brand of a reseller)`),
};
const priceFailures = { ...brandFailures, 404: failure(messages.priceNotFound) };

/**
 * A route of one brand's billing (`whitelabelParams`): an `adminRoute` that also answers the brand
 * checks' 400 and 404 (`brandFailures`; a 400 or 404 of its own wins).
 */
const brandRoute = adminRowRoute(whitelabelParams, brandFailures);

/** A route of one plan (`planParams`): the brand checks and the plan's own 404. */
const planRoute = adminRowRoute(planParams, { ...brandFailures, 404: failure(messages.planNotFound) });

/** A route of one price (`priceParams`): the brand checks and the price's own 404 (`priceFailures`). */
const priceRoute = adminRowRoute(priceParams, priceFailures);

export const listPlans = brandRoute({
  operationId: 'listPlans',
  method: 'get',
  path: '/whitelabels/{id}/plans',
  tags,
  summary: "A white-label's plans in tier order (admins; resellers for their brands)",
  responses: { 200: success(z.array(AdminPlanSchema), 'The plans') },
});

export const getPlanFeatures = planRoute({
  operationId: 'getPlanFeatures',
  method: 'get',
  path: '/features/{id}',
  tags,
  summary: "A plan with every feature flag, grouped as the plan's feature sub-pages (sdk featureGroups)",
  responses: {
    200: success(AdminPlanFeaturesSchema, 'The plan and its feature groups'),
  },
});

export const updatePlanFeatures = planRoute({
  operationId: 'updatePlanFeatures',
  method: 'put',
  path: '/billing/features/{id}',
  tags,
  summary:
    "Save a plan's flags, limits, seats, default credits, credit categories and card; applies to the brand's workspaces at once",
  request: { body: jsonBody(planFeaturesInput) },
  responses: {
    200: success(AdminPlanSchema, 'The plan as saved'),
    400: failure(
      `Unknown feature: X; ${messages.cloudOverTotal}; ${messages.extensionOverTotal}; ${billingMessages.createBrandSettings}; {Tier interval CUR}: the price per seat (or per credit) cannot be lower than {amount} (resellers: more seats or credits would sell under the floor)`,
    ),
  },
});

export const listWhitelabelPrices = brandRoute({
  operationId: 'listWhitelabelPrices',
  method: 'get',
  path: '/whitelabels/{id}/prices',
  tags,
  summary:
    "A white-label's prices (wl_prices): subscriptions and credit packs, active or not, with their subscribers",
  request: { query: pricesQuery },
  responses: { 200: success(z.array(AdminPriceSchema), 'The prices') },
});

export const createPrice = brandRoute({
  operationId: 'createPrice',
  method: 'post',
  path: '/whitelabels/{id}/prices',
  tags,
  summary: 'Create a subscription price (tier, interval) or a credit pack (credits) of a white-label',
  request: { body: jsonBody(createPriceInput) },
  responses: {
    201: success(AdminPriceSchema, 'The new price'),
    400: failure(
      `${billingMessages.selectStripePrice}; ${billingMessages.createBrandSettings}; The price cannot be lower than {amount}; The price per seat cannot be lower than {amount}; The price per credit cannot be lower than {amount}; ${messages.stripePriceNotFound}; ${messages.stripeAmountMismatch}`,
    ),
    409: failure(`${messages.duplicatePrice}; ${messages.stripePriceTaken}`),
  },
});

export const getPrice = priceRoute({
  operationId: 'getPrice',
  method: 'get',
  path: '/billing/prices/{priceId}',
  tags,
  summary: 'One price of a white-label',
  responses: { 200: success(AdminPriceSchema, 'The price') },
});

export const updatePrice = priceRoute({
  operationId: 'updatePrice',
  method: 'put',
  path: '/billing/prices/{priceId}',
  tags,
  summary:
    'Change the amount, currency, Stripe price link, free seats, minimum quantity or active flag of a price',
  request: { body: jsonBody(updatePriceInput) },
  responses: {
    200: success(AdminPriceSchema, 'The price as saved'),
    400: failure(
      `${billingMessages.selectStripePrice}; The price cannot be lower than {amount}; After the promo the price cannot be lower than {amount}; The price per seat cannot be lower than {amount}; The price per credit cannot be lower than {amount}; ${messages.stripePriceNotFound}; ${messages.stripeCurrencyMismatch}; ${messages.stripeIntervalMismatch}; ${messages.stripeAmountMismatch}`,
    ),
    409: failure(`${billingMessages.currencyFixed}; ${messages.linkedAmount}; ${messages.stripePriceTaken}`),
  },
});

export const updatePriceDescription = priceRoute({
  operationId: 'updatePriceDescription',
  method: 'put',
  path: '/billing/prices/{priceId}/description',
  tags,
  summary: "Set the description of a subscription price: the card (name, features) of its tier's plan",
  request: { body: jsonBody(priceDescriptionInput) },
  responses: {
    200: success(AdminPriceSchema, 'The price with its card'),
    400: failure(messages.subscriptionOnly),
  },
});

export const updatePricePromo = priceRoute({
  operationId: 'updatePricePromo',
  method: 'put',
  path: '/billing/prices/{priceId}/promo',
  tags,
  summary: 'Set (or, with null, remove) the promo {code, description, percent_off} of a subscription price',
  request: { body: jsonBody(pricePromoInput) },
  responses: {
    200: success(AdminPriceSchema, 'The price with its promo'),
    400: failure(
      `${messages.subscriptionOnly}; After the promo the price cannot be lower than {amount} (resellers); The price per seat (or per credit) cannot be lower than {amount}`,
    ),
  },
});

export const deletePrice = priceRoute({
  operationId: 'deletePrice',
  method: 'delete',
  path: '/billing/prices/{priceId}',
  tags,
  summary: 'Delete a price no workspace subscribes to',
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted price'),
    409: failure(messages.hasSubscribers),
  },
});

export const getWhitelabelBilling = brandRoute({
  operationId: 'getWhitelabelBilling',
  method: 'get',
  path: '/whitelabels/{id}/billing',
  tags,
  summary: "A white-label's price floor for resellers and its currency lock (currencies already invoiced)",
  responses: { 200: success(AdminBrandBillingSchema, 'The billing settings') },
});

export const updatePriceFloor = brandRoute({
  operationId: 'updatePriceFloor',
  method: 'put',
  path: '/whitelabels/{id}/price_floor',
  tags,
  summary:
    "Set the lowest prices a reseller may set (cents per `tier:interval`, `tier:interval:CUR`, `credits` per credit); super admins only. The floor holds for what a customer pays after the promo, per period, per seat and per credit (the period floor buys the default brand's plan of the tier)",
  request: { body: jsonBody(priceFloorInput) },
  responses: {
    200: success(AdminBrandBillingSchema, 'The billing settings'),
    403: failure(`${errorMessages.platformAdminOnly}; ${errorMessages.superAdminOnly}`),
  },
});
