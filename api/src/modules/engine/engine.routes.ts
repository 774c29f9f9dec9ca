import { and, eq } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import { credentials } from '../../db/schema';
import { AppError } from '../../errors';
import { canSee, credentialAccess, visibleCondition } from '../credentials';
import { failure, jsonBody, okBody, spaceQuery, success } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { inSpace } from '../../platform/tenancy';
import { decideApproval } from '../../engine/approvals';
import {
  ApprovalDecisionSchema,
  approvalInput,
  approvalMessages,
  campaignProspectId,
  campaignProspectParams,
  credentialsNotFound,
  ForecastSchema,
  forecastQuery,
} from '../../engine/engine.schema';
import { senderForecast } from '../../engine/forecast';

const tags = ['Engine'] as const;

export const decideApprovalRoute = workspaceRoute({
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

/**
 * /api/engine: approvals of steps that require one, and the senders' 24-hour
 * forecast (E1's view). Space-scoped like every workspace route.
 */
export function engineRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);

  router.openapi(decideApprovalRoute, async (c) => {
    const parsed = campaignProspectId.safeParse(c.req.valid('param').campaignProspectId);
    if (!parsed.success) throw new AppError(404, approvalMessages.notFound);
    const { action } = c.req.valid('json');
    return c.json(okBody(await decideApproval(c.get('scope'), deps, parsed.data, action)), 200);
  });

  router.openapi(getForecast, async (c) => {
    const query = c.req.valid('query');
    const scope = c.get('scope');
    const access = await credentialAccess(scope.db, scope.spaceId, c.get('user'));
    if (query.credentials_id !== undefined && !canSee(access, query.credentials_id))
      throw new AppError(404, credentialsNotFound);
    const rows = await scope.db
      .select()
      .from(credentials)
      .where(
        and(
          inSpace(credentials, scope),
          visibleCondition(access),
          query.credentials_id ? eq(credentials.id, query.credentials_id) : undefined,
        ),
      )
      .orderBy(credentials.createdAt);
    if (query.credentials_id !== undefined && rows.length === 0) throw new AppError(404, credentialsNotFound);
    const now = scope.clock.now();
    const senders = [];
    for (const row of rows) {
      if (row.status === 'deleted') continue;
      senders.push(await senderForecast(scope.db, row, deps, now));
    }
    return c.json(okBody({ generated_at: now.toISOString(), senders }), 200);
  });

  return router;
}
