import type { ActionKind } from '@outreach/core/outreach';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CredentialRow, campaignProspects, workflowSteps, workflows } from '../db/schema';
import { currentOrNextWorkWindow, formatLocalTime, isWorkTime } from './calendar';
import { healthAt, readHealth } from './health';
import {
  calendarOf,
  connectionBoosterAdvisedAbove,
  dailyCapOf,
  dailyCaps,
  describeWait,
  effectiveCap,
  loadUsage,
  weeklyCaps,
} from './limits';
import { actionKindOf } from './progression';
import type { EngineDeps } from './contracts';
import type { ForecastCapJson, ForecastHourJson, SenderForecastJson } from './engine.schema';
import { engineSettings } from '../platform/engine-settings';

const hourMs = 60 * 60 * 1000;

type Health = ReturnType<typeof healthAt>;
type Usage = Awaited<ReturnType<typeof loadUsage>>;
type Calendar = ReturnType<typeof calendarOf>;

/** The steps the sender's active prospects have due within the horizon, with their kind. */
function dueSteps(db: Db, credential: CredentialRow, horizon: Date) {
  return db
    .select({ at: campaignProspects.nextStepAt, kind: workflowSteps.kind })
    .from(campaignProspects)
    .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
    .innerJoin(
      workflowSteps,
      and(
        eq(workflowSteps.workflowId, campaignProspects.workflowId),
        eq(workflowSteps.key, campaignProspects.currentStepKey),
      ),
    )
    .where(
      and(
        eq(campaignProspects.credentialId, credential.id),
        eq(campaignProspects.state, 'active'),
        eq(workflows.status, 'active'),
        lte(campaignProspects.nextStepAt, horizon),
        inArray(workflows.spaceId, [credential.spaceId]),
      ),
    );
}

/** One capped action kind: its caps at this health, what is used, and what is left to plan. */
function capOf(kind: ActionKind, daily: number, health: Health, usage: Usage) {
  const cap = effectiveCap(daily, health.score);
  const used = usage.today.get(kind) ?? 0;
  const weekly = weeklyCaps[kind];
  const weekCap = weekly === undefined ? null : effectiveCap(weekly, health.score);
  const weekUsed = weekly === undefined ? null : (usage.week.get(kind)?.length ?? 0);
  const weekLeft = weekCap === null || weekUsed === null ? null : weekCap - weekUsed;
  const json: ForecastCapJson = {
    action_kind: kind,
    daily_cap: cap,
    used_today: used,
    remaining_today: Math.max(0, cap - used),
    weekly_cap: weekCap,
    used_week: weekUsed,
    remaining_week: weekLeft === null ? null : Math.max(0, weekLeft),
  };
  return { json, left: Math.max(0, Math.min(cap - used, weekLeft ?? Number.POSITIVE_INFINITY)) };
}

/** The caps of every capped action kind, and what is left of each (the lower of day and week). */
function capsOf(health: Health, usage: Usage) {
  const remaining = new Map<ActionKind, number>();
  const caps: ForecastCapJson[] = [];
  for (const kind of Object.keys(dailyCaps) as ActionKind[]) {
    const daily = dailyCapOf(kind, usage);
    if (daily === null) continue;
    const { json, left } = capOf(kind, daily, health, usage);
    remaining.set(kind, left);
    caps.push(json);
  }
  return { caps, remaining };
}

/**
 * One working hour's plan: from the backlog, what still fits the caps (uncapped kinds all of it);
 * spacing bounds how many capped network actions fit. Takes what it plans off backlog and remaining.
 */
function planHour(
  backlog: Map<ActionKind, number>,
  remaining: Map<ActionKind, number>,
  roomInHour: number,
): Partial<Record<ActionKind, number>> {
  const planned: Partial<Record<ActionKind, number>> = {};
  let room = roomInHour;
  for (const [kind, waiting] of backlog) {
    const capped = dailyCaps[kind] === null;
    const left = capped ? waiting : Math.min(waiting, remaining.get(kind) ?? 0);
    const take = capped ? left : Math.min(left, room);
    if (take <= 0) continue;
    planned[kind] = take;
    backlog.set(kind, waiting - take);
    if (!capped) {
      room -= take;
      remaining.set(kind, (remaining.get(kind) ?? 0) - take);
    }
  }
  return planned;
}

/** What the hour plan starts from. */
interface HourPlanInput {
  now: Date;
  due: { at: Date | null; kind: string }[];
  remaining: Map<ActionKind, number>;
  health: Health;
  calendar: Calendar;
  avgSpacing: number;
}

