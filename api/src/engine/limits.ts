import { coldSendingCap, warmupDayIndex } from '@outreach/core/mail/warmup';
import { type ActionKind, formatWorkResume } from '@outreach/core/outreach';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CredentialRow,
  integrations,
  type SenderHealthRow,
  stepExecutions,
  warmupMailboxes,
} from '../db/schema';
import {
  nextWorkInstant,
  safeTimezone,
  startOfLocalDay,
  startOfNextLocalDay,
  type WorkCalendar,
} from './calendar';
import { healthAt } from './health';
import type { EngineSettings } from '../platform/engine-settings';

/**
 * A sender's caps (engine issue "Limits"). Figures are ours where the spec is
 * silent; the spec's one is "Connection-request booster advised above 20 per
 * day" (outreach §9), so 20 connection requests a day is the default. The
 * network's weekly invitation limit (about 100) is the rolling 7-day cap.
 * `null` = no cap (internal steps: webhooks, labels, CRM, tasks).
 */
export const dailyCaps: Record<ActionKind, number | null> = {
  connection_request: 20,
  connection_by_email: 20,
  message: 100,
  inmail: 25,
  profile_view: 80,
  follow: 30,
  like: 50,
  endorse: 30,
  event_invite: 50,
  comment: 20,
  enrich: 200,
  email: 150,
  sms: 100,
  call: 100,
  voicemail: 50,
  internal: null,
};

export const weeklyCaps: Partial<Record<ActionKind, number>> = {
  connection_request: 100,
  connection_by_email: 100,
  inmail: 100,
  message: 500,
  profile_view: 400,
};

/** Above this many connection requests a day the UI advises the booster (outreach §9). */
export const connectionBoosterAdvisedAbove = 20;

/** Claimed actions count against the caps: scheduled, running and done (a failure may have reached the network). */
export const countedStatuses = ['scheduled', 'running', 'done', 'failed'] as const;

const dayMs = 24 * 60 * 60 * 1000;

export function calendarOf(
  credential: CredentialRow,
  settings: Pick<EngineSettings, 'workWeekends'>,
): WorkCalendar {
  return {
    timezone: credential.timezone,
    startHour: credential.workHoursStart,
    endHour: credential.workHoursEnd,
    // A sender's own choice wins; null follows ENGINE_WORK_WEEKENDS.
    workWeekends: credential.workWeekends ?? settings.workWeekends,
  };
}

/** What a sender has done: claims per action kind today (its local day) and in the last 7 days. */
export interface SenderUsage {
  today: Map<string, number>;
  /** Claim instants in the rolling week per weekly-capped kind, oldest first. */
  week: Map<string, Date[]>;
  /** Today's connection requests per campaign (connection_daily_limit). */
  connectionsByCampaign: Map<string, number>;
  /** The sender's own lower daily caps: a warming mailbox's cold email (issue 29, ai-telephony §9). */
  caps: Partial<Record<ActionKind, number>>;
}

/**
 * spec ai-telephony §9 "Cold sending rises to 25 a day per mailbox over the first 13 days": while a
 * mailbox of the sender is in warm-up, its email cap follows the ramp from the warm-up's first day.
 */
async function warmupCaps(db: Db, credential: CredentialRow, now: Date): Promise<SenderUsage['caps']> {
  const warming = await db
    .select({ startedAt: warmupMailboxes.startedAt })
    .from(warmupMailboxes)
    .innerJoin(integrations, eq(integrations.id, warmupMailboxes.integrationId))
    .where(and(eq(integrations.credentialId, credential.id), eq(warmupMailboxes.enabled, true)));
  const caps = warming.map((row) => coldSendingCap(warmupDayIndex(row.startedAt ?? now, now)));
  return caps.length > 0 ? { email: Math.min(...caps) } : {};
}

/** A kind's daily cap for this sender: the engine's, or the sender's own when lower; null = no cap. */
export function dailyCapOf(kind: ActionKind, usage: Pick<SenderUsage, 'caps'>): number | null {
  const cap = dailyCaps[kind];
  const own = usage.caps[kind];
  return cap === null || own === undefined ? cap : Math.min(cap, own);
}

export async function loadUsage(db: Db, credential: CredentialRow, now: Date): Promise<SenderUsage> {
  const dayStart = startOfLocalDay(now, credential.timezone);
  const weekStart = new Date(now.getTime() - 7 * dayMs);
  const today = await db
    .select({
      kind: stepExecutions.actionKind,
      workflowId: stepExecutions.workflowId,
      total: sql<number>`count(*)::int`,
    })
    .from(stepExecutions)
    .where(
      and(
        eq(stepExecutions.credentialId, credential.id),
        gte(stepExecutions.scheduledAt, dayStart),
        inArray(stepExecutions.status, [...countedStatuses]),
      ),
    )
    .groupBy(stepExecutions.actionKind, stepExecutions.workflowId);
  const weekly = await db
    .select({ kind: stepExecutions.actionKind, at: stepExecutions.scheduledAt })
    .from(stepExecutions)
    .where(
      and(
        eq(stepExecutions.credentialId, credential.id),
        inArray(stepExecutions.actionKind, Object.keys(weeklyCaps)),
        gte(stepExecutions.scheduledAt, weekStart),
        inArray(stepExecutions.status, [...countedStatuses]),
      ),
    )
    .orderBy(stepExecutions.scheduledAt);
  const usage: SenderUsage = {
    today: new Map(),
    week: new Map(),
    connectionsByCampaign: new Map(),
    caps: await warmupCaps(db, credential, now),
  };
  for (const row of today) {
    usage.today.set(row.kind, (usage.today.get(row.kind) ?? 0) + Number(row.total));
    if (row.kind === 'connection_request')
      usage.connectionsByCampaign.set(
        row.workflowId,
        (usage.connectionsByCampaign.get(row.workflowId) ?? 0) + Number(row.total),
      );
  }
  for (const row of weekly) {
    const list = usage.week.get(row.kind) ?? [];
    list.push(row.at);
    usage.week.set(row.kind, list);
  }
  return usage;
}

