import type { AppDependencies } from '../../platform/context';
import { createRouter, failure, guarded, jsonBody, okBody, success, z } from '../../openapi/contract';
import { adminRoute } from '../../openapi/route-kinds';
import { requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { opsMessages } from './admin-ops.common';
import {
  HealthIndexPayloadSchema,
  HealthSettingsSchema,
  HealthStatisticsSchema,
  healthStatisticsQuery,
  RecomputeSchema,
} from './health.schema';
import { computeHealth, getHealthIndex, healthStatistics, putHealthIndex } from './health.service';
import {
  ManagerListSchema,
  ManagerSchema,
  managerInput,
  managerParams,
  managerUpdateInput,
  whitelabelIdParams,
} from './managers.schema';
import { createManager, deleteManager, listManagers, updateManager } from './managers.service';
import {
  PrepaidCustomerSchema,
  PrepaidListSchema,
  prepaidIdParams,
  prepaidInput,
  prepaidListQuery,
} from './prepaid.schema';
import { createPrepaid, deletePrepaid, listPrepaid } from './prepaid.service';
import { reportQuery, SpaceReportSchema, WlReportSchema, wlReportQuery } from './reports.schema';
import { spaceReport, wlReport } from './reports.service';

const IdSchema = z.object({ id: z.string() });

export const listManagersRoute = adminRoute({
  operationId: 'listManagers',
  method: 'get',
  path: '/whitelabels/{id}/managers',
  tags: ['Admin managers'],
  summary: "The white-label's sales and success managers (spec platform §3 Manager)",
  request: { params: whitelabelIdParams },
  responses: {
    200: success(ManagerListSchema, 'The managers'),
    404: failure(opsMessages.whitelabelNotFound),
  },
});

export const createManagerRoute = adminRoute({
  operationId: 'createManager',
  method: 'post',
  path: '/whitelabels/{id}/managers',
  tags: ['Admin managers'],
  summary: 'Add a manager; new customers of the brand get one of each type round-robin',
  request: { params: whitelabelIdParams, body: jsonBody(managerInput) },
  responses: {
    201: success(ManagerSchema, 'The new manager'),
    400: failure(`${opsMessages.managerName}; ${opsMessages.description}`),
    404: failure(opsMessages.whitelabelNotFound),
    409: failure(opsMessages.titleTaken),
  },
});

export const updateManagerRoute = adminRoute({
  operationId: 'updateManager',
  method: 'put',
  path: '/whitelabels/{id}/managers/{managerId}',
  tags: ['Admin managers'],
  summary: 'Rename a manager or change their description (not their type)',
  request: { params: managerParams, body: jsonBody(managerUpdateInput) },
  responses: {
    200: success(ManagerSchema, 'The manager'),
    400: failure(`${opsMessages.managerName}; ${opsMessages.description}`),
    404: failure(`${opsMessages.whitelabelNotFound}; ${opsMessages.managerNotFound}`),
    409: failure(opsMessages.titleTaken),
  },
});

export const deleteManagerRoute = adminRoute({
  operationId: 'deleteManager',
  method: 'delete',
  path: '/whitelabels/{id}/managers/{managerId}',
  tags: ['Admin managers'],
  summary: 'Delete a manager; their customers are left without one of that type',
  request: { params: managerParams },
  responses: {
    200: success(IdSchema, 'The deleted id'),
    404: failure(`${opsMessages.whitelabelNotFound}; ${opsMessages.managerNotFound}`),
  },
});

export const getHealthIndexRoute = adminRoute({
  operationId: 'getHealthIndex',
  method: 'get',
  path: '/whitelabels/{id}/health_index',
  tags: ['Admin health index'],
  summary: "The white-label's health index rules and notifications (the defaults when none are saved)",
  request: { params: whitelabelIdParams },
  responses: {
    200: success(HealthIndexPayloadSchema, 'Rules and notifications'),
    404: failure(opsMessages.whitelabelNotFound),
  },
});

export const updateHealthIndex = adminRoute({
  operationId: 'updateHealthIndex',
  method: 'put',
  path: '/whitelabels/{id}/health_index',
  tags: ['Admin health index'],
  summary: 'Save the health index rules and notifications; every customer of the brand is recomputed',
  request: { params: whitelabelIdParams, body: jsonBody(HealthSettingsSchema) },
  responses: {
    200: success(HealthIndexPayloadSchema, 'Rules and notifications'),
    400: failure(
      `${opsMessages.minMax}; ${opsMessages.points}; ${opsMessages.unknownMetric}; ${opsMessages.threshold}; ${opsMessages.notValidEmail}`,
    ),
    404: failure(opsMessages.whitelabelNotFound),
  },
});

export const recomputeHealthIndex = adminRoute({
  operationId: 'recomputeHealthIndex',
  method: 'post',
  path: '/health/recompute',
  tags: ['Admin health index'],
  summary: 'Recompute the health index of every customer now (platform admins; also every 6 hours)',
  responses: { 200: success(RecomputeSchema, 'How many customers were computed') },
});

export const getHealthStatistics = adminRoute({
  operationId: 'getHealthStatistics',
  method: 'get',
  path: '/health/statistics',
  tags: ['Admin health index'],
  summary: 'How many customers have an index in 0-20, 20-40, 40-60, 60-80, 80-100 (the last includes 100)',
  request: { query: healthStatisticsQuery },
  responses: {
    200: success(HealthStatisticsSchema, 'The distribution'),
    404: failure(opsMessages.whitelabelNotFound),
  },
});

export const listPrepaidCustomers = adminRoute({
  operationId: 'listPrepaidCustomers',
  method: 'get',
  path: '/prepaid_customers',
  tags: ['Admin prepaid customers'],
  summary: 'Prepaid customers, newest first, 25 a page',
  request: { query: prepaidListQuery },
  responses: { 200: success(PrepaidListSchema, 'A page and the total') },
});

export const createPrepaidCustomer = adminRoute({
  operationId: 'createPrepaidCustomer',
  method: 'post',
  path: '/prepaid_customers',
  tags: ['Admin prepaid customers'],
  summary:
    'Add a prepaid customer: the first workspace this email creates on the brand gets the tier, a manual subscription and the Stripe customer',
  request: { body: jsonBody(prepaidInput) },
  responses: {
    201: success(PrepaidCustomerSchema, 'The prepaid customer'),
    400: failure(
      `${opsMessages.notValidEmail}; ${opsMessages.stripeCustomerFormat}; ${opsMessages.stripeCustomerNotFound}; ${opsMessages.unknownCurrency}; ${opsMessages.unknownTier}; ${opsMessages.unknownInterval}`,
    ),
    404: failure(opsMessages.whitelabelNotFound),
    409: failure(opsMessages.prepaidTaken),
  },
});

export const deletePrepaidCustomer = adminRoute({
  operationId: 'deletePrepaidCustomer',
  method: 'delete',
  path: '/prepaid_customers/{id}',
  tags: ['Admin prepaid customers'],
  summary: 'Delete a prepaid customer (a workspace that already got the terms keeps them)',
  request: { params: prepaidIdParams },
  responses: {
    200: success(IdSchema, 'The deleted id'),
    404: failure(opsMessages.prepaidNotFound),
  },
});

export const getSpaceReport = adminRoute({
  operationId: 'getSpaceReport',
  method: 'get',
  path: '/space_report',
  tags: ['Admin reports'],
  summary:
    'Per day (UTC): new workspaces, of them paid, credentials connected, engine actions done; and totals',
  request: { query: reportQuery },
  responses: {
    200: success(SpaceReportSchema, 'The report'),
    400: failure(`${opsMessages.dateFormat}; ${opsMessages.dateOrder}; ${opsMessages.periodTooLong}`),
    404: failure(opsMessages.whitelabelNotFound),
  },
});

export const getWhitelabelReport = adminRoute({
  operationId: 'getWhitelabelReport',
  method: 'get',
  path: '/wl_report',
  tags: ['Admin reports'],
  summary:
    'Per white-label: customers, paid customers, MRR per currency, credits used in the period, seats used',
  request: { query: wlReportQuery },
  responses: {
    200: success(WlReportSchema, 'The report'),
    400: failure(`${opsMessages.dateFormat}; ${opsMessages.dateOrder}; ${opsMessages.periodTooLong}`),
  },
});

/**
 * The admin area's operations (issue 14): managers, health index, prepaid customers, reports.
 * Mounted at /admin; every route is for platform admins and resellers (their brands only).
 */
export function adminOpsRoutes(deps: AppDependencies) {
  const router = createRouter();
  const signedIn = authenticate(deps);
  const admin = requireAdminScope(deps);
  const platform = requireAdminScope(deps, { platformOnly: true });
  const health = { db: deps.db, clock: deps.clock, mail: deps.mail, logger: deps.logger };

  router.openapi(guarded(listManagersRoute, signedIn, admin), async (c) =>
    c.json(okBody(await listManagers(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(createManagerRoute, signedIn, admin), async (c) =>
    c.json(
      okBody(
        await createManager(
          deps.db,
          deps.clock,
          c.get('adminScope'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
      201,
    ),
  );
  router.openapi(guarded(updateManagerRoute, signedIn, admin), async (c) => {
    const { id, managerId } = c.req.valid('param');
    return c.json(
      okBody(await updateManager(deps.db, c.get('adminScope'), id, managerId, c.req.valid('json'))),
      200,
    );
  });
  router.openapi(guarded(deleteManagerRoute, signedIn, admin), async (c) => {
    const { id, managerId } = c.req.valid('param');
    return c.json(okBody(await deleteManager(deps.db, c.get('adminScope'), id, managerId)), 200);
  });

  router.openapi(guarded(getHealthIndexRoute, signedIn, admin), async (c) =>
    c.json(okBody(await getHealthIndex(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(updateHealthIndex, signedIn, admin), async (c) =>
    c.json(
      okBody(await putHealthIndex(health, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(recomputeHealthIndex, signedIn, platform), async (c) =>
    c.json(okBody(await computeHealth(health)), 200),
  );
  router.openapi(guarded(getHealthStatistics, signedIn, admin), async (c) =>
    c.json(okBody(await healthStatistics(deps.db, c.get('adminScope'), c.req.valid('query').brand)), 200),
  );

  router.openapi(guarded(listPrepaidCustomers, signedIn, admin), async (c) =>
    c.json(okBody(await listPrepaid(deps.db, c.get('adminScope'), c.req.valid('query'))), 200),
  );
  router.openapi(guarded(createPrepaidCustomer, signedIn, admin), async (c) =>
    c.json(okBody(await createPrepaid(deps, c.get('adminScope'), c.req.valid('json'))), 201),
  );
  router.openapi(guarded(deletePrepaidCustomer, signedIn, admin), async (c) =>
    c.json(okBody(await deletePrepaid(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
  );

  router.openapi(guarded(getSpaceReport, signedIn, admin), async (c) =>
    c.json(okBody(await spaceReport(deps.db, deps.clock, c.get('adminScope'), c.req.valid('query'))), 200),
  );
  router.openapi(guarded(getWhitelabelReport, signedIn, admin), async (c) =>
    c.json(okBody(await wlReport(deps.db, deps.clock, c.get('adminScope'), c.req.valid('query'))), 200),
  );
  return router;
}
