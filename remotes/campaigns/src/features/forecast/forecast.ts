/**
 * What each sender will send in the next 24 hours (issue 4: "a forecast endpoint and view"), as the
 * page reads GET /engine/forecast. The engine's answer is normalised here so the view depends on
 * one shape: per sender, 24 hourly buckets of counts by action kind, caps, what remains of them
 * today, and the reasons the engine gives (limits reached, outside work hours, cooling down…).
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

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (...values: unknown[]): string | null => {
  for (const value of values) if (typeof value === 'string' && value) return value;
  return null;
};

function counts(value: unknown): Record<string, number> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

function hourStart(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
}

/** Hourly buckets from either `hours: [{ start|hour|at, counts|by_kind|actions }]` or planned actions `[{ at, action_kind }]`. */
function hoursOf(sender: Loose): ForecastHour[] {
  const hours = sender.hours ?? sender.by_hour ?? sender.hourly;
  if (Array.isArray(hours)) {
    return hours.filter(isObject).map((hour) => {
      const start = text(hour.start, hour.hour, hour.at, hour.from) ?? '';
      const inner = hour.planned ?? hour.counts ?? hour.by_kind ?? hour.actions ?? hour.by_action_kind;
      const rest = { ...hour };
      for (const key of ['start', 'hour', 'at', 'from', 'to', 'end', 'working']) delete rest[key];
      return { start, counts: isObject(inner) ? counts(inner) : counts(rest) };
    });
  }
  const planned = sender.planned ?? sender.actions;
  if (Array.isArray(planned)) {
    const buckets = new Map<string, Record<string, number>>();
    for (const action of planned.filter(isObject)) {
      const at = text(action.at, action.scheduled_at, action.time);
      const kind = text(action.action_kind, action.kind) ?? 'internal';
      if (!at) continue;
      const start = hourStart(at);
      const bucket = buckets.get(start) ?? {};
      bucket[kind] = (bucket[kind] ?? 0) + (typeof action.count === 'number' ? action.count : 1);
      buckets.set(start, bucket);
    }
    return [...buckets.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([start, bucket]) => ({ start, counts: bucket }));
  }
  return [];
}

function reasonsOf(sender: Loose): ForecastReason[] {
  const reasons = sender.reasons ?? sender.notes;
  if (!Array.isArray(reasons)) return [];
  return reasons.flatMap((reason): ForecastReason[] => {
    // A bare string is a code when it looks like one, else the engine's own sentence.
    if (typeof reason === 'string')
      return [
        /^[a-z_]+$/.test(reason)
          ? { code: reason, text: null, action_kind: null, until: null, count: null }
          : { code: 'engine_text', text: reason, action_kind: null, until: null, count: null },
      ];
    if (!isObject(reason)) return [];
    const code = text(reason.code, reason.reason, reason.kind, reason.type) ?? 'unknown';
    return [
      {
        code,
        text: text(reason.text, reason.message, reason.description),
        action_kind: text(reason.action_kind),
        until: text(reason.until, reason.resumes_at, reason.ends_at),
        count: typeof reason.count === 'number' ? reason.count : null,
      },
    ];
  });
}

/** `caps: [{ action_kind, daily_cap, remaining_today, … }]` (the engine's list) or `{ kind: number }`. */
function capsOf(sender: Loose): {
  caps: Record<string, number>;
  remaining: Record<string, number>;
  list: Loose[];
} {
  if (Array.isArray(sender.caps)) {
    const list = sender.caps.filter(isObject);
    const caps: Record<string, number> = {};
    const remaining: Record<string, number> = {};
    for (const cap of list) {
      const kind = text(cap.action_kind, cap.kind);
      if (!kind) continue;
      if (typeof cap.daily_cap === 'number') caps[kind] = cap.daily_cap;
      if (typeof cap.remaining_today === 'number') remaining[kind] = cap.remaining_today;
    }
    return { caps, remaining, list };
  }
  return {
    caps: counts(sender.caps ?? sender.daily_caps),
    remaining: counts(sender.remaining ?? sender.remaining_today),
    list: [],
  };
}

/** spec: outreach §9 "Connection-request booster advised above 20 per day". */
const boosterAdvisedAbove = 20;

/**
 * The reasons as codes the page translates, from the engine's structured fields (cool-down,
 * work window, caps, health), the same facts its English sentences state. Null when the payload
 * does not carry them (the sentences are shown then).
 */
function structuredReasons(sender: Loose, capList: Loose[], now: number): ForecastReason[] | null {
  const window = isObject(sender.work_window) ? sender.work_window : null;
  if (!window && capList.length === 0 && sender.cooldown_until === undefined) return null;
  const reason = (code: string, extra: Partial<ForecastReason> = {}): ForecastReason => ({
    code,
    text: null,
    action_kind: null,
    until: null,
    count: null,
    ...extra,
  });
  const reasons: ForecastReason[] = [];
  const cooldown = text(sender.cooldown_until);
  if (cooldown) reasons.push(reason('sender_cooling_down', { until: cooldown }));
  const windowStart = window ? text(window.start) : null;
  const windowEnd = window ? text(window.end) : null;
  if (windowStart && Date.parse(windowStart) > now)
    reasons.push(reason('outside_work_hours', { until: windowStart }));
  else if (windowEnd) reasons.push(reason('working_until', { until: windowEnd }));
  const connections = capList.find((cap) => cap.action_kind === 'connection_request');
  if (connections && typeof connections.remaining_today === 'number') {
    reasons.push(reason('connections_left_today', { count: connections.remaining_today }));
    if (
      typeof connections.remaining_week === 'number' &&
      connections.remaining_week < connections.remaining_today
    )
      reasons.push(reason('connections_left_week', { count: connections.remaining_week }));
    if (typeof connections.daily_cap === 'number' && connections.daily_cap > boosterAdvisedAbove)
      reasons.push(reason('booster_advised', { count: boosterAdvisedAbove }));
  }
  for (const cap of capList) {
    const kind = text(cap.action_kind);
    if (kind && cap.remaining_today === 0 && typeof cap.used_today === 'number' && cap.used_today > 0)
      reasons.push(reason('cap_reached', { action_kind: kind }));
  }
  if (typeof sender.health_score === 'number' && sender.health_score < 1)
    reasons.push(reason('caps_lowered', { count: Math.round(sender.health_score * 100) }));
  return reasons;
}

/** The forecast as the view reads it, whatever the engine's exact field names. */
export function normalizeForecast(payload: unknown): Forecast {
  const root = isObject(payload) ? payload : { senders: payload };
  const list = root.senders ?? root.credentials ?? root.items;
  const generatedAt = text(root.generated_at, root.now, root.at);
  const now = generatedAt ? Date.parse(generatedAt) : Date.now();
  const senders = (Array.isArray(list) ? list : []).filter(isObject).map((sender) => {
    const { caps, remaining, list: capList } = capsOf(sender);
    return {
      credential_id: text(sender.credential_id, sender.credentialId, sender._id, sender.id) ?? '',
      name: text(sender.name, sender.credential_name, sender.full_name, sender.username) ?? '',
      timezone: text(sender.timezone, sender.time_zone),
      hours: hoursOf(sender),
      caps,
      remaining,
      reasons: structuredReasons(sender, capList, now) ?? reasonsOf(sender),
    };
  });
  return { generated_at: generatedAt, senders };
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
