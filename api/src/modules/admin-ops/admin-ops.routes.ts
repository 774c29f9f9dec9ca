/**
 * The declarations of the admin area's operations (issue 14): managers, health index, prepaid
 * customers, reports, each named by its operationId; the handlers are in admin-ops.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { failure, jsonBody, success, z } from '../../openapi/contract';
import { adminRoute, adminRowRoute } from '../../openapi/route-kinds';
import { opsMessages } from './admin-ops.common';
import {
  HealthIndexPayloadSchema,
  HealthSettingsSchema,
  HealthStatisticsSchema,
  healthStatisticsQuery,
  RecomputeSchema,
} from './health.schema';
import {
  ManagerListSchema,
  ManagerSchema,
  managerInput,
  managerParams,
  managerUpdateInput,
  whitelabelIdParams,
} from './managers.schema';
import {
  PrepaidCustomerSchema,
  PrepaidListSchema,
  prepaidIdParams,
  prepaidInput,
  prepaidListQuery,
} from './prepaid.schema';
import { reportQuery, SpaceReportSchema, WlReportSchema, wlReportQuery } from './reports.schema';

const IdSchema = z.object({ id: z.string() });
const managerTags = ['Admin managers'] as const;
const healthTags = ['Admin health index'] as const;
const prepaidTags = ['Admin prepaid customers'] as const;
const reportTags = ['Admin reports'] as const;
const whitelabelNotFound = { 404: failure(opsMessages.whitelabelNotFound) };
const managerNotFound = {
  404: failure(`${opsMessages.whitelabelNotFound}; ${opsMessages.managerNotFound}`),
};
const badManager = { 400: failure(`${opsMessages.managerName}; ${opsMessages.description}`) };
const badPeriod = {
  400: failure(`${opsMessages.dateFormat}; ${opsMessages.dateOrder}; ${opsMessages.periodTooLong}`),
};

/**
 * A route of one white-label's settings or figures (its id in the query or the body): an
 * `adminRoute` that also answers the white-label's 404 (a 404 of its own wins).
 */
function whitelabelRoute<Route extends Parameters<typeof adminRoute>[0]>(route: Route) {
  return adminRoute({ ...route, responses: { ...whitelabelNotFound, ...route.responses } });
}

/** A route of /whitelabels/{id}/...: `whitelabelIdParams` and the white-label's 404. */
const whitelabelPathRoute = adminRowRoute(whitelabelIdParams, whitelabelNotFound);

/** A route of one manager (`managerParams`): the white-label's or the manager's 404. */
const managerRoute = adminRowRoute(managerParams, managerNotFound);

export const listManagers = whitelabelPathRoute({
  operationId: 'listManagers',
  method: 'get',
  path: '/whitelabels/{id}/managers',
  tags: managerTags,
  summary: "The white-label's sales and success managers (spec platform §3 Manager)",
  responses: {
    200: success(ManagerListSchema, 'The managers'),
  },
});

export const createManager = whitelabelPathRoute({
  operationId: 'createManager',
  method: 'post',
  path: '/whitelabels/{id}/managers',
  tags: managerTags,
  summary: 'Add a manager; new customers of the brand get one of each type round-robin',
  request: { body: jsonBody(managerInput) },
  responses: {
    201: success(ManagerSchema, 'The new manager'),
    ...badManager,
    409: failure(opsMessages.titleTaken),
  },
});

export const updateManager = managerRoute({
  operationId: 'updateManager',
  method: 'put',
  path: '/whitelabels/{id}/managers/{managerId}',
  tags: managerTags,
  summary: 'Rename a manager or change their description (not their type)',
  request: { body: jsonBody(managerUpdateInput) },
  responses: {
    200: success(ManagerSchema, 'The manager'),
    ...badManager,
    409: failure(opsMessages.titleTaken),
  },
});

export const deleteManager = managerRoute({
  operationId: 'deleteManager',
  method: 'delete',
  path: '/whitelabels/{id}/managers/{managerId}',
  tags: managerTags,
  summary: 'Delete a manager; their customers are left without one of that type',
  responses: {
    200: success(IdSchema, 'The deleted id'),
  },
});

export const getHealthIndex = whitelabelPathRoute({
  operationId: 'getHealthIndex',
  method: 'get',
  path: '/whitelabels/{id}/health_index',
  tags: healthTags,
  summary: "The white-label's health index rules and notifications (the defaults when none are saved)",
  responses: {
    200: success(HealthIndexPayloadSchema, 'Rules and notifications'),
  },
});

