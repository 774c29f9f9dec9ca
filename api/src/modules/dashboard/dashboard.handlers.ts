import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import * as routes from './dashboard.routes';
import { activityFeed } from './dashboard.service';

/** The handler of /dashboard, under the operationId of its declaration in dashboard.routes.ts. */
export const dashboardHandlers: Handlers<typeof routes> = {
  getActivityFeed: async (c) => c.json(okBody(await activityFeed(c.get('scope'), c.req.valid('query'))), 200),
};

/** /dashboard (issue 15 item 3): every member of the workspace sees its activity. */
export function dashboardRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps), routes, dashboardHandlers);
}
