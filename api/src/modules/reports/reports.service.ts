import { type ProspectStatus, prospectStatuses } from '@outreach/core/outreach';
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  credentials,
  type LabelType,
  type reportCampaignHours,
  reportDaily,
  type reportSteps,
  type reportStepsMonthly,
  users,
  workflows,
} from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { type ReportingSeries, reportingSeries, type SeriesCounts } from '../workflows';
import { foldReportChanges, reportReadFoldBatch } from './report-counts';
import {
  type ActivityQuery,
  type ActivityReport,
  type AudienceReport,
  type ReportQuery,
  reportMessages,
} from './reports.schema';

/**
 * The reports (issue 15 item 1). Activity and insight read the rollups (report_daily,
 * report_steps, report_hours, report_campaign_hours), which the triggers of migration 0015 keep as
 * events happen (that migration defines every series); the audience groups the prospects by the
 * status flags the triggers keep on campaign_prospects. Every query is bound to the scope's workspace: an id of another
 * workspace's campaign, sender or member matches no row, so the report is empty (never an error
 * that would tell the id exists).
 */

export const dayMs = 86_400_000;
/** spec: issue 15 "a chosen period": at most a year and a day (a leap year). */
const maxDays = 366;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

export interface ReportPeriod {
  from: string;
  to: string;
  days: number;
}

/** The query's UTC days (default: the 30 days up to today), checked against reportMessages. */
export function reportPeriod(scope: Pick<SpaceScope, 'clock'>, query: ReportQuery): ReportPeriod {
  const to = query.to ?? isoDay(scope.clock.now().getTime());
  const from = query.from ?? isoDay(dayTime(to) - 29 * dayMs);
  const fromTime = dayTime(from);
  const toTime = dayTime(to);
  if (Number.isNaN(fromTime) || Number.isNaN(toTime))
    throw new AppError(400, 'from and to are dates: YYYY-MM-DD');
  if (fromTime > toTime) throw new AppError(400, reportMessages.period);
  const days = (toTime - fromTime) / dayMs + 1;
  if (days > maxDays) throw new AppError(400, reportMessages.tooLong);
  return { from, to, days };
}

function zeros(): SeriesCounts {
  return Object.fromEntries(reportingSeries.map((name) => [name, 0])) as SeriesCounts;
}

const isSeries = (name: string): name is ReportingSeries =>
  (reportingSeries as readonly string[]).includes(name);

/** A percentage with one decimal, or null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

type Dimensioned =
  | typeof reportDaily
  | typeof reportSteps
  | typeof reportStepsMonthly
  | typeof reportCampaignHours;

/** The rollup rows of the workspace, period and filters. */
export function countFilter(
  table: Dimensioned,
  scope: SpaceScope,
  query: ReportQuery,
  from: string,
  to: string,
): SQL {
  const conditions: SQL[] = [inSpace(table, scope), between(table.day, from, to)];
  if (query.workflow_id) conditions.push(eq(table.workflowId, query.workflow_id));
  if (query.credential_id) conditions.push(eq(table.credentialId, query.credential_id));
  if (query.user_id) conditions.push(eq(table.userId, query.user_id));
  return and(...conditions) as SQL;
}

export const summed = (table: { count: AnyPgColumn }) => sql<number>`sum(${table.count})`.mapWith(Number);

async function seriesTotals(scope: SpaceScope, where: SQL): Promise<SeriesCounts> {
  const rows = await scope.db
    .select({ series: reportDaily.series, total: summed(reportDaily) })
    .from(reportDaily)
    .where(where)
    .groupBy(reportDaily.series);
  const totals = zeros();
  for (const row of rows) if (isSeries(row.series)) totals[row.series] += row.total;
  return totals;
}

export function reportRates(totals: SeriesCounts): ActivityReport['rates'] {
  return {
    acceptance_rate: percent(totals.new_accepted, totals.request_sent),
    reply_rate: percent(totals.new_replied, totals.messages_sent + totals.emails_sent + totals.inmails_sent),
    open_rate: percent(totals.email_opened, totals.emails_sent),
    click_rate: percent(totals.email_clicked, totals.emails_sent),
    interested_rate: percent(totals.new_interested, totals.new_replied),
  };
}

const breakdownColumn = {
  campaign: reportDaily.workflowId,
  sender: reportDaily.credentialId,
  member: reportDaily.userId,
} as const;