export const updateHealthIndex = whitelabelPathRoute({
  operationId: 'updateHealthIndex',
  method: 'put',
  path: '/whitelabels/{id}/health_index',
  tags: healthTags,
  summary: 'Save the health index rules and notifications; every customer of the brand is recomputed',
  request: { body: jsonBody(HealthSettingsSchema) },
  responses: {
    200: success(HealthIndexPayloadSchema, 'Rules and notifications'),
    400: failure(
      `${opsMessages.minMax}; ${opsMessages.points}; ${opsMessages.unknownMetric}; ${opsMessages.threshold}; ${opsMessages.notValidEmail}`,
    ),
  },
});

export const recomputeHealthIndex = adminRoute({
  operationId: 'recomputeHealthIndex',
  method: 'post',
  path: '/health/recompute',
  tags: healthTags,
  summary: 'Recompute the health index of every customer now (platform admins; also every 6 hours)',
  responses: { 200: success(RecomputeSchema, 'How many customers were computed') },
});

export const getHealthStatistics = whitelabelRoute({
  operationId: 'getHealthStatistics',
  method: 'get',
  path: '/health/statistics',
  tags: healthTags,
  summary: 'How many customers have an index in 0-20, 20-40, 40-60, 60-80, 80-100 (the last includes 100)',
  request: { query: healthStatisticsQuery },
  responses: {
    200: success(HealthStatisticsSchema, 'The distribution'),
  },
});

export const listPrepaidCustomers = adminRoute({
  operationId: 'listPrepaidCustomers',
  method: 'get',
  path: '/prepaid_customers',
  tags: prepaidTags,
  summary: 'Prepaid customers, newest first, 25 a page',
  request: { query: prepaidListQuery },
  responses: { 200: success(PrepaidListSchema, 'A page and the total') },
});

export const createPrepaidCustomer = whitelabelRoute({
  operationId: 'createPrepaidCustomer',
  method: 'post',
  path: '/prepaid_customers',
  tags: prepaidTags,
  summary:
    'Add a prepaid customer: the first workspace this email creates on the brand gets the tier, a manual subscription and the Stripe customer',
  request: { body: jsonBody(prepaidInput) },
  responses: {
    201: success(PrepaidCustomerSchema, 'The prepaid customer'),
    400: failure(
      `${opsMessages.notValidEmail}; ${opsMessages.stripeCustomerFormat}; ${opsMessages.stripeCustomerNotFound}; ${opsMessages.unknownCurrency}; ${opsMessages.unknownTier}; ${opsMessages.unknownInterval}`,
    ),
    409: failure(opsMessages.prepaidTaken),
  },
});

export const deletePrepaidCustomer = adminRoute({
  operationId: 'deletePrepaidCustomer',
  method: 'delete',
  path: '/prepaid_customers/{id}',
  tags: prepaidTags,
  summary: 'Delete a prepaid customer (a workspace that already got the terms keeps them)',
  request: { params: prepaidIdParams },
  responses: {
    200: success(IdSchema, 'The deleted id'),
    404: failure(opsMessages.prepaidNotFound),
  },
});

export const getSpaceReport = whitelabelRoute({
  operationId: 'getSpaceReport',
  method: 'get',
  path: '/space_report',
  tags: reportTags,
  summary:
    'Per day (UTC): new workspaces, of them paid, credentials connected, engine actions done; and totals',
  request: { query: reportQuery },
  responses: {
    200: success(SpaceReportSchema, 'The report'),
    ...badPeriod,
  },
});

export const getWhitelabelReport = adminRoute({
  operationId: 'getWhitelabelReport',
  method: 'get',
  path: '/wl_report',
  tags: reportTags,
  summary:
    'Per white-label: customers, paid customers, MRR per currency, credits used in the period, seats used',
  request: { query: wlReportQuery },
  responses: {
    200: success(WlReportSchema, 'The report'),
    ...badPeriod,
  },
});

const OperatorWarningsSchema = z
  .object({
    warnings: z.array(z.string()).openapi({
      description:
        "This node's set-up problems, as its start-up log says them (PUBLIC_URL missing or not https, mail kept in the outbox); empty when none",
    }),
  })
  .openapi('OperatorWarnings');

/** Issue 26 item 24: operator problems reach the admin console, never a customer's screen. */
export const getOperatorWarnings = adminRoute({
  operationId: 'getOperatorWarnings',
  method: 'get',
  path: '/operator_warnings',
  tags: ['Admin'],
  summary: "What the operator should fix in this node's set-up (platform super admins)",
  responses: {
    200: success(OperatorWarningsSchema, 'The warnings'),
    403: failure(`${errorMessages.platformAdminOnly}; ${errorMessages.superAdminOnly}`),
  },
});
