import { failure, jsonBody, spaceQuery, success } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  ApprovalDecisionSchema,
  approvalInput,
  approvalMessages,
  campaignProspectParams,
  credentialsNotFound,
  ForecastSchema,
  forecastQuery,
} from '../../engine/engine.schema';

const tags = ['Engine'] as const;

export const decideApproval = workspaceRoute({
  operationId: 'decideApproval',
  method: 'post',
  path: '/approvals/{campaignProspectId}',
  tags,
  summary: 'Approve, hold or cancel a step that waits for approval',
  request: {
    params: campaignProspectParams,
    body: jsonBody(approvalInput),
  },
  responses: {
    200: success(ApprovalDecisionSchema, 'Where the prospect stands now'),
    400: failure(`action: action must be approve, hold or cancel; ${approvalMessages.notWaiting}`),
    404: failure(approvalMessages.notFound),
  },
});

export const getForecast = workspaceRoute({
  operationId: 'getForecast',
  method: 'get',
  path: '/forecast',
  tags,
  summary: "The senders' next 24 hours: caps, work hours and what the engine plans, hour by hour",
  request: { query: forecastQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(ForecastSchema, 'The forecast of every sender the member sees, or of one'),
    400: failure('credentials_id: credentials_id must be an account id'),
    404: failure(credentialsNotFound),
  },
});
