import type { ApiSchema } from '@outreach/core/contract';
import {
  campaignFunnel,
  type FunnelStage,
  type ReportingSeries,
  reportingSeries,
} from '@outreach/core/outreach';

/** GET /workflows/{id}/rates: totals, the last 30 UTC days (oldest first) and the prospects by state. */
export type CampaignRates = ApiSchema<'WorkflowStats'>;
export type SeriesCounts = ApiSchema<'WorkflowSeriesCounts'>;
/** GET /workflows/{id}/progress, one entry per step. */
export type StepProgress = ApiSchema<'CampaignStepProgress'>;

/** spec: outreach §3 "Reporting series", in the spec's order (the tiles and the chart list them so). */
export { type ReportingSeries, reportingSeries } from '@outreach/core/outreach';
// Every series is a count the stats answer carries.
const _everySeriesCounted: readonly (keyof SeriesCounts)[] = reportingSeries;
void _everySeriesCounted;

/** The series the per-day chart shows first: what the campaign sends and what comes back. */
export const defaultChartSeries: readonly ReportingSeries[] = [
  'messages_sent',
  'emails_sent',
  'request_sent',
  'new_accepted',
  'new_replied',
];

export type { FunnelStage } from '@outreach/core/outreach';

/**
 * Contacted → connected → replied, by the one definition the Reports share (core campaignFunnel):
 * contacted counts the prospects the campaign reached, never those merely added or started on.
 */
export function funnelOf(rates: CampaignRates): FunnelStage[] {
  return campaignFunnel(rates.statuses, rates.totals);
}

export interface StepProgressBar {
  key: string;
  label: string;
  completed: number;
  waiting: number;
}

/** The progress bars in the order of the steps, labelled by their number. */
export function stepBars(
  progress: readonly StepProgress[],
  steps: readonly { key: string; number: number }[],
  label: (number: number) => string,
): StepProgressBar[] {
  const numbers = new Map(steps.map((step) => [step.key, step.number]));
  return progress.map((entry, index) => ({
    key: entry.key,
    label: label(numbers.get(entry.key) ?? index + 1),
    completed: entry.completed,
    waiting: entry.waiting,
  }));
}
