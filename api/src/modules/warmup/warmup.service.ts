import {
  coldSendingCap,
  recommendedWarmupRamp,
  warmupDay,
  warmupDayIndex,
  warmupHealthDays,
} from '@outreach/core/mail/warmup';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import {
  type HighlightsFrequency,
  type IntegrationRow,
  integrations,
  type WarmupDayRow,
  type WarmupMailboxRow,
  warmupDays,
  warmupHighlights,
  warmupMailboxes,
} from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { MailboxWarmupJson, MailboxWarmupSummaryJson, WarmupSettingsInput } from './warmup.schema';

/**
 * A mailbox's warm-up as its workspace sees it (issue 29): settings, status with the stop reason,
 * the last 14 days and the health score. Only counts cross workspaces: the API never names the
 * mailboxes of another workspace that a pool mail went to or came from.
 */
export const warmupMessages = {
  notFound: 'Mailbox not found',
  notConnected: 'Connect the mailbox before warming it up',
  noImap: 'Warm-up needs the mailbox’s IMAP settings (it reads and answers warm-up mail)',
  maxBelowStart: 'max_per_day must be at least start_per_day',
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** An email mailbox (integration) of this workspace; 404 for another's, an unknown id or no id. */
async function mailboxOf(scope: SpaceScope, id: string): Promise<IntegrationRow> {
  if (!isUuid(id)) throw new AppError(404, warmupMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(integrations)
    .where(and(inSpace(integrations, scope), eq(integrations.id, id)))
    .limit(1);
  if (!row?.email) throw new AppError(404, warmupMessages.notFound);
  return row;
}

async function settingsOf(scope: SpaceScope, integrationId: string): Promise<WarmupMailboxRow | null> {
  const [row] = await scope.db
    .select()
    .from(warmupMailboxes)
    .where(and(inSpace(warmupMailboxes, scope), eq(warmupMailboxes.integrationId, integrationId)));
  return row ?? null;
}

/** The row of a mailbox, made with the recommended ramp on its first change. */
async function ensureSettings(scope: SpaceScope, integrationId: string): Promise<WarmupMailboxRow> {
  const existing = await settingsOf(scope, integrationId);
  if (existing) return existing;
  const now = scope.clock.now();
  const [row] = await scope.db
    .insert(warmupMailboxes)
    .values({
      spaceId: scope.spaceId,
      integrationId,
      startPerDay: recommendedWarmupRamp.startPerDay,
      increasePerDay: recommendedWarmupRamp.increasePerDay,
      maxPerDay: recommendedWarmupRamp.maxPerDay,
      replyRatePercent: recommendedWarmupRamp.replyRatePercent,
      variancePercent: recommendedWarmupRamp.variancePercent,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? ((await settingsOf(scope, integrationId)) as WarmupMailboxRow);
}

async function historyOf(scope: SpaceScope, mailboxId: string | null, now: Date) {
  if (!mailboxId) return [];
  const from = warmupDay(new Date(now.getTime() - (warmupHealthDays - 1) * dayMs));
  return scope.db
    .select()
    .from(warmupDays)
    .where(and(inSpace(warmupDays, scope), eq(warmupDays.mailboxId, mailboxId), gte(warmupDays.day, from)))
    .orderBy(asc(warmupDays.day));
}

async function viewOf(
  scope: SpaceScope,
  mailbox: IntegrationRow,
  row: WarmupMailboxRow | null,
): Promise<MailboxWarmupJson> {
  const now = scope.clock.now();
  const ramp = row ?? { ...recommendedWarmupRamp, enabled: false, pool: false };
  const history = await historyOf(scope, row?.id ?? null, now);
  const dayIndex = row?.startedAt && row.enabled ? warmupDayIndex(row.startedAt, now) : null;
  const latest = [...history].reverse().find((day) => day.healthScore !== null);
  return {
    mailbox_id: mailbox.id,
    email: mailbox.email,
    settings: {
      enabled: ramp.enabled,
      pool: ramp.pool,
      start_per_day: ramp.startPerDay,
      increase_per_day: ramp.increasePerDay,
      max_per_day: ramp.maxPerDay,
      reply_rate_percent: ramp.replyRatePercent,
      variance_percent: ramp.variancePercent,
    },
    recommended: {
      start_per_day: recommendedWarmupRamp.startPerDay,
      increase_per_day: recommendedWarmupRamp.increasePerDay,
      max_per_day: recommendedWarmupRamp.maxPerDay,
      reply_rate_percent: recommendedWarmupRamp.replyRatePercent,
      variance_percent: recommendedWarmupRamp.variancePercent,
    },
    status: row?.status ?? 'off',
    stop_reason: row?.stopReason ?? null,
    stop_detail: row?.stopDetail ?? null,
    started_at: row?.startedAt?.toISOString() ?? null,
    stopped_at: row?.stoppedAt?.toISOString() ?? null,
    day_index: dayIndex,
    cold_sending_cap: dayIndex === null ? null : coldSendingCap(dayIndex),
    health_score: latest?.healthScore ?? null,
    history: history.map((day) => ({
      day: day.day,
      planned: day.planned,
      sent: day.sent,
      delivered: day.delivered,
      in_spam: day.inSpam,
      opened: day.opened,
      replied: day.replied,
      bounced: day.bounced,
      health_score: day.healthScore,
    })),
  };
}

export async function getMailboxWarmup(scope: SpaceScope, mailboxId: string): Promise<MailboxWarmupJson> {
  const mailbox = await mailboxOf(scope, mailboxId);
  return viewOf(scope, mailbox, await settingsOf(scope, mailbox.id));
}

/**
 * Every email mailbox of the workspace with its warm-up at a glance (GET /ai_email/warmup, the
 * mailboxes table's Warm-up column): never-enabled ones as off. Three queries for the workspace,
 * the days of the health window grouped here.
 */
export async function listMailboxWarmups(scope: SpaceScope): Promise<MailboxWarmupSummaryJson[]> {
  const now = scope.clock.now();
  const today = warmupDay(now);
  const from = warmupDay(new Date(now.getTime() - (warmupHealthDays - 1) * dayMs));
  const [mailboxes, rows, days] = await Promise.all([
    scope.db
      .select({ id: integrations.id, email: integrations.email })
      .from(integrations)
      .where(and(inSpace(integrations, scope), isNotNull(integrations.email)))
      .orderBy(asc(integrations.email), asc(integrations.id)),
    scope.db.select().from(warmupMailboxes).where(inSpace(warmupMailboxes, scope)),
    scope.db
      .select()
      .from(warmupDays)
      .where(and(inSpace(warmupDays, scope), gte(warmupDays.day, from)))
      .orderBy(asc(warmupDays.day)),
  ]);
  const rowOf = new Map(rows.map((row) => [row.integrationId, row]));
  const daysOf = new Map<string, WarmupDayRow[]>();
  for (const day of days) daysOf.set(day.mailboxId, [...(daysOf.get(day.mailboxId) ?? []), day]);
  return mailboxes.map((mailbox) => {
    const row = rowOf.get(mailbox.id);
    const history = (row && daysOf.get(row.id)) ?? [];
    const latest = history.findLast((day) => day.healthScore !== null);
    const todays = history.find((day) => day.day === today);
    return {
      mailbox_id: mailbox.id,
      email: mailbox.email ?? '',
      enabled: row?.enabled ?? false,
      status: row?.status ?? 'off',
      stop_reason: row?.stopReason ?? null,
      stop_detail: row?.stopDetail ?? null,
      day_index: row?.startedAt && row.enabled ? warmupDayIndex(row.startedAt, now) : null,
      health_score: latest?.healthScore ?? null,
      today: todays ? { planned: todays.planned, sent: todays.sent } : null,
    };
  });
}

export async function updateMailboxWarmup(
  scope: SpaceScope,
  mailboxId: string,
  input: WarmupSettingsInput,
): Promise<MailboxWarmupJson> {
  const mailbox = await mailboxOf(scope, mailboxId);
  const row = await ensureSettings(scope, mailbox.id);
  const start = input.start_per_day ?? row.startPerDay;
  const max = input.max_per_day ?? row.maxPerDay;
  if (max < start) throw new AppError(400, warmupMessages.maxBelowStart);
  const [updated] = await scope.db
    .update(warmupMailboxes)
    .set({
      pool: input.pool ?? row.pool,
      startPerDay: start,
      increasePerDay: input.increase_per_day ?? row.increasePerDay,
      maxPerDay: max,
      replyRatePercent: input.reply_rate_percent ?? row.replyRatePercent,
      variancePercent: input.variance_percent ?? row.variancePercent,
      updatedAt: scope.clock.now(),
    })
    .where(eq(warmupMailboxes.id, row.id))
    .returning();
  return viewOf(scope, mailbox, updated ?? row);
}

/**
 * Turns warm-up on (a stopped one starts again, the ramp where it was: day 0 is the first start)
 * or off. On needs a connected mailbox with IMAP: warm-up mail is read and answered over IMAP.
 */
export async function setMailboxWarmup(scope: SpaceScope, mailboxId: string, enabled: boolean) {
  const mailbox = await mailboxOf(scope, mailboxId);
  if (enabled && mailbox.status !== 'connected') throw new AppError(409, warmupMessages.notConnected);
  if (enabled && !mailbox.imap) throw new AppError(409, warmupMessages.noImap);
  const row = await ensureSettings(scope, mailbox.id);
  const now = scope.clock.now();
  const [updated] = await scope.db
    .update(warmupMailboxes)
    .set(
      enabled
        ? {
            enabled,
            status: 'warming',
            stopReason: null,
            stopDetail: null,
            stoppedAt: null,
            startedAt: row.startedAt ?? now,
            updatedAt: now,
          }
        : { enabled, status: 'off', updatedAt: now },
    )
    .where(eq(warmupMailboxes.id, row.id))
    .returning();
  return viewOf(scope, mailbox, updated ?? row);
}

export async function getHighlights(scope: SpaceScope): Promise<{ frequency: HighlightsFrequency }> {
  const [row] = await scope.db.select().from(warmupHighlights).where(inSpace(warmupHighlights, scope));
  return { frequency: row?.frequency ?? 'weekly' };
}

export async function setHighlights(scope: SpaceScope, frequency: HighlightsFrequency) {
  const now = scope.clock.now();
  await scope.db
    .insert(warmupHighlights)
    .values({ spaceId: scope.spaceId, frequency, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: warmupHighlights.spaceId, set: { frequency, updatedAt: now } });
  return { frequency };
}
