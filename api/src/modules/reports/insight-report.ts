/**
 * GET /reports/insight: which steps, A/B variants, hours of the day and channels get replies, from
 * the step and hour rollups.
 */
import { and, between, inArray } from 'drizzle-orm';
import {
  reportCampaignHours,
  reportHours,
  reportSteps,
  reportStepsMonthly,
  workflowSteps,
  workflows,
} from '../../db/schema';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { ReportingSeries } from '../workflows';
import type { InsightReport, ReportQuery } from './reports.schema';
import { foldReportChanges, reportReadFoldBatch } from './report-counts';
import { dayMs, isoDay, dayTime, countFilter, summed, percent, reportPeriod } from './reports.service';

/** The series that are an action a prospect can answer, with the action and its channel. */
const actionSeries: Partial<Record<ReportingSeries, { action: string; channel: string }>> = {
  emails_sent: { action: 'email', channel: 'email' },
  messages_sent: { action: 'message', channel: 'linkedin' },
  inmails_sent: { action: 'inmail', channel: 'linkedin' },
  request_sent: { action: 'connection_request', channel: 'linkedin' },
  li_connect_by_email: { action: 'connection_by_email', channel: 'linkedin' },
  followed_profiles: { action: 'follow', channel: 'linkedin' },
  viewed_profiles: { action: 'profile_view', channel: 'linkedin' },
};

interface Outcome {
  sent: number;
  replied: number;
  opened: number;
  /** Sends per action: the step's action is its biggest. */
  actions: Map<string, number>;
}

const emptyOutcome = (): Outcome => ({ sent: 0, replied: 0, opened: 0, actions: new Map() });

function addTo(outcome: Outcome, series: string, count: number) {
  const action = actionSeries[series as ReportingSeries];
  if (action) {
    outcome.sent += count;
    outcome.actions.set(action.action, (outcome.actions.get(action.action) ?? 0) + count);
  } else if (series === 'new_replied') outcome.replied += count;
  else if (series === 'email_opened') outcome.opened += count;
}

function mainAction(outcome: Outcome): string | null {
  let best: string | null = null;
  let most = -1;
  for (const [action, count] of outcome.actions)
    if (count > most) {
      best = action;
      most = count;
    }
  return best;
}

export const channelOfAction = (action: string) =>
  Object.values(actionSeries).find((entry) => entry.action === action)?.channel ?? 'linkedin';

const rated = (outcome: Outcome) => ({
  sent: outcome.sent,
  replied: outcome.replied,
  reply_rate: percent(outcome.replied, outcome.sent),
});

const insightSeries = [...Object.keys(actionSeries), 'new_replied', 'email_opened'];

/**
 * The calendar months that lie whole in [from, to] (days as YYYY-MM-DD): the first's and the last's
 * first days, and the day after the last; null when there is none.
 */
export function wholeMonths(from: string, to: string): { first: string; last: string; end: string } | null {
  const start = new Date(`${from}T00:00:00Z`);
  const first = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + (start.getUTCDate() === 1 ? 0 : 1), 1),
  );
  const after = new Date(dayTime(to) + dayMs);
  // The month that ends on `to` is whole when the day after `to` is a first.
  const end = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), 1));
  if (end <= first) return null;
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return { first: isoDay(first.getTime()), last: isoDay(last.getTime()), end: isoDay(end.getTime()) };
}

/**
 * The insight's counts per step and variant (whole months from the monthly rollup, the days of the
 * months cut by the period from the daily one) and per hour of the day.
 */
async function insightCounts(scope: SpaceScope, query: ReportQuery, from: string, to: string) {
  const filtered = Boolean(query.workflow_id || query.credential_id || query.user_id);
  // Whole months from the monthly rollup, the days of the months cut by the period from the daily one.
  const months = wholeMonths(from, to);
  const stepsOf = (table: typeof reportSteps | typeof reportStepsMonthly, first: string, last: string) =>
    scope.db
      .select({
        workflowId: table.workflowId,
        stepId: table.stepId,
        variant: table.variant,
        series: table.series,
        total: summed(table),
      })
      .from(table)
      .where(and(countFilter(table, scope, query, first, last), inArray(table.series, insightSeries)))
      .groupBy(table.workflowId, table.stepId, table.variant, table.series);
  const [perStepParts, perHour] = await Promise.all([
    Promise.all(
      months
        ? [
            stepsOf(reportStepsMonthly, months.first, months.last),
            ...(from < months.first
              ? [stepsOf(reportSteps, from, isoDay(dayTime(months.first) - dayMs))]
              : []),
            ...(months.end <= to ? [stepsOf(reportSteps, months.end, to)] : []),
          ]
        : [stepsOf(reportSteps, from, to)],
    ),
    // The workspace's hours have their own small rollup; a filter needs the campaign/sender one.
    filtered
      ? scope.db
          .select({
            hour: reportCampaignHours.hour,
            series: reportCampaignHours.series,
            total: summed(reportCampaignHours),
          })
          .from(reportCampaignHours)
          .where(
            and(
              countFilter(reportCampaignHours, scope, query, from, to),
              inArray(reportCampaignHours.series, insightSeries),
            ),
          )
          .groupBy(reportCampaignHours.hour, reportCampaignHours.series)
      : scope.db
          .select({ hour: reportHours.hour, series: reportHours.series, total: summed(reportHours) })
          .from(reportHours)
          .where(
            and(
              inSpace(reportHours, scope),
              between(reportHours.day, from, to),
              inArray(reportHours.series, insightSeries),
            ),
          )
          .groupBy(reportHours.hour, reportHours.series),
  ]);
  return { perStep: perStepParts.flat(), perHour };
}

