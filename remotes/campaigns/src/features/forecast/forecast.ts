import type { ApiSchema } from '@outreach/core/contract';
import { workPausedUntil } from '@outreach/core/outreach';

/**
 * What each sender will send in the next 24 hours (issue 4: "a forecast endpoint and view"), as the
 * page shows GET /engine/forecast (ApiSchema<'EngineForecast'>): per sender, 24 hourly buckets of
 * counts by action kind, caps, what remains of them today, and the reasons as codes the page
 * translates (limits reached, outside work hours, cooling down…).
 */
export interface ForecastReason {
  /** A wait reason or limit signal id (sdk/outreach reasons), or the engine's own code. */
  code: string;
  /** The engine's own sentence, when it sends one. */
  text: string | null;
  action_kind: string | null;
  /** When the reason stops applying (a cool-down's end, the next work hour). */
  until: string | null;
  /** A number the sentence says (requests left, percent of the usual limits). */
  count: number | null;
}

export interface ForecastHour {
  /** Start of the hour, ISO. */
  start: string;
  counts: Record<string, number>;
}

export interface SenderForecast {
  credential_id: string;
  name: string;
  timezone: string | null;
  hours: ForecastHour[];
  caps: Record<string, number>;
  remaining: Record<string, number>;
  reasons: ForecastReason[];
}

export interface Forecast {
  generated_at: string | null;
  senders: SenderForecast[];
}

type EngineSender = ApiSchema<'SenderForecast'>;

/** spec: outreach §9 "Connection-request booster advised above 20 per day". */
const boosterAdvisedAbove = 20;

const reason = (code: string, extra: Partial<ForecastReason> = {}): ForecastReason => ({
  code,
  text: null,
  action_kind: null,
  until: null,
  count: null,
  ...extra,
});

/**
 * The reasons as codes the page translates, from the engine's structured fields (cool-down,
 * work window, caps, health): the same facts its English sentences (`reasons`) state.
 */
function reasonsOf(sender: EngineSender, now: number): ForecastReason[] {
  const reasons: ForecastReason[] = [];
  if (sender.cooldown_until) reasons.push(reason('sender_cooling_down', { until: sender.cooldown_until }));
  // The next working moment: the engine's work_window, read as the dashboard reads it.
  const resumes = workPausedUntil(sender, now);
  if (resumes) reasons.push(reason('outside_work_hours', { until: resumes }));
  else reasons.push(reason('working_until', { until: sender.work_window.end }));
  const connections = sender.caps.find((cap) => cap.action_kind === 'connection_request');
  if (connections) {
    reasons.push(reason('connections_left_today', { count: connections.remaining_today }));
    if (connections.remaining_week !== null && connections.remaining_week < connections.remaining_today)
      reasons.push(reason('connections_left_week', { count: connections.remaining_week }));
    if (connections.daily_cap > boosterAdvisedAbove)
      reasons.push(reason('booster_advised', { count: boosterAdvisedAbove }));
  }
  for (const cap of sender.caps)
    if (cap.remaining_today === 0 && cap.used_today > 0)
      reasons.push(reason('cap_reached', { action_kind: cap.action_kind }));
  if (sender.health_score < 1)
    reasons.push(reason('caps_lowered', { count: Math.round(sender.health_score * 100) }));
  return reasons;
}

/** Planned counts of an hour, the kinds the engine plans nothing of left out. */
function countsOf(planned: ApiSchema<'ForecastHour'>['planned']): Record<string, number> {
  return Object.fromEntries(
    Object.entries(planned).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/** The forecast as the view reads it. */
export function normalizeForecast(payload: ApiSchema<'EngineForecast'>): Forecast {
  const now = Date.parse(payload.generated_at);
  return {
    generated_at: payload.generated_at,
    senders: payload.senders.map((sender) => ({
      credential_id: sender.credential_id,
      name: sender.name,
      timezone: sender.timezone,
      hours: sender.hours.map((hour) => ({ start: hour.start, counts: countsOf(hour.planned) })),
      caps: Object.fromEntries(sender.caps.map((cap) => [cap.action_kind, cap.daily_cap])),
      remaining: Object.fromEntries(sender.caps.map((cap) => [cap.action_kind, cap.remaining_today])),
      reasons: reasonsOf(sender, Number.isNaN(now) ? Date.now() : now),
    })),
  };
}

/** Every action kind with at least one planned action, in a stable order (the chart's stacks). */
export function plannedKinds(forecast: Forecast): string[] {
  const kinds = new Set<string>();
  for (const sender of forecast.senders)
    for (const hour of sender.hours)
      for (const [kind, count] of Object.entries(hour.counts)) if (count > 0) kinds.add(kind);
  return [...kinds].sort();
}

/** Total planned per action kind for one sender over the 24 hours. */
export function totalsOf(sender: SenderForecast): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const hour of sender.hours)
    for (const [kind, count] of Object.entries(hour.counts)) totals[kind] = (totals[kind] ?? 0) + count;
  return totals;
}
