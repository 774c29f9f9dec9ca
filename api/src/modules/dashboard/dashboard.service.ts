import { and, eq, inArray } from 'drizzle-orm';
import { outreachEventLog, workflows } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { recentEvents } from '../activity';
import { type ActivityFeedJson, type ActivityFeedQuery, dashboardMessages } from './dashboard.schema';

/**
 * The dashboard's activity feed (issue 15 item 3): a page of the workspace's logged outreach
 * events, newest first, with each campaign's name. `before_id` must be an event of this
 * workspace (another's answers 404 like a missing one, so its existence does not leak).
 */
export async function activityFeed(scope: SpaceScope, query: ActivityFeedQuery): Promise<ActivityFeedJson> {
  let before: { at: Date; id: string } | undefined;
  if (query.before_id) {
    const [row] = await scope.db
      .select({ at: outreachEventLog.at, id: outreachEventLog.id })
      .from(outreachEventLog)
      .where(and(inSpace(outreachEventLog, scope), eq(outreachEventLog.id, query.before_id)));
    if (!row) throw new AppError(404, dashboardMessages.eventNotFound);
    before = row;
  }
  // One more than asked tells whether another page exists.
  const events = await recentEvents(scope.db, scope.spaceId, {
    names: query.names,
    limit: query.limit + 1,
    before,
  });
  const page = events.slice(0, query.limit);
  const workflowIds = [...new Set(page.flatMap((event) => (event.workflow_id ? [event.workflow_id] : [])))];
  const names = new Map<string, string>();
  if (workflowIds.length > 0) {
    const rows = await scope.db
      .select({ id: workflows.id, name: workflows.name })
      .from(workflows)
      .where(and(inSpace(workflows, scope), inArray(workflows.id, workflowIds)));
    for (const row of rows) names.set(row.id, row.name);
  }
  return {
    items: page.map((event) => ({
      ...event,
      workflow_name: event.workflow_id ? (names.get(event.workflow_id) ?? null) : null,
    })),
    has_more: events.length > query.limit,
  };
}
