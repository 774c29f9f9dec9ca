import { billingMessages } from '@outreach/core/billing';
import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  bearerSecurity,
  createRoute,
  createRouter,
  failure,
  guarded,
  jsonBody,
  okBody,
  success,
  z,
} from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { requireSpace } from '../../platform/space-access';
import {
  autoTopupInput,
  CreditsChartSchema,
  CreditsHistorySchema,
  CreditsSettingsSchema,
  creditsChartQuery,
  creditsHistoryQuery,
  creditsMessages,
  memberCapInput,
  UsetCreditsSchema,
  userIdParams,
  usetCreditsInput,
} from './credits.schema';
import { creditsChart, creditsHistory } from './credit-history';
import { creditsSettings, saveAutoTopup, saveMemberCap } from './credit-settings';
import { usetCredits } from './credits.service';

const tags = ['Credits'] as const;
const adminFailures = {
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}`,
  ),
};

export const getCredits = workspaceRoute({
  operationId: 'getCredits',
  method: 'get',
  path: '/credits',
  tags,
  summary:
    "The workspace's credit balance, this month's usage, the auto top-up rule and members' monthly caps",
  responses: { 200: success(CreditsSettingsSchema, 'The credits') },
});

export const setAutoTopup = workspaceRoute({
  operationId: 'setAutoTopup',
  method: 'put',
  path: '/credits/auto_topup',
  tags,
  summary:
    'Set the auto top-up rule: under `threshold` credits buy pack `price_id`, at most `max_per_month` times (workspace admins)',
  request: { body: jsonBody(autoTopupInput) },
  responses: {
    200: success(CreditsSettingsSchema, 'The credits'),
    400: failure(creditsMessages.packNotFound),
    ...adminFailures,
  },
});

export const setMemberCreditCap = workspaceRoute({
  operationId: 'setMemberCreditCap',
  method: 'put',
  path: '/credits/member_caps/{user_id}',
  tags,
  summary: "Set (or, null, remove) a member's monthly credit cap (workspace admins)",
  request: { params: userIdParams, body: jsonBody(memberCapInput) },
  responses: {
    200: success(CreditsSettingsSchema, 'The credits'),
    404: failure(creditsMessages.notAMember),
    ...adminFailures,
  },
});

export const listCreditsHistory = workspaceRoute({
  operationId: 'listCreditsHistory',
  method: 'get',
  path: '/credits_history',
  tags,
  summary:
    'Every change of the credit balance, newest first, filtered by day or range, member and usage type',
  request: { query: creditsHistoryQuery },
  responses: {
    200: success(CreditsHistorySchema, 'A page of the history and the total'),
    400: failure(`${creditsMessages.dateFormat}; ${creditsMessages.usageType}`),
    404: failure(creditsMessages.notAMember),
  },
});

export const getCreditsChart = workspaceRoute({
  operationId: 'getCreditsChart',
  method: 'get',
  path: '/credits_history/chart',
  tags,
  summary: 'Credits used and granted per day, and the balance at the end of each day (at most 366 days)',
  request: { query: creditsChartQuery },
  responses: {
    200: success(CreditsChartSchema, 'One entry per day'),
    400: failure(
      `${creditsMessages.dateFormat}; ${creditsMessages.dateOrder}; ${creditsMessages.chartTooLong}`,
    ),
  },
});

export const setCustomerCredits = createRoute({
  operationId: 'setCustomerCredits',
  method: 'post',
  path: '/{id}/uset_credits',
  tags,
  security: bearerSecurity,
  summary:
    "Set a customer workspace's credit balance (platform admins, resellers for their brands; audited); the change shows in its history",
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The workspace id' }),
    }),
    body: jsonBody(usetCreditsInput),
  },
  responses: {
    200: success(UsetCreditsSchema, 'The new balance'),
    400: failure(`credits: ${creditsMessages.wholeNumber}`),
    401: failure(errorMessages.tokenNotValid),
    403: failure(errorMessages.platformAdminOnly),
    404: failure(errorMessages.spaceNotFound),
  },
});

/**
 * /billing/credits and /billing/credits_history (issue 13 item 6; the shared contract in
 * docs/decisions.md). Members read; workspace admins set the auto top-up rule and caps. Each
 * route carries its own guards (no `use('*')`: the billing module's public webhook shares /billing).
 * Debits happen where the work is done (credits.service debitCredits), not through a route.
 */
export function creditsRoutes(deps: AppDependencies) {
  const router = createRouter();
  const signedIn = authenticate(deps);
  const member = requireSpace(deps);
  const admin = requireSpace(deps, { adminOnly: true });

  router.openapi(guarded(getCredits, signedIn, member), async (c) =>
    c.json(okBody(await creditsSettings(c.get('scope'))), 200),
  );
  router.openapi(guarded(setAutoTopup, signedIn, admin), async (c) =>
    c.json(okBody(await saveAutoTopup(c.get('scope'), c.get('space'), c.req.valid('json'))), 200),
  );
  router.openapi(guarded(setMemberCreditCap, signedIn, admin), async (c) =>
    c.json(
      okBody(await saveMemberCap(c.get('scope'), c.req.valid('param').user_id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(listCreditsHistory, signedIn, member), async (c) =>
    c.json(okBody(await creditsHistory(c.get('scope'), c.req.valid('query'))), 200),
  );
  router.openapi(guarded(getCreditsChart, signedIn, member), async (c) =>
    c.json(okBody(await creditsChart(c.get('scope'), c.req.valid('query'))), 200),
  );
  return router;
}

/** POST /admin/customers/{id}/uset_credits (spec platform §7 Admin): platform admins, resellers for their brands; audited. */
export function creditsAdminRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.openapi(guarded(setCustomerCredits, authenticate(deps), requireAdminScope(deps)), async (c) =>
    c.json(
      okBody(
        await usetCredits(
          deps.db,
          deps.clock,
          deps.realtime,
          c.get('adminScope'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
      200,
    ),
  );
  return router;
}

/** The 402s a debit may answer, for routes that spend credits to declare. */
export const creditFailures = {
  402: failure(
    `${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}; ${billingMessages.memberCapReached}`,
  ),
};
