import { and, eq } from 'drizzle-orm';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { credentials } from '../../db/schema';
import { AppError } from '../../errors';
import { canSee, credentialAccess, visibleCondition } from '../credentials';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { inSpace } from '../../platform/tenancy';
import { decideApproval } from '../../engine/approvals';
import { approvalMessages, campaignProspectId, credentialsNotFound } from '../../engine/engine.schema';
import { senderForecast } from '../../engine/forecast';
import type { RouteHandler } from '@hono/zod-openapi';
import * as routes from './engine.routes';

/** The forecast of every sender the member sees (or of the one asked for), deleted ones left out. */
function getForecast(deps: AppDependencies): RouteHandler<typeof routes.getForecast, AppEnv> {
  return async (c) => {
    const query = c.req.valid('query');
    const scope = c.get('scope');
    const access = await credentialAccess(scope.db, scope.spaceId, c.get('user'), c.get('access'));
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
  };
}

/** The handlers of /api/engine, one per declaration of engine.routes.ts, under its operationId. */
export function engineHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    decideApproval: async (c) => {
      const parsed = campaignProspectId.safeParse(c.req.valid('param').campaignProspectId);
      if (!parsed.success) throw new AppError(404, approvalMessages.notFound);
      const { action } = c.req.valid('json');
      return c.json(okBody(await decideApproval(c.get('scope'), deps, parsed.data, action)), 200);
    },
    getForecast: getForecast(deps),
  };
}

/**
 * /api/engine: approvals of steps that require one, and the senders' 24-hour
 * forecast (E1's view). Space-scoped like every workspace route.
 */
export function engineRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps), routes, engineHandlers(deps));
}