/** GET /reports/activity. */
export async function activityReport(scope: SpaceScope, query: ActivityQuery): Promise<ActivityReport> {
  await foldReportChanges(scope.db, reportReadFoldBatch);
  const { from, to, days } = reportPeriod(scope, query);
  const previousTo = isoDay(dayTime(from) - dayMs);
  const previousFrom = isoDay(dayTime(from) - days * dayMs);
  const [perDay, previous_totals, breakdownRows] = await Promise.all([
    scope.db
      .select({
        day: sql<string>`${reportDaily.day}::text`,
        series: reportDaily.series,
        total: summed(reportDaily),
      })
      .from(reportDaily)
      .where(countFilter(reportDaily, scope, query, from, to))
      .groupBy(reportDaily.day, reportDaily.series),
    seriesTotals(scope, countFilter(reportDaily, scope, query, previousFrom, previousTo)),
    query.group_by ? breakdown(scope, query, query.group_by, from, to) : [],
  ]);
  const totals = zeros();
  const byDay = new Map<string, SeriesCounts>();
  for (const row of perDay) {
    if (!isSeries(row.series)) continue;
    totals[row.series] += row.total;
    const counts = byDay.get(row.day) ?? zeros();
    counts[row.series] += row.total;
    byDay.set(row.day, counts);
  }
  const fromTime = dayTime(from);
  return {
    from,
    to,
    totals,
    previous_totals,
    rates: reportRates(totals),
    days: Array.from({ length: days }, (_, index) => {
      const date = isoDay(fromTime + index * dayMs);
      return { date, ...(byDay.get(date) ?? zeros()) };
    }),
    breakdown: breakdownRows,
  };
}

async function breakdown(
  scope: SpaceScope,
  query: ReportQuery,
  groupBy: keyof typeof breakdownColumn,
  from: string,
  to: string,
): Promise<ActivityReport['breakdown']> {
  const column = breakdownColumn[groupBy];
  const rows = await scope.db
    .select({ id: column, series: reportDaily.series, total: summed(reportDaily) })
    .from(reportDaily)
    .where(countFilter(reportDaily, scope, query, from, to))
    .groupBy(column, reportDaily.series);
  const groups = new Map<string | null, SeriesCounts>();
  for (const row of rows) {
    if (!isSeries(row.series)) continue;
    const counts = groups.get(row.id) ?? zeros();
    counts[row.series] += row.total;
    groups.set(row.id, counts);
  }
  const ids = [...groups.keys()].filter((id): id is string => id !== null);
  const names = await dimensionNames(scope, groupBy, ids);
  const size = (counts: SeriesCounts) => reportingSeries.reduce((sum, name) => sum + counts[name], 0);
  return [...groups.entries()]
    .map(([id, totals]) => ({
      id,
      // A member's counters outlive their account (no foreign key: history).
      name:
        id === null ? noneName[groupBy] : (names.get(id) ?? (groupBy === 'member' ? 'Former member' : id)),
      totals,
    }))
    .sort((a, b) => size(b.totals) - size(a.totals) || a.name.localeCompare(b.name));
}

/** The row of activity that belongs to no campaign, sender or member (the UI may translate by id null). */
const noneName = { campaign: 'No campaign', sender: 'No sender', member: 'No member' } as const;

async function dimensionNames(
  scope: SpaceScope,
  groupBy: keyof typeof breakdownColumn,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (groupBy === 'campaign') {
    const rows = await scope.db
      .select({ id: workflows.id, name: workflows.name })
      .from(workflows)
      .where(and(inSpace(workflows, scope), inArray(workflows.id, ids)));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  if (groupBy === 'sender') {
    const rows = await scope.db
      .select({
        id: credentials.id,
        first: credentials.firstName,
        last: credentials.lastName,
        username: credentials.username,
      })
      .from(credentials)
      .where(and(inSpace(credentials, scope), inArray(credentials.id, ids)));
    return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim() || row.username]));
  }
  // Members: only the workspace's rollup rows can name them (report_daily is space-bound).
  const rows = await scope.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim() || row.email]));
}

/** A campaign, a sender or a member: the audience is then the prospects of those campaign links. */
const narrowed = (query: ReportQuery) => Boolean(query.workflow_id || query.credential_id || query.user_id);

/**
 * The prospects the audience counts: those added in the period (to the campaign when one is
 * chosen, else to the workspace), as the joins and the where of a query over `p` (prospects) and,
 * with a campaign, sender or member (the campaigns they own), `cp` (the campaign link) and with `interested`, `i` (it has the label
 * "interested"). The whole workspace needs neither: prospects.report_status holds its status.
 */
