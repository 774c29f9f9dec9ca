import type { AppDependencies } from '../../platform/context';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { assertSuperAdmin, requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { operatorWarnings } from '../../platform/operator-warnings';
import * as routes from './admin-ops.routes';
import { computeHealth, getHealthIndex, healthStatistics, putHealthIndex } from './health.service';
import { createManager, deleteManager, listManagers, updateManager } from './managers.service';
import { createPrepaid, deletePrepaid, listPrepaid } from './prepaid.service';
import { spaceReport, wlReport } from './reports.service';

/** The handlers of the admin area's operations, one per declaration of admin-ops.routes.ts. */
export function adminOpsHandlers(deps: AppDependencies): Handlers<typeof routes> {
  const health = { db: deps.db, clock: deps.clock, mail: deps.mail, logger: deps.logger };
  return {
    listManagers: async (c) =>
      c.json(okBody(await listManagers(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    createManager: async (c) => {
      const scope = c.get('adminScope');
      const manager = await createManager(
        deps.db,
        deps.clock,
        scope,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(okBody(manager), 201);
    },
    updateManager: async (c) => {
      const { id, managerId } = c.req.valid('param');
      return c.json(
        okBody(await updateManager(deps.db, c.get('adminScope'), id, managerId, c.req.valid('json'))),
        200,
      );
    },
    deleteManager: async (c) => {
      const { id, managerId } = c.req.valid('param');
      return c.json(okBody(await deleteManager(deps.db, c.get('adminScope'), id, managerId)), 200);
    },
    getHealthIndex: async (c) =>
      c.json(okBody(await getHealthIndex(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    updateHealthIndex: async (c) =>
      c.json(
        okBody(
          await putHealthIndex(health, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json')),
        ),
        200,
      ),
    recomputeHealthIndex: async (c) => c.json(okBody(await computeHealth(health)), 200),
    getHealthStatistics: async (c) =>
      c.json(okBody(await healthStatistics(deps.db, c.get('adminScope'), c.req.valid('query').brand)), 200),
    listPrepaidCustomers: async (c) =>
      c.json(okBody(await listPrepaid(deps.db, c.get('adminScope'), c.req.valid('query'))), 200),
    createPrepaidCustomer: async (c) =>
      c.json(okBody(await createPrepaid(deps, c.get('adminScope'), c.req.valid('json'))), 201),
    deletePrepaidCustomer: async (c) =>
      c.json(okBody(await deletePrepaid(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    getSpaceReport: async (c) =>
      c.json(okBody(await spaceReport(deps.db, deps.clock, c.get('adminScope'), c.req.valid('query'))), 200),
    getWhitelabelReport: async (c) =>
      c.json(okBody(await wlReport(deps.db, deps.clock, c.get('adminScope'), c.req.valid('query'))), 200),
    getOperatorWarnings: async (c) => {
      assertSuperAdmin(c.get('adminScope'));
      return c.json(okBody({ warnings: operatorWarnings(deps) }), 200);
    },
  };
}

/**
 * The admin area's operations (issue 14): managers, health index, prepaid customers, reports.
 * Mounted at /admin; every route is for platform admins and resellers (their brands only), but the
 * recompute of every customer's health index, which is for platform admins.
 */
export function adminOpsRoutes(deps: AppDependencies) {
  const signedIn = authenticate(deps);
  const guardedRoutes = {
    ...guardEach(routes, signedIn, requireAdminScope(deps)),
    recomputeHealthIndex: guarded(
      routes.recomputeHealthIndex,
      signedIn,
      requireAdminScope(deps, { platformOnly: true }),
    ),
    getOperatorWarnings: guarded(
      routes.getOperatorWarnings,
      signedIn,
      requireAdminScope(deps, { platformOnly: true }),
    ),
  };
  return bindOperations(createRouter(), guardedRoutes, adminOpsHandlers(deps));
}