/** Each hour takes what is due by then and still fits the caps; the rest carries over. */
function planHours({ now, due, remaining, health, calendar, avgSpacing }: HourPlanInput): ForecastHourJson[] {
  const backlog = new Map<ActionKind, number>();
  const dueSorted = due
    .map((row) => ({ at: row.at ?? now, kind: actionKindOf(row.kind) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let index = 0;
  const hourStart = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  const hours: ForecastHourJson[] = [];
  for (let h = 0; h < 24; h += 1) {
    const start = new Date(hourStart.getTime() + h * hourMs);
    const end = new Date(start.getTime() + hourMs);
    while (index < dueSorted.length && (dueSorted[index]?.at.getTime() ?? 0) < end.getTime()) {
      const item = dueSorted[index++];
      if (item) backlog.set(item.kind, (backlog.get(item.kind) ?? 0) + 1);
    }
    const cooling = health.cooldownUntil !== null && health.cooldownUntil.getTime() > start.getTime();
    const working = isWorkTime(start, calendar) || isWorkTime(new Date(end.getTime() - 1), calendar);
    const planned = working && !cooling ? planHour(backlog, remaining, Math.floor(3600 / avgSpacing)) : {};
    hours.push({ start: start.toISOString(), working, planned });
  }
  return hours;
}

/** What the connection-request cap says in plain words. */
function connectionReasons(caps: ForecastCapJson[]): string[] {
  const connections = caps.find((cap) => cap.action_kind === 'connection_request');
  if (!connections) return [];
  const reasons = [`${connections.remaining_today} connection requests left today`];
  if (connections.remaining_week !== null && connections.remaining_week < connections.remaining_today)
    reasons.push(`${connections.remaining_week} connection requests left this week`);
  if (connections.daily_cap > connectionBoosterAdvisedAbove)
    reasons.push('More than 20 connection requests a day: the connection booster is advised');
  return reasons;
}

/** The forecast's reasons in plain words: cool-down, work hours, caps, health. */
function reasonsOf(
  credential: CredentialRow,
  now: Date,
  window: { start: Date; end: Date },
  health: Health,
  caps: ForecastCapJson[],
): string[] {
  const reasons: string[] = [];
  if (health.cooldownUntil)
    reasons.push(describeWait('sender_cooling_down', health.cooldownUntil, credential.timezone));
  if (window.start.getTime() > now.getTime())
    reasons.push(describeWait('outside_work_hours', window.start, credential.timezone));
  else
    reasons.push(`Working until ${formatLocalTime(window.end, credential.timezone)} ${credential.timezone}`);
  reasons.push(...connectionReasons(caps));
  for (const cap of caps) {
    if (cap.remaining_today === 0 && cap.used_today > 0)
      reasons.push(`Daily limit reached for ${cap.action_kind}`);
  }
  if (health.score < 1)
    reasons.push(`Sending at ${Math.round(health.score * 100)}% of the usual limits after a warning`);
  return reasons;
}

/**
 * The next 24 hours of one sender (engine issue "Forecast"): the steps its
 * prospects have due, placed hour by hour where the sender may act (work hours,
 * cool-down, what is left of each cap), with the reasons in plain words. It
 * plans with the engine's own settings (`engineSettings(deps)`: ENGINE_WORK_WEEKENDS,
 * spacing), so it shows what the scheduler will do.
 */
export async function senderForecast(
  db: Db,
  credential: CredentialRow,
  deps: Pick<EngineDeps, 'engine'>,
  now: Date,
): Promise<SenderForecastJson> {
  const settings = engineSettings(deps);
  const calendar = calendarOf(credential, settings);
  const health = healthAt(await readHealth(db, credential.id), credential, now);
  const usage = await loadUsage(db, credential, now);
  const due = await dueSteps(db, credential, new Date(now.getTime() + 24 * hourMs));
  const { caps, remaining } = capsOf(health, usage);
  const avgSpacing = Math.max(1, (settings.spacingMinSeconds + settings.spacingMaxSeconds) / 2);
  const hours = planHours({ now, due, remaining, health, calendar, avgSpacing });
  const window = currentOrNextWorkWindow(now, calendar);
  return {
    credential_id: credential.id,
    name: `${credential.firstName} ${credential.lastName}`.trim() || credential.username,
    timezone: credential.timezone,
    work_hours: { start: credential.workHoursStart, end: credential.workHoursEnd },
    work_window: { start: window.start.toISOString(), end: window.end.toISOString() },
    health_score: health.score,
    cooldown_until: health.cooldownUntil?.toISOString() ?? null,
    caps,
    hours,
    reasons: [
      ...reasonsOf(credential, now, window, health, caps),
      // spec ai-telephony §9: a warming mailbox's cold sending rises to 25 a day over 13 days.
      ...(usage.caps.email === undefined
        ? []
        : [`Mailbox warming up: ${usage.caps.email} cold emails a day`]),
    ],
  };
}
