import type { AppDependencies } from '../../platform/context';
import { failure, okBody, success } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { ActivityFeedSchema, activityFeedQuery, dashboardMessages } from './dashboard.schema';
import { activityFeed } from './dashboard.service';

const tags = ['Dashboard'] as const;

export const getActivityFeed = workspaceRoute({
  operationId: 'getActivityFeed',
  method: 'get',
  path: '/activity',
  tags,
  summary: "The workspace's outreach events, newest first (the dashboard's activity feed)",
  request: { query: activityFeedQuery },
  responses: {
    200: success(ActivityFeedSchema, 'A page of events'),
    400: failure(`limit can not be more than 100; ${dashboardMessages.names}; before_id must be an event id`),
    404: failure(dashboardMessages.eventNotFound),
  },
});

/** /dashboard (issue 15 item 3): every member of the workspace sees its activity. */
export function dashboardRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);
  router.openapi(getActivityFeed, async (c) =>
    c.json(okBody(await activityFeed(c.get('scope'), c.req.valid('query'))), 200),
  );
  return router;
}
