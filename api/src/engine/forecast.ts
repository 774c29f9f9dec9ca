import type { ActionKind } from '@outreach/core/outreach';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CredentialRow, campaignProspects, workflowSteps, workflows } from '../db/schema';
import { currentOrNextWorkWindow, formatLocalTime, isWorkTime } from './calendar';
import { healthAt, readHealth } from './health';
import {
  calendarOf,
  connectionBoosterAdvisedAbove,
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
  const horizon = new Date(now.getTime() + 24 * hourMs);
  const due = await db
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

  const kinds = Object.keys(dailyCaps) as ActionKind[];
  const remaining = new Map<ActionKind, number>();
  const caps: ForecastCapJson[] = [];
  for (const kind of kinds) {
    const daily = dailyCaps[kind];
    if (daily === null) continue;
    const cap = effectiveCap(daily, health.score);
    const used = usage.today.get(kind) ?? 0;
    const weekly = weeklyCaps[kind];
    const weekCap = weekly === undefined ? null : effectiveCap(weekly, health.score);
    const weekUsed = weekly === undefined ? null : (usage.week.get(kind)?.length ?? 0);
    const left = Math.max(
      0,
      Math.min(
        cap - used,
        weekCap === null || weekUsed === null ? Number.POSITIVE_INFINITY : weekCap - weekUsed,
      ),
    );
    remaining.set(kind, left);
    caps.push({
      action_kind: kind,
      daily_cap: cap,
      used_today: used,
      remaining_today: Math.max(0, cap - used),
      weekly_cap: weekCap,
      used_week: weekUsed,
      remaining_week: weekCap === null || weekUsed === null ? null : Math.max(0, weekCap - weekUsed),
    });
  }

  // Each hour takes what is due by then and still fits the caps; the rest carries over.
  const backlog = new Map<ActionKind, number>();
  const dueSorted = due
    .map((row) => ({ at: row.at ?? now, kind: actionKindOf(row.kind) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let index = 0;
  const hourStart = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  const hours: ForecastHourJson[] = [];
  const avgSpacing = Math.max(1, (settings.spacingMinSeconds + settings.spacingMaxSeconds) / 2);
  for (let h = 0; h < 24; h += 1) {
    const start = new Date(hourStart.getTime() + h * hourMs);
    const end = new Date(start.getTime() + hourMs);
    while (index < dueSorted.length && (dueSorted[index]?.at.getTime() ?? 0) < end.getTime()) {
      const item = dueSorted[index++];
      if (item) backlog.set(item.kind, (backlog.get(item.kind) ?? 0) + 1);
    }
    const cooling = health.cooldownUntil !== null && health.cooldownUntil.getTime() > start.getTime();
    const working = isWorkTime(start, calendar) || isWorkTime(new Date(end.getTime() - 1), calendar);
    const planned: Partial<Record<ActionKind, number>> = {};
    if (working && !cooling) {
      // Spacing bounds how many network actions fit in an hour.
      let room = Math.floor(3600 / avgSpacing);
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
    }
    hours.push({ start: start.toISOString(), working, planned });
  }

  const window = currentOrNextWorkWindow(now, calendar);
  const reasons: string[] = [];
  if (health.cooldownUntil)
    reasons.push(describeWait('sender_cooling_down', health.cooldownUntil, credential.timezone));
  if (window.start.getTime() > now.getTime())
    reasons.push(describeWait('outside_work_hours', window.start, credential.timezone));
  else
    reasons.push(`Working until ${formatLocalTime(window.end, credential.timezone)} ${credential.timezone}`);
  const connections = caps.find((cap) => cap.action_kind === 'connection_request');
  if (connections) {
    reasons.push(`${connections.remaining_today} connection requests left today`);
    if (connections.remaining_week !== null && connections.remaining_week < connections.remaining_today)
      reasons.push(`${connections.remaining_week} connection requests left this week`);
    if (connections.daily_cap > connectionBoosterAdvisedAbove)
      reasons.push('More than 20 connection requests a day: the connection booster is advised');
  }
  for (const cap of caps) {
    if (cap.remaining_today === 0 && cap.used_today > 0)
      reasons.push(`Daily limit reached for ${cap.action_kind}`);
  }
  if (health.score < 1)
    reasons.push(`Sending at ${Math.round(health.score * 100)}% of the usual limits after a warning`);

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
    reasons,
  };
}
