import type { Grouping } from './reports.types';
import { groupings } from './reports.types';

/** The period presets of the filter bar, in days ending today (UTC, as the API counts days). */
export const periodPresets = ['7', '30', '90'] as const;
export type PeriodPreset = (typeof periodPresets)[number] | 'custom';

/** A report's filters as the URL keeps them, so a link reproduces the report. */
export interface ReportFilters {
  period: PeriodPreset;
  /** YYYY-MM-DD, UTC, both included. */
  from: string;
  to: string;
  workflowId: string;
  credentialId: string;
  userId: string;
  groupBy: Grouping;
}

const dayMs = 24 * 60 * 60 * 1000;
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** The UTC day of `date`, YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

/** The last `days` days up to `today`, both ends included. */
export function presetRange(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The filters a URL's query says; a preset's dates follow today, a custom period keeps its own. */
export function filtersFromQuery(query: URLSearchParams, today: string): ReportFilters {
  const from = query.get('from');
  const to = query.get('to');
  const custom = isDay(from) && isDay(to);
  const preset = periodPresets.find((value) => value === query.get('period')) ?? '30';
  const range = custom ? { from, to } : presetRange(Number(preset), today);
  const groupBy = groupings.find((value) => value === query.get('group_by')) ?? 'campaign';
  return {
    period: custom ? 'custom' : preset,
    ...range,
    workflowId: query.get('workflow_id') ?? '',
    credentialId: query.get('credential_id') ?? '',
    userId: query.get('user_id') ?? '',
    groupBy,
  };
}

/** The URL query for `filters`, keeping every other parameter (`space`, carried ones). */
export function queryWithFilters(current: URLSearchParams, filters: ReportFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['period', 'from', 'to', 'workflow_id', 'credential_id', 'user_id', 'group_by'])
    next.delete(key);
  if (filters.period === 'custom') {
    next.set('from', filters.from);
    next.set('to', filters.to);
  } else if (filters.period !== '30') next.set('period', filters.period);
  if (filters.workflowId) next.set('workflow_id', filters.workflowId);
  if (filters.credentialId) next.set('credential_id', filters.credentialId);
  if (filters.userId) next.set('user_id', filters.userId);
  if (filters.groupBy !== 'campaign') next.set('group_by', filters.groupBy);
  return next;
}

/** The API's query for `filters` (the same for the report and its CSV). */
export function apiQuery(filters: ReportFilters) {
  return {
    from: filters.from,
    to: filters.to,
    workflow_id: filters.workflowId || undefined,
    credential_id: filters.credentialId || undefined,
    user_id: filters.userId || undefined,
  };
}
