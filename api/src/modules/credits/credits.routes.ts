/**
 * The declarations of /billing/credits, /billing/credits_history (issue 13 item 6) and
 * /admin/customers/{id}/uset_credits, each named by its operationId; the handlers, and who may
 * call which, are in credits.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { failure, jsonBody, success, z } from '../../openapi/contract';
import { adminRoute, workspaceAdminFailures, workspaceRoute } from '../../openapi/route-kinds';
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

const tags = ['Credits'] as const;
const creditsAnswer = success(CreditsSettingsSchema, 'The credits');

export const getCredits = workspaceRoute({
  operationId: 'getCredits',
  method: 'get',
  path: '/credits',
  tags,
  summary:
    "The workspace's credit balance, this month's usage, the auto top-up rule and members' monthly caps",
  responses: { 200: creditsAnswer },
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
    200: creditsAnswer,
    400: failure(creditsMessages.packNotFound),
    ...workspaceAdminFailures,
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
    200: creditsAnswer,
    404: failure(creditsMessages.notAMember),
    ...workspaceAdminFailures,
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

export const setCustomerCredits = adminRoute({
  operationId: 'setCustomerCredits',
  method: 'post',
  path: '/{id}/uset_credits',
  tags,
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
    404: failure(errorMessages.spaceNotFound),
  },
});
