/** The declaration of /dashboard, named by its operationId; the handler is in dashboard.handlers.ts. */
import { failure, success } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { ActivityFeedSchema, activityFeedQuery, dashboardMessages } from './dashboard.schema';

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