/** Counts a claim made in this pass, so the next prospect of the batch sees it. */
export function recordClaim(usage: SenderUsage, kind: ActionKind, workflowId: string, at: Date): void {
  usage.today.set(kind, (usage.today.get(kind) ?? 0) + 1);
  if (weeklyCaps[kind] !== undefined) {
    const list = usage.week.get(kind) ?? [];
    list.push(at);
    usage.week.set(kind, list);
  }
  if (kind === 'connection_request')
    usage.connectionsByCampaign.set(workflowId, (usage.connectionsByCampaign.get(workflowId) ?? 0) + 1);
}

/** A cap scaled by the sender's health: a sender the network warned does less. */
export function effectiveCap(cap: number, score: number): number {
  return Math.floor(cap * score);
}

export type Availability =
  | { ok: true }
  | {
      ok: false;
      reason: 'outside_work_hours' | 'daily_limit_reached' | 'weekly_limit_reached' | 'sender_cooling_down';
      until: Date;
    }
  /** Spacing: the sender acted a moment ago; try again at `until` (no reason shown). */
  | { ok: false; reason: 'spacing'; until: Date };

export interface AvailabilityInput {
  credential: CredentialRow;
  health: SenderHealthRow | undefined;
  usage: SenderUsage;
  kind: ActionKind;
  workflowId: string;
  /** The campaign's connection requests a day; null = the sender's cap, 0 = none sent. */
  campaignConnectionLimit: number | null;
  settings: EngineSettings;
  now: Date;
}

/**
 * May this sender do one more `kind` action now? If not, why and until when.
 * Internal actions (no network behind them) are always available.
 */
export function checkAvailability(input: AvailabilityInput): Availability {
  const { credential, usage, kind, now, settings } = input;
  const daily = dailyCapOf(kind, usage);
  if (daily === null) return { ok: true };
  const calendar = calendarOf(credential, settings);
  const workAt = nextWorkInstant(now, calendar);
  if (workAt.getTime() > now.getTime()) return { ok: false, reason: 'outside_work_hours', until: workAt };
  const health = healthAt(input.health, credential, now);
  if (health.cooldownUntil)
    return {
      ok: false,
      reason: 'sender_cooling_down',
      until: nextWorkInstant(health.cooldownUntil, calendar),
    };
  const tomorrow = () => nextWorkInstant(startOfNextLocalDay(now, credential.timezone), calendar);
  const usedToday = usage.today.get(kind) ?? 0;
  if (usedToday >= effectiveCap(daily, health.score))
    return { ok: false, reason: 'daily_limit_reached', until: tomorrow() };
  if (kind === 'connection_request' && input.campaignConnectionLimit !== null) {
    const campaignUsed = usage.connectionsByCampaign.get(input.workflowId) ?? 0;
    if (campaignUsed >= input.campaignConnectionLimit)
      return { ok: false, reason: 'daily_limit_reached', until: tomorrow() };
  }
  const weekly = weeklyCaps[kind];
  if (weekly !== undefined) {
    const claims = usage.week.get(kind) ?? [];
    const cap = effectiveCap(weekly, health.score);
    if (claims.length >= cap) {
      // The window frees a slot when the claim that put it over the cap leaves the 7 days.
      const freeing = claims[claims.length - cap] ?? claims[0] ?? now;
      return {
        ok: false,
        reason: 'weekly_limit_reached',
        until: nextWorkInstant(new Date(freeing.getTime() + 7 * dayMs), calendar),
      };
    }
  }
  const nextAction = input.health?.nextActionAt;
  if (nextAction && nextAction.getTime() > now.getTime())
    return { ok: false, reason: 'spacing', until: nextAction };
  return { ok: true };
}

/** The random gap after an action (spacing), in milliseconds. */
export function spacingGapMs(settings: EngineSettings, random: () => number): number {
  const min = Math.max(0, settings.spacingMinSeconds);
  const max = Math.max(min, settings.spacingMaxSeconds);
  return Math.round((min + (max - min) * random()) * 1000);
}

/**
 * Plain-language waits for the forecast ("Paused until Mon 09:00 Europe/Berlin (outside work hours)"):
 * the weekday and time as the dashboard and the campaign Forecast show them (core formatWorkResume).
 */
export function describeWait(reason: string, until: Date, timezone: string): string {
  const at = `${formatWorkResume(until, safeTimezone(timezone), 'en-GB')} ${timezone}`;
  switch (reason) {
    case 'outside_work_hours':
      return `Paused until ${at} (outside work hours)`;
    case 'sender_cooling_down':
      return `Cooling down until ${at} after a limit warning from the network`;
    case 'daily_limit_reached':
      return `Daily limit reached; resumes at ${at}`;
    case 'weekly_limit_reached':
      return `Weekly limit reached; resumes at ${at}`;
    default:
      return `Waiting until ${at}`;
  }
}
