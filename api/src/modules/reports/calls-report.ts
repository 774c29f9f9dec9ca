import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { dialerCalls, users } from '../../db/schema';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { CallsReport, ReportQuery } from './reports.schema';
import { dayMs, dayTime, reportPeriod } from './reports.service';

/**
 * GET /reports/calls (issue 27, "dispositions feed reports"): per member, the outgoing calls they
 * made in the period (by the call's start, UTC days), how many connected (answered) and the talk
 * time of those, from dialer_calls. Calls still in progress are not counted yet. A member filter
 * narrows to that member; campaign and sender filters do not apply to calls.
 */
export async function callsReport(scope: SpaceScope, query: ReportQuery): Promise<CallsReport> {
  const { from, to } = reportPeriod(scope, query);
  const start = new Date(dayTime(from));
  const end = new Date(dayTime(to) + dayMs);
  const connected = sql<number>`count(*) filter (where ${dialerCalls.result} = 'answered')`.mapWith(Number);
  const rows = await scope.db
    .select({
      id: dialerCalls.userId,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      calls: sql<number>`count(*)`.mapWith(Number),
      connected,
      talk: sql<number>`coalesce(sum(${dialerCalls.durationSeconds}) filter (where ${dialerCalls.result} = 'answered'), 0)`.mapWith(
        Number,
      ),
    })
    .from(dialerCalls)
    .leftJoin(users, eq(users.id, dialerCalls.userId))
    .where(
      and(
        inSpace(dialerCalls, scope),
        eq(dialerCalls.direction, 'outgoing'),
        sql`${dialerCalls.result} <> 'in_progress'`,
        gte(dialerCalls.startDate, start),
        lt(dialerCalls.startDate, end),
        query.user_id ? eq(dialerCalls.userId, query.user_id) : undefined,
      ),
    )
    .groupBy(dialerCalls.userId, users.firstName, users.lastName, users.email);
  const members = rows
    .map((row) => ({
      id: row.id,
      name: row.id ? `${row.first ?? ''} ${row.last ?? ''}`.trim() || (row.email ?? '') : '',
      calls: row.calls,
      connected: row.connected,
      talk_seconds: row.talk,
    }))
    .sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name));
  const totals = members.reduce(
    (sum, row) => ({
      calls: sum.calls + row.calls,
      connected: sum.connected + row.connected,
      talk_seconds: sum.talk_seconds + row.talk_seconds,
    }),
    { calls: 0, connected: 0, talk_seconds: 0 },
  );
  return { from, to, totals, members };
}
