import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  createRouter,
  failure,
  guarded,
  idParams,
  jsonBody,
  okBody,
  success,
  z,
} from '../../openapi/contract';
import { adminRoute } from '../../openapi/route-kinds';
import { authenticate } from '../../platform/authenticate';
import { requireAdminScope } from '../../platform/admin-scope';
import { adminUsersRoutes } from './admin-users.routes';
import {
  AdminConfigSchema,
  AuditPageSchema,
  adminMessages,
  auditQuery,
  CustomerInfoSchema,
  CustomerItemSchema,
  CustomersPageSchema,
  customersQuery,
  linkStripeInput,
  setLiApproveInput,
  setUnlimitedInput,
  StripeCustomerSchema,
  stripeCustomersQuery,
  updateCustomerInput,
} from './admin.schema';
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

const tags = ['Admin'] as const;
const notFound = { 404: failure(errorMessages.spaceNotFound) };

export const listCustomersRoute = adminRoute({
  operationId: 'listCustomers',
  method: 'get',
  path: '/customers',
  tags,
  summary:
    "Customer workspaces (25 a page) with the spec's filters, the total and counts per status and brand; a reseller sees only their brands",
  request: { query: customersQuery },
  responses: {
    200: success(CustomersPageSchema, 'A page of customers'),
    400: failure('A bad filter'),
  },
});

export const getCustomerInfo = adminRoute({
  operationId: 'getCustomerInfo',
  method: 'get',
  path: '/customers/{id}/customer_info',
  tags,
  summary:
    'A customer: workspace, users, credentials and their states, subscription, credits, health, managers, labels, note',
  request: { params: idParams },
  responses: { 200: success(CustomerInfoSchema, 'The customer'), ...notFound },
});

export const updateCustomerRoute = adminRoute({
  operationId: 'updateCustomer',
  method: 'post',
  path: '/customers/{id}/update',
  tags,
  summary:
    "Change a customer's name, labels, note, tier, managers, billing switch or subscription mode (audited)",
  request: { params: idParams, body: jsonBody(updateCustomerInput) },
  responses: {
    200: success(CustomerItemSchema, 'The customer'),
    400: failure(`${adminMessages.managerNotFound}; a bad field`),
    ...notFound,
  },
});

function statusRoute(operationId: string, action: StatusAction, summary: string) {
  return adminRoute({
    operationId,
    method: 'post',
    path: `/customers/{id}/${action}`,
    tags,
    summary,
    request: { params: idParams },
    responses: {
      200: success(CustomerItemSchema, 'The customer'),
      400: failure(
        `${adminMessages.alreadyActive}; ${adminMessages.alreadyBlocked}; ${adminMessages.alreadyDeleted}; ${adminMessages.notDeleted}; ${adminMessages.deletedCannotBlock}`,
      ),
      ...notFound,
    },
  });
}

export const blockCustomer = statusRoute('blockCustomer', 'block', 'Block a customer workspace (audited)');
export const unblockCustomer = statusRoute(
  'unblockCustomer',
  'unblock',
  'Unblock a customer workspace (audited)',
);
export const deleteCustomer = statusRoute(
  'deleteCustomer',
  'delete',
  'Delete a customer workspace: status deleted, its users can no longer choose it (audited)',
);
export const restoreCustomer = statusRoute(
  'restoreCustomer',
  'restore',
  'Restore a deleted customer workspace (audited)',
);

export const setCustomerUnlimited = adminRoute({
  operationId: 'setCustomerUnlimited',
  method: 'post',
  path: '/space/{id}/set_unlimited',
  tags,
  summary: 'Give (or take) a customer no credits or seats limits (audited)',
  request: { params: idParams, body: jsonBody(setUnlimitedInput) },
  responses: { 200: success(CustomerItemSchema, 'The customer'), ...notFound },
});

export const setCustomerLiApprove = adminRoute({
  operationId: 'setCustomerLiApprove',
  method: 'post',
  path: '/space/{id}/set_li_approve',
  tags,
  summary: "Set the social network's manual approval of a customer (audited)",
  request: { params: idParams, body: jsonBody(setLiApproveInput) },
  responses: { 200: success(CustomerItemSchema, 'The customer'), ...notFound },
});

export const linkStripeCustomerRoute = adminRoute({
  operationId: 'linkStripeCustomer',
  method: 'post',
  path: '/customers/link_stripe',
  tags,
  summary:
    "Link a Stripe customer to a workspace's billing account (checked at Stripe when payments are configured)",
  request: { body: jsonBody(linkStripeInput) },
  responses: {
    200: success(z.object({ space_id: z.string(), stripe_customer: z.string() }), 'The link'),
    400: failure(adminMessages.stripeCustomerNotFound),
    ...notFound,
    409: failure(adminMessages.stripeCustomerTaken),
    502: failure('The payment provider did not answer, try again'),
  },
});