type StepCount = Awaited<ReturnType<typeof insightCounts>>['perStep'][number];

/** The outcome of each step and of each A/B variant. */
function tallySteps(perStep: StepCount[]) {
  const steps = new Map<string, { workflowId: string; stepId: string | null; outcome: Outcome }>();
  const variants = new Map<
    string,
    { workflowId: string; stepId: string | null; variant: string; outcome: Outcome }
  >();
  for (const row of perStep) {
    if (!row.workflowId) continue;
    const stepKey = `${row.workflowId}/${row.stepId}`;
    const step = steps.get(stepKey) ?? {
      workflowId: row.workflowId,
      stepId: row.stepId,
      outcome: emptyOutcome(),
    };
    addTo(step.outcome, row.series, row.total);
    steps.set(stepKey, step);
    if (row.variant === '') continue;
    const variantKey = `${stepKey}/${row.variant}`;
    const variant = variants.get(variantKey) ?? {
      workflowId: row.workflowId,
      stepId: row.stepId,
      variant: row.variant,
      outcome: emptyOutcome(),
    };
    addTo(variant.outcome, row.series, row.total);
    variants.set(variantKey, variant);
  }

  return { steps, variants };
}

/** The names of the campaigns and the numbers and kinds of the steps. */
async function stepNames(scope: SpaceScope, steps: { workflowId: string; stepId: string | null }[]) {
  const workflowIds = [...new Set(steps.map((step) => step.workflowId))];
  const stepIds = steps.map((step) => step.stepId).filter((id): id is string => id !== null);
  const names = new Map(
    workflowIds.length === 0
      ? []
      : (
          await scope.db
            .select({ id: workflows.id, name: workflows.name })
            .from(workflows)
            .where(and(inSpace(workflows, scope), inArray(workflows.id, workflowIds)))
        ).map((row) => [row.id, row.name]),
  );
  const stepInfo = new Map(
    stepIds.length === 0
      ? []
      : (
          await scope.db
            .select({ id: workflowSteps.id, number: workflowSteps.number, kind: workflowSteps.kind })
            .from(workflowSteps)
            .where(and(inSpace(workflowSteps, scope), inArray(workflowSteps.id, stepIds)))
        ).map((row) => [row.id, row]),
  );

  return { names, stepInfo };
}

/** GET /reports/insight. */
export async function insightReport(scope: SpaceScope, query: ReportQuery): Promise<InsightReport> {
  await foldReportChanges(scope.db, reportReadFoldBatch);
  const { from, to } = reportPeriod(scope, query);
  const { perStep, perHour } = await insightCounts(scope, query, from, to);
  const { steps, variants } = tallySteps(perStep);
  const { names, stepInfo } = await stepNames(scope, [...steps.values()]);
  const byRate = (a: InsightReport['steps'][number], b: InsightReport['steps'][number]) =>
    (b.reply_rate ?? -1) - (a.reply_rate ?? -1) ||
    b.sent - a.sent ||
    a.workflow_name.localeCompare(b.workflow_name) ||
    (a.position ?? 0) - (b.position ?? 0);
  const channels = new Map<string, Outcome>();
  const stepRows = [...steps.values()]
    // A reply that answers no step of the campaign has no step to credit.
    .filter((step) => step.outcome.sent > 0 || step.stepId !== null)
    .map((step) => {
      const info = step.stepId ? stepInfo.get(step.stepId) : undefined;
      const action = mainAction(step.outcome) ?? info?.kind ?? 'unknown';
      const channel = channelOfAction(action);
      const total = channels.get(channel) ?? emptyOutcome();
      total.sent += step.outcome.sent;
      total.replied += step.outcome.replied;
      channels.set(channel, total);
      return {
        workflow_id: step.workflowId,
        workflow_name: names.get(step.workflowId) ?? '',
        step_id: step.stepId,
        action,
        position: info?.number ?? null,
        ...rated(step.outcome),
        opened: step.outcome.opened,
      };
    })
    .sort(byRate);

  const hours = Array.from({ length: 24 }, () => emptyOutcome());
  for (const row of perHour) {
    const outcome = hours[row.hour];
    if (outcome) addTo(outcome, row.series, row.total);
  }

  return {
    steps: stepRows,
    hours: hours.map((outcome, hour) => ({ hour, ...rated(outcome) })),
    channels: [...channels.entries()]
      .map(([channel, outcome]) => ({ channel, ...rated(outcome) }))
      .sort((a, b) => b.sent - a.sent || a.channel.localeCompare(b.channel)),
    variants: [...variants.values()]
      .map((variant) => ({
        workflow_id: variant.workflowId,
        workflow_name: names.get(variant.workflowId) ?? '',
        step_id: variant.stepId,
        variant: variant.variant,
        ...rated(variant.outcome),
        opened: variant.outcome.opened,
      }))
      .sort(
        (a, b) =>
          a.workflow_id.localeCompare(b.workflow_id) ||
          String(a.step_id).localeCompare(String(b.step_id)) ||
          a.variant.localeCompare(b.variant),
      ),
  };
}