function audienceFrom(
  scope: SpaceScope,
  query: ReportQuery,
  from: string,
  to: string,
  interested: boolean,
  joins: SQL = sql``,
): SQL {
  const start = `${from}T00:00:00Z`;
  const end = new Date(dayTime(to) + dayMs).toISOString();
  if (narrowed(query)) {
    const labelled = interested
      ? sql`left join (select distinct pl.prospect_id from prospect_labels pl
          join labels l on l.id = pl.label_id
          where pl.space_id = ${scope.spaceId} and l.space_id = ${scope.spaceId} and lower(l.name) = 'interested'
        ) i on i.prospect_id = p.id`
      : sql``;
    return sql`from campaign_prospects cp join prospects p on p.id = cp.prospect_id ${labelled} ${joins}
      where cp.space_id = ${scope.spaceId} and p.space_id = ${scope.spaceId}
        and cp.created_at >= ${start}::timestamptz and cp.created_at < ${end}::timestamptz
        ${query.workflow_id ? sql`and cp.workflow_id = ${query.workflow_id}` : sql``}
        ${query.credential_id ? sql`and cp.credential_id = ${query.credential_id}` : sql``}
        ${
          query.user_id
            ? sql`and cp.workflow_id in (select w.id from workflows w
                where w.space_id = ${scope.spaceId} and w.owner_id = ${query.user_id})`
            : sql``
        }`;
  }
  return sql`from prospects p ${joins}
    where p.space_id = ${scope.spaceId}
      and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz`;
}

interface AudienceRow extends Record<string, unknown> {
  dimension: string;
  key: string | null;
  count: number | string;
}

async function rowsOf<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** GET /reports/audience. */
export async function audienceReport(scope: SpaceScope, query: ReportQuery): Promise<AudienceReport> {
  await foldReportChanges(scope.db, reportReadFoldBatch);
  const { from, to } = reportPeriod(scope, query);
  const filtered = narrowed(query);
  // Status, company, title and location in one pass over the prospects (grouping sets), the top ten
  // of each but the status; the labels beside it. Both sent together (the pool runs them at once).
  // The §3 status: report_status_of (migration 0016) is prospectStatus (core/src/outreach) rule for
  // rule, over the campaign link; prospects.report_status is the same kept by triggers for the
  // workspace's latest link (reports.test.ts checks both against the campaign list).
  const status = filtered
    ? sql`report_status_of(p.lifecycle, p.enriched_email is not null, cp.state, cp.pause_reason,
        cp.report_flags, i.prospect_id is not null)`
    : sql`p.report_status`;
  const groups = await Promise.all([
    rowsOf<AudienceRow>(
      scope.db,
      sql`select dimension, key, count from (
          select dimension, key, count,
            row_number() over (partition by dimension order by count desc, key) as rank
          from (
            select case when grouping(s.status) = 0 then 'status' when grouping(s.company) = 0 then 'company'
                when grouping(s.title) = 0 then 'title' else 'location' end as dimension,
              coalesce(s.status, s.company, s.title, s.location) as key, count(*) as count
            from (select ${status} as status, p.company_name as company, p.position as title,
                p.location as location ${audienceFrom(scope, query, from, to, filtered)}) s
            group by grouping sets ((s.status), (s.company), (s.title), (s.location))
          ) g where g.dimension = 'status' or coalesce(g.key, '') <> ''
        ) r where r.dimension = 'status' or r.rank <= 10`,
    ),
    rowsOf<AudienceRow>(
      scope.db,
      sql`select 'label' as dimension, pl.label_id::text as key, count(*) as count
        ${audienceFrom(scope, query, from, to, false, sql`join prospect_labels pl on pl.prospect_id = p.id`)}
        group by pl.label_id order by 3 desc, pl.label_id limit 10`,
    ),
  ]);
  const rows = groups.flat();
  const byStatus = new Map<ProspectStatus, number>(prospectStatuses.map((status) => [status, 0]));
  const buckets = { company: [], title: [], location: [] } as Record<
    string,
    { key: string; count: number }[]
  >;
  const labelCounts: { id: string; count: number }[] = [];
  let total = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.dimension === 'status') {
      byStatus.set(row.key as ProspectStatus, count);
      total += count;
    } else if (row.dimension === 'label' && row.key) labelCounts.push({ id: row.key, count });
    else if (row.key) buckets[row.dimension]?.push({ key: row.key, count });
  }
  const sortBuckets = (list: { key: string; count: number }[]) =>
    list.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const labelRows =
    labelCounts.length === 0
      ? []
      : await rowsOf<{ id: string; name: string; color: string; type: LabelType }>(
          scope.db,
          sql`select id::text as id, name, color, type from labels where space_id = ${scope.spaceId}
            and id in (${sql.join(
              labelCounts.map((label) => sql`${label.id}::uuid`),
              sql`, `,
            )})`,
        );
  const labelInfo = new Map(labelRows.map((label) => [label.id, label]));
  return {
    total,
    by_status: prospectStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    by_label: labelCounts
      .filter((label) => labelInfo.has(label.id))
      .map((label) => {
        const info = labelInfo.get(label.id) as { name: string; color: string; type: LabelType };
        return { id: label.id, name: info.name, color: info.color, type: info.type, count: label.count };
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    by_company: sortBuckets(buckets.company ?? []),
    by_title: sortBuckets(buckets.title ?? []),
    by_location: sortBuckets(buckets.location ?? []),
  };
}
