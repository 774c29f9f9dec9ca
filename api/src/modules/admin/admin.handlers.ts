import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { type AdminScope, requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { adminUsersRoutes } from './admin-users.handlers';
import * as routes from './admin.routes';
import { adminConfig, listAudit } from './audit.service';
import { linkStripeCustomer, refreshFromStripe, searchStripeCustomers } from './customer-stripe.service';
import {
  customerInfo,
  customerItem,
  listCustomers,
  type StatusAction,
  setCustomerFlag,
  setCustomerStatus,
  updateCustomer,
} from './customers.service';

/** Block, unblock, delete and restore share one handler: only the action differs. */
function statusHandler(
  deps: AppDependencies,
  action: StatusAction,
): RouteHandler<typeof routes.blockCustomer, AppEnv> {
  return async (c) => {
    const row = await setCustomerStatus(
      deps.db,
      deps.clock,
      c.get('adminScope'),
      c.req.valid('param').id,
      action,
    );
    return c.json(okBody(await customerItem(deps.db, row)), 200);
  };
}

/** Sets one of a customer's switches (unlimited, li_approve) and answers the customer. */
async function customerWithFlag(
  deps: AppDependencies,
  scope: AdminScope,
  id: string,
  flag: 'unlimited' | 'li_approve',
  value: boolean,
) {
  const row = await setCustomerFlag(deps.db, deps.clock, scope, id, flag, value);
  return okBody(await customerItem(deps.db, row));
}

/** The handlers of the admin area's customers, audit log and config, one per declaration of admin.routes.ts. */
export function adminHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    listCustomers: async (c) =>
      c.json(
        okBody(await listCustomers(deps.db, deps.clock, c.get('adminScope'), c.req.valid('query'))),
        200,
      ),
    getCustomerInfo: async (c) =>
      c.json(okBody(await customerInfo(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    updateCustomer: async (c) => {
      const scope = c.get('adminScope');
      const row = await updateCustomer(
        deps.db,
        deps.clock,
        scope,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(okBody(await customerItem(deps.db, row)), 200);
    },
    blockCustomer: statusHandler(deps, 'block'),
    unblockCustomer: statusHandler(deps, 'unblock'),
    deleteCustomer: statusHandler(deps, 'delete'),
    restoreCustomer: statusHandler(deps, 'restore'),
    setCustomerUnlimited: async (c) => {
      const { unlimited } = c.req.valid('json');
      return c.json(
        await customerWithFlag(deps, c.get('adminScope'), c.req.valid('param').id, 'unlimited', unlimited),
        200,
      );
    },
    setCustomerLiApprove: async (c) => {
      const { li_approve } = c.req.valid('json');
      return c.json(
        await customerWithFlag(deps, c.get('adminScope'), c.req.valid('param').id, 'li_approve', li_approve),
        200,
      );
    },
    linkStripeCustomer: async (c) => {
      const body = c.req.valid('json');
      return c.json(
        okBody(await linkStripeCustomer(deps, c.get('adminScope'), body.space_id, body.stripe_customer)),
        200,
      );
    },
    refreshStripeCustomer: async (c) =>
      c.json(okBody(await refreshFromStripe(deps, c.get('adminScope'), c.req.valid('param').id)), 200),
    fetchStripeCustomers: async (c) =>
      c.json(okBody(await searchStripeCustomers(deps, c.get('adminScope'), c.req.valid('query').q)), 200),
    listAuditLog: async (c) =>
      c.json(okBody(await listAudit(deps.db, c.get('adminScope'), c.req.valid('query'))), 200),
    getAdminConfig: async (c) => c.json(okBody(await adminConfig(deps.db, c.get('adminScope'))), 200),
  };
}

/**
 * The admin area's customers, users, audit log and config (spec platform §7 Admin; issue 14),
 * mounted at /admin beside the session checks and the other admin routers. Platform admins see
 * every brand, resellers their own (admin-scope.ts); a workspace or user of another brand is a 404.
 * Each route carries its guards (no `use('*')`: other routers share /admin).
 */
export function adminRoutes(deps: AppDependencies) {
  const router = createRouter();
  bindOperations(router, guardEach(routes, authenticate(deps), requireAdminScope(deps)), adminHandlers(deps));
  return adminUsersRoutes(deps, router);
}
