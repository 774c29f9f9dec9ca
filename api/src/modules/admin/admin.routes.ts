/**
 * The declarations of the admin area's customers, audit log and config (spec platform §7 Admin;
 * issue 14), each named by its operationId; the handlers are in admin.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { adminRoute, adminRowRoute } from '../../openapi/route-kinds';
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
import type { StatusAction } from './customers.service';

const tags = ['Admin'] as const;
const notFound = { 404: failure(errorMessages.spaceNotFound) };
const customerAnswer = success(CustomerItemSchema, 'The customer');
const providerDown = { 502: failure('The payment provider did not answer, try again') };
/** A route of one customer workspace (its id in the path): an `adminRoute` with its 404. */
const customerRoute = adminRowRoute(idParams, notFound);

export const listCustomers = adminRoute({
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

export const getCustomerInfo = customerRoute({
  operationId: 'getCustomerInfo',
  method: 'get',
  path: '/customers/{id}/customer_info',
  tags,
  summary:
    'A customer: workspace, users, credentials and their states, subscription, credits, health, managers, labels, note',
  responses: { 200: success(CustomerInfoSchema, 'The customer') },
});

export const updateCustomer = customerRoute({
  operationId: 'updateCustomer',
  method: 'post',
  path: '/customers/{id}/update',
  tags,
  summary:
    "Change a customer's name, labels, note, tier, managers, billing switch or subscription mode (audited)",
  request: { body: jsonBody(updateCustomerInput) },
  responses: {
    200: customerAnswer,
    400: failure(`${adminMessages.managerNotFound}; a bad field`),
  },
});

/** Block, unblock, delete or restore a customer: one shape, the action last in the path. */
function statusRoute<Name extends string>(route: {
  operationId: Name;
  action: StatusAction;
  summary: string;
}) {
  return customerRoute({
    operationId: route.operationId,
    method: 'post',
    path: `/customers/{id}/${route.action}`,
    tags,
    summary: route.summary,
    responses: {
      200: customerAnswer,
      400: failure(
        `${adminMessages.alreadyActive}; ${adminMessages.alreadyBlocked}; ${adminMessages.alreadyDeleted}; ${adminMessages.notDeleted}; ${adminMessages.deletedCannotBlock}`,
      ),
    },
  });
}

export const blockCustomer = statusRoute({
  operationId: 'blockCustomer',
  action: 'block',
  summary: 'Block a customer workspace (audited)',
});
export const unblockCustomer = statusRoute({
  operationId: 'unblockCustomer',
  action: 'unblock',
  summary: 'Unblock a customer workspace (audited)',
});
export const deleteCustomer = statusRoute({
  operationId: 'deleteCustomer',
  action: 'delete',
  summary: 'Delete a customer workspace: status deleted, its users can no longer choose it (audited)',
});
export const restoreCustomer = statusRoute({
  operationId: 'restoreCustomer',
  action: 'restore',
  summary: 'Restore a deleted customer workspace (audited)',
});

/** A switch of a customer workspace, `/space/{id}/<setting>` with a body: one shape, audited. */
function switchRoute<Name extends string, Body extends z.ZodType>(route: {
  operationId: Name;
  setting: 'set_unlimited' | 'set_li_approve';
  summary: string;
  body: Body;
}) {
  return customerRoute({
    operationId: route.operationId,
    method: 'post',
    path: `/space/{id}/${route.setting}`,
    tags,
    summary: route.summary,
    request: { body: jsonBody(route.body) },
    responses: { 200: customerAnswer },
  });
}

export const setCustomerUnlimited = switchRoute({
  operationId: 'setCustomerUnlimited',
  setting: 'set_unlimited',
  summary: 'Give (or take) a customer no credits or seats limits (audited)',
  body: setUnlimitedInput,
});

export const setCustomerLiApprove = switchRoute({
  operationId: 'setCustomerLiApprove',
  setting: 'set_li_approve',
  summary: "Set the social network's manual approval of a customer (audited)",
  body: setLiApproveInput,
});

export const linkStripeCustomer = adminRoute({
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
    ...providerDown,
  },
});

export const refreshStripeCustomer = customerRoute({
  operationId: 'refreshStripeCustomer',
  method: 'post',
  path: '/space/{id}/stripe/refresh',
  tags,
  summary: "Re-read the linked Stripe customer's newest subscription and apply it to the workspace",
  responses: {
    200: success(
      z.object({ space_id: z.string(), subscription_id: z.string().nullable(), changed: z.boolean() }),
      'What was applied',
    ),
    400: failure(adminMessages.noStripeCustomer),
    409: failure('Payments are not configured'),
    ...providerDown,
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
    ...providerDown,
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
