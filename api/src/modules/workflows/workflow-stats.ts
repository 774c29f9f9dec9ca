import { type ProspectStatus, type ProspectStatusCounts, prospectStatuses } from '@outreach/core/outreach';
import { and, count, eq, sql } from 'drizzle-orm';
import { campaignProspects, campaignProspectStates, reportDaily } from '../../db/schema';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { stepProgress } from '../../engine/progress';
import {
  type ReportingSeries,
  reportingSeries,
  type SeriesCounts,
  type WorkflowStats,
} from './workflows.schema';
import { requireWorkflow } from './workflows.service';

/** Days of the stats chart (outreach §2 per-campaign stats). */
export const rateDays = 30;

function zeros(): SeriesCounts {
  return Object.fromEntries(reportingSeries.map((name) => [name, 0])) as SeriesCounts;
}

const isSeries = (name: string): name is ReportingSeries =>
  (reportingSeries as readonly string[]).includes(name);

/**
 * GET /workflows/{id}/rates (WorkflowStatsSchema says what each part holds). The series come from
 * the reports' rollup `report_daily` (migration 0015 says what each counts), so the Stats tab and
 * /reports agree by construction: totals over the campaign's life, days over the last 30.
 */
export async function campaignRates(scope: SpaceScope, id: string): Promise<WorkflowStats> {
  const row = await requireWorkflow(scope.db, scope, id);
  const db = scope.db;
  // What was just logged first, as the reports do before they read (migration 0018,
  // reports/report-counts.ts foldReportChanges; called here directly: reports imports workflows).
  await db.execute(sql`select report_changes_fold(5000)`);
  const today = new Date(scope.clock.now());
  today.setUTCHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - (rateDays - 1) * 86_400_000);
  const sinceDay = since.toISOString().slice(0, 10);

  const counted = await db
    .select({
      day: sql<string>`${reportDaily.day}::text`,
      series: reportDaily.series,
      total: sql<number>`sum(${reportDaily.count})`.mapWith(Number),
    })
    .from(reportDaily)
    .where(and(inSpace(reportDaily, scope), eq(reportDaily.workflowId, row.id)))
    .groupBy(reportDaily.day, reportDaily.series);

  const totals = zeros();
  const byDay = new Map<string, SeriesCounts>();
  for (const entry of counted) {
    if (!isSeries(entry.series) || entry.total === 0) continue;
    totals[entry.series] += entry.total;
    if (entry.day < sinceDay) continue;
    const counts = byDay.get(entry.day) ?? zeros();
    counts[entry.series] += entry.total;
    byDay.set(entry.day, counts);
  }

  const days = Array.from({ length: rateDays }, (_, index) => {
    const date = new Date(since.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { date, ...(byDay.get(date) ?? zeros()) };
  });

  const states = await db
    .select({ state: campaignProspects.state, total: count() })
    .from(campaignProspects)
    .where(eq(campaignProspects.workflowId, row.id))
    .groupBy(campaignProspects.state);
  const prospectCounts = Object.fromEntries(campaignProspectStates.map((state) => [state, 0])) as Record<
    (typeof campaignProspectStates)[number],
    number
  >;
  let total = 0;
  for (const entry of states) {
    prospectCounts[entry.state] = entry.total;
    total += entry.total;
  }
  return {
    totals,
    days,
    prospects: { ...prospectCounts, total },
    statuses: await statusCounts(scope, row.id),
  };
}

/**
 * The campaign's prospects per §3 status, by the rule the Reports' audience applies to a campaign
 * (report_status_of of migration 0016 over the campaign link, the label "interested" included),
 * so the funnel's "Contacted" is the Reports' reached statuses summed (core campaignFunnel).
 */
async function statusCounts(scope: SpaceScope, workflowId: string): Promise<ProspectStatusCounts> {
  const result = (await scope.db.execute(sql`
    select report_status_of(p.lifecycle, p.enriched_email is not null, cp.state, cp.pause_reason,
        cp.report_flags, i.prospect_id is not null) as status, count(*) as count
    from campaign_prospects cp join prospects p on p.id = cp.prospect_id
    left join (select distinct pl.prospect_id from prospect_labels pl join labels l on l.id = pl.label_id
      where pl.space_id = ${scope.spaceId} and l.space_id = ${scope.spaceId} and lower(l.name) = 'interested'
    ) i on i.prospect_id = p.id
    where cp.space_id = ${scope.spaceId} and p.space_id = ${scope.spaceId} and cp.workflow_id = ${workflowId}
    group by 1`)) as unknown as { rows?: StatusRow[] } | StatusRow[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  const counts = Object.fromEntries(prospectStatuses.map((status) => [status, 0])) as ProspectStatusCounts;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

interface StatusRow extends Record<string, unknown> {
  status: ProspectStatus;
  count: number | string;
}

/** GET /workflows/{id}/progress (D1's stepProgress: completed and waiting per live step). */
export async function campaignProgress(scope: SpaceScope, id: string) {
  const row = await requireWorkflow(scope.db, scope, id);
  return stepProgress(scope.db, row.id);
}