export const refreshStripeCustomer = adminRoute({
  operationId: 'refreshStripeCustomer',
  method: 'post',
  path: '/space/{id}/stripe/refresh',
  tags,
  summary: "Re-read the linked Stripe customer's newest subscription and apply it to the workspace",
  request: { params: idParams },
  responses: {
    200: success(
      z.object({ space_id: z.string(), subscription_id: z.string().nullable(), changed: z.boolean() }),
      'What was applied',
    ),
    400: failure(adminMessages.noStripeCustomer),
    ...notFound,
    409: failure('Payments are not configured'),
    502: failure('The payment provider did not answer, try again'),
  },
});

export const fetchStripeCustomers = adminRoute({
  operationId: 'fetchStripeCustomers',
  method: 'get',
  path: '/stripe/customers/fetch',
  tags,
  summary:
    "Stripe customers by email (exact) or id; a reseller finds only their brands' customers; [] when payments are not configured",
  request: { query: stripeCustomersQuery },
  responses: {
    200: success(z.array(StripeCustomerSchema), 'The customers found'),
    502: failure('The payment provider did not answer, try again'),
  },
});

export const listAuditLog = adminRoute({
  operationId: 'listAuditLog',
  method: 'get',
  path: '/audit',
  tags,
  summary: "The audit log, newest first (25 a page), filtered; a reseller reads only their brands' entries",
  request: { query: auditQuery },
  responses: {
    200: success(AuditPageSchema, 'A page of entries'),
    400: failure(adminMessages.dateFormat),
  },
});

export const getAdminConfig = adminRoute({
  operationId: 'getAdminConfig',
  method: 'get',
  path: '/config',
  tags,
  summary:
    "The admin filters' values (brands, managers, labels, tiers, statuses, types, triggers, subscription types)",
  responses: { 200: success(AdminConfigSchema, 'The values') },
});

/**
 * The admin area's customers, users, audit log and config (spec platform §7 Admin; issue 14),
 * mounted at /admin beside the session checks and the other admin routers. Platform admins see
 * every brand, resellers their own (admin-scope.ts); a workspace or user of another brand is a 404.
 * Each route carries its guards (no `use('*')`: other routers share /admin).
 */
export function adminRoutes(deps: AppDependencies) {
  const router = createRouter();
  const signedIn = authenticate(deps);
  const admin = requireAdminScope(deps);

  router.openapi(guarded(listCustomersRoute, signedIn, admin), async (c) =>
    c.json(okBody(await listCustomers(deps.db, deps.clock, c.get('adminScope'), c.req.valid('query'))), 200),
  );
  router.openapi(guarded(getCustomerInfo, signedIn, admin), async (c) =>
    c.json(okBody(await customerInfo(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(updateCustomerRoute, signedIn, admin), async (c) => {
    const row = await updateCustomer(
      deps.db,
      deps.clock,
      c.get('adminScope'),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(okBody(await customerItem(deps.db, row)), 200);
  });
  const statusRoutes: [ReturnType<typeof statusRoute>, StatusAction][] = [
    [blockCustomer, 'block'],
    [unblockCustomer, 'unblock'],
    [deleteCustomer, 'delete'],
    [restoreCustomer, 'restore'],
  ];
  for (const [route, action] of statusRoutes) {
    router.openapi(guarded(route, signedIn, admin), async (c) => {
      const row = await setCustomerStatus(
        deps.db,
        deps.clock,
        c.get('adminScope'),
        c.req.valid('param').id,
        action,
      );
      return c.json(okBody(await customerItem(deps.db, row)), 200);
    });
  }
  router.openapi(guarded(setCustomerUnlimited, signedIn, admin), async (c) => {
    const row = await setCustomerFlag(
      deps.db,
      deps.clock,
      c.get('adminScope'),
      c.req.valid('param').id,
      'unlimited',
      c.req.valid('json').unlimited,
    );
    return c.json(okBody(await customerItem(deps.db, row)), 200);
  });
  router.openapi(guarded(setCustomerLiApprove, signedIn, admin), async (c) => {
    const row = await setCustomerFlag(
      deps.db,
      deps.clock,
      c.get('adminScope'),
      c.req.valid('param').id,
      'li_approve',
      c.req.valid('json').li_approve,
    );
    return c.json(okBody(await customerItem(deps.db, row)), 200);
  });
  router.openapi(guarded(linkStripeCustomerRoute, signedIn, admin), async (c) => {
    const body = c.req.valid('json');
    return c.json(
      okBody(await linkStripeCustomer(deps, c.get('adminScope'), body.space_id, body.stripe_customer)),
      200,
    );
  });
  router.openapi(guarded(refreshStripeCustomer, signedIn, admin), async (c) =>
    c.json(okBody(await refreshFromStripe(deps, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(fetchStripeCustomers, signedIn, admin), async (c) =>
    c.json(okBody(await searchStripeCustomers(deps, c.get('adminScope'), c.req.valid('query').q)), 200),
  );
  router.openapi(guarded(listAuditLog, signedIn, admin), async (c) =>
    c.json(okBody(await listAudit(deps.db, c.get('adminScope'), c.req.valid('query'))), 200),
  );
  router.openapi(guarded(getAdminConfig, signedIn, admin), async (c) =>
    c.json(okBody(await adminConfig(deps.db, c.get('adminScope'))), 200),
  );
  adminUsersRoutes(deps, router);
  return router;
}
