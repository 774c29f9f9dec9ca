import { getBrand } from '@outreach/brands';
import { and, count, eq, gte, inArray, isNotNull, isNull, max, ne, notInArray, sql } from 'drizzle-orm';
import { notReplyMessageKinds } from '@outreach/core/outreach';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  authTokens,
  credentials,
  type HealthIndexRule,
  type HealthIndexSettings,
  messages,
  spaceMembers,
  spaces,
  stepExecutions,
  whitelabels,
  workflows,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { MailProvider } from '../../providers/system-mail/mail.provider';
import { type AdminScope, audit, scopeBrands } from '../../platform/admin-scope';
import { assertBrand, emailPattern, opsMessages, whitelabelInScope } from './admin-ops.common';
import {
  type HealthMetric,
  type HealthSettingsInput,
  type HealthStatistics,
  healthMetrics,
} from './health.schema';

/** Seeded when a white-label has no rules: a workspace that uses the product fully scores 100. */
export const defaultHealthRules: HealthIndexRule[] = [
  { metric: 'active_credentials', min: 1, max: 1_000_000, points: 20 },
  { metric: 'campaigns_running', min: 1, max: 1_000_000, points: 20 },
  { metric: 'actions_7d', min: 1, max: 1_000_000_000, points: 20 },
  { metric: 'replies_30d', min: 1, max: 1_000_000_000, points: 10 },
  { metric: 'days_since_last_login', min: 0, max: 7, points: 15 },
  { metric: 'seats_used_pct', min: 50, max: 1_000_000, points: 5 },
  { metric: 'is_paid', min: 1, max: 1, points: 10 },
];

const neverLoggedIn = 9999;
const dayMs = 86_400_000;

export function effectiveRules(settings: HealthIndexSettings | null | undefined): HealthIndexRule[] {
  return settings && settings.rules.length > 0 ? settings.rules : defaultHealthRules;
}

/** The index: the points of every rule whose metric value is within [min, max], clamped to 0..100. */
export function healthScore(rules: HealthIndexRule[], values: Record<HealthMetric, number>): number {
  let total = 0;
  for (const rule of rules) {
    const value = values[rule.metric as HealthMetric];
    if (value !== undefined && value >= rule.min && value <= rule.max) total += rule.points;
  }
  return Math.max(0, Math.min(100, Math.round(total)));
}

function validated(input: HealthSettingsInput): HealthIndexSettings {
  const rules = input.rules.map((rule) => {
    if (!(healthMetrics as readonly string[]).includes(rule.metric))
      throw new AppError(400, `${opsMessages.unknownMetric}: ${rule.metric}`);
    if (rule.min > rule.max) throw new AppError(400, opsMessages.minMax);
    if (!Number.isInteger(rule.points) || rule.points < 0 || rule.points > 100)
      throw new AppError(400, opsMessages.points);
    return { metric: rule.metric, min: rule.min, max: rule.max, points: rule.points };
  });
  const { threshold, enabled } = input.notifications;
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100)
    throw new AppError(400, opsMessages.threshold);
  const emails = [...new Set(input.notifications.emails.map((email) => email.trim().toLowerCase()))].filter(
    Boolean,
  );
  for (const email of emails)
    if (!emailPattern.test(email)) throw new AppError(400, opsMessages.notValidEmail);
  return { rules, notifications: { enabled, threshold, emails } };
}

function settingsJson(settings: HealthIndexSettings) {
  return {
    rules: effectiveRules(settings),
    notifications: settings.notifications,
    metrics: [...healthMetrics],
    defaults: settings.rules.length === 0,
  };
}

export async function getHealthIndex(db: Db, scope: AdminScope, brand: string) {
  const row = await whitelabelInScope(db, scope, brand);
  return settingsJson(row.healthIndex);
}

export interface HealthDeps {
  db: Db;
  clock: Clock;
  mail?: MailProvider | null;
  logger?: Logger;
}

/** PUT /admin/whitelabels/{id}/health_index: saves the rules and recomputes every customer of the brand. */
export async function putHealthIndex(
  deps: HealthDeps,
  scope: AdminScope,
  brand: string,
  input: HealthSettingsInput,
) {
  const before = await whitelabelInScope(deps.db, scope, brand);
  const settings = validated(input);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(whitelabels)
      .set({ healthIndex: settings, updatedAt: deps.clock.now() })
      .where(eq(whitelabels.id, brand));
    await audit(tx, scope.user, {
      action: 'whitelabel.health_index',
      targetType: 'whitelabel',
      targetId: brand,
      brand,
      before: before.healthIndex,
      after: settings,
    });
  });
  await computeHealth(deps, { brand });
  return settingsJson(settings);
}

type MetricRow = { spaceId: string; value: number | string | Date | null };

function toMap(rows: MetricRow[]): Map<string, number> {
  return new Map(rows.map((row) => [row.spaceId, Number(row.value ?? 0)]));
}

/** Every metric of every workspace in `ids` (a few grouped queries, each on an index by space). */
export async function healthValues(
  db: Db,
  now: Date,
  rows: { id: string; isPaid: boolean; totalSeats: number }[],
): Promise<Map<string, Record<HealthMetric, number>>> {
  const ids = rows.map((row) => row.id);
  const result = new Map<string, Record<HealthMetric, number>>();
  if (ids.length === 0) return result;
  const since7 = new Date(now.getTime() - 7 * dayMs);
  const since30 = new Date(now.getTime() - 30 * dayMs);
  const [active, connected, running, actions, replies, logins] = await Promise.all([
    db
      .select({ spaceId: credentials.spaceId, value: count() })
      .from(credentials)
      .where(and(inArray(credentials.spaceId, ids), eq(credentials.status, 'active')))
      .groupBy(credentials.spaceId),
    db
      .select({ spaceId: credentials.spaceId, value: count() })
      .from(credentials)
      .where(and(inArray(credentials.spaceId, ids), ne(credentials.status, 'deleted')))
      .groupBy(credentials.spaceId),
    db
      .select({ spaceId: workflows.spaceId, value: count() })
      .from(workflows)
      .where(and(inArray(workflows.spaceId, ids), eq(workflows.status, 'active')))
      .groupBy(workflows.spaceId),
    db
      .select({ spaceId: stepExecutions.spaceId, value: count() })
      .from(stepExecutions)
      .where(
        and(
          inArray(stepExecutions.spaceId, ids),
          eq(stepExecutions.status, 'done'),
          gte(stepExecutions.finishedAt, since7),
        ),
      )
      .groupBy(stepExecutions.spaceId),
    db
      .select({ spaceId: messages.spaceId, value: count() })
      .from(messages)
      .where(
        and(
          inArray(messages.spaceId, ids),
          eq(messages.direction, 'in'),
          // Replies only: not an out-of-office, a bounce, an unsubscribe or a complaint (issue 26 item 12).
          notInArray(messages.kind, [...notReplyMessageKinds]),
          gte(messages.sentAt, since30),
        ),
      )
      .groupBy(messages.spaceId),
    db
      .select({ spaceId: spaceMembers.spaceId, value: max(authTokens.createdAt) })
      .from(spaceMembers)
      .innerJoin(authTokens, eq(authTokens.userId, spaceMembers.userId))
      .where(inArray(spaceMembers.spaceId, ids))
      .groupBy(spaceMembers.spaceId),
  ]);
  const activeMap = toMap(active);
  const connectedMap = toMap(connected);
  const runningMap = toMap(running);
  const actionsMap = toMap(actions);
  const repliesMap = toMap(replies);
  const lastLogin = new Map(logins.map((row) => [row.spaceId, row.value ? new Date(row.value) : null]));
  for (const row of rows) {
    const login = lastLogin.get(row.id);
    const seats = connectedMap.get(row.id) ?? 0;
    result.set(row.id, {
      active_credentials: activeMap.get(row.id) ?? 0,
      campaigns_running: runningMap.get(row.id) ?? 0,
      actions_7d: actionsMap.get(row.id) ?? 0,
      replies_30d: repliesMap.get(row.id) ?? 0,
      days_since_last_login: login
        ? Math.max(0, Math.floor((now.getTime() - login.getTime()) / dayMs))
        : neverLoggedIn,
      seats_used_pct: row.totalSeats > 0 ? Math.round((seats / row.totalSeats) * 100) : 0,
      is_paid: row.isPaid ? 1 : 0,
    });
  }
  return result;
}

const chunkSize = 500;

/**
 * Computes the health index of the given workspaces (or of every workspace of `brand`, or of all):
 * writes spaces.health_index and health_computed_at, and emails the brand's notification
 * addresses (kind 'health_index') for each customer that falls below the threshold (it was at
 * or above it, or never computed). A customer staying below is not mailed again.
 */
export async function computeHealth(
  deps: HealthDeps,
  options: { spaceIds?: string[]; brand?: string } = {},
): Promise<{ computed: number }> {
  const { db, clock } = deps;
  const now = clock.now();
  const where = and(
    ne(spaces.status, 'deleted'),
    options.spaceIds ? inArray(spaces.id, options.spaceIds.length ? options.spaceIds : ['']) : undefined,
    options.brand ? eq(spaces.brand, options.brand) : undefined,
  );
  if (options.spaceIds && options.spaceIds.length === 0) return { computed: 0 };
  const all = await db
    .select({
      id: spaces.id,
      name: spaces.name,
      brand: spaces.brand,
      isPaid: spaces.isPaid,
      totalSeats: spaces.totalSeats,
      healthIndex: spaces.healthIndex,
    })
    .from(spaces)
    .where(where);
  const brandIds = [...new Set(all.map((row) => row.brand))];
  const settingsRows = brandIds.length
    ? await db
        .select({ id: whitelabels.id, healthIndex: whitelabels.healthIndex })
        .from(whitelabels)
        .where(inArray(whitelabels.id, brandIds))
    : [];
  const settingsOf = new Map(settingsRows.map((row) => [row.id, row.healthIndex]));
  const drops: { brand: string; name: string; id: string; index: number }[] = [];
  for (let start = 0; start < all.length; start += chunkSize) {
    const chunk = all.slice(start, start + chunkSize);
    const values = await healthValues(db, now, chunk);
    for (const row of chunk) {
      const settings = settingsOf.get(row.brand);
      const index = healthScore(effectiveRules(settings), values.get(row.id) as Record<HealthMetric, number>);
      await db.update(spaces).set({ healthIndex: index, healthComputedAt: now }).where(eq(spaces.id, row.id));
      if (fellBelow(settings?.notifications, row.healthIndex, index))
        drops.push({ brand: row.brand, name: row.name, id: row.id, index });
    }
  }
  if (deps.mail) {
    for (const drop of drops) {
      const notifications = settingsOf.get(drop.brand)?.notifications;
      if (notifications) await notifyDrop(deps.mail, deps.logger, drop, notifications);
    }
  }
  return { computed: all.length };
}

type HealthNotifications = HealthIndexSettings['notifications'];

/** A customer is mailed about when it falls below the brand's threshold (it was above, or never computed). */
function fellBelow(
  notifications: HealthNotifications | undefined,
  previous: number | null,
  index: number,
): boolean {
  if (!notifications?.enabled || notifications.emails.length === 0) return false;
  return index < notifications.threshold && (previous === null || previous >= notifications.threshold);
}

/** Mails the brand's notification addresses about one customer's drop; a failed send is logged. */
async function notifyDrop(
  mail: MailProvider,
  logger: Logger | undefined,
  drop: { brand: string; name: string; id: string; index: number },
  notifications: HealthNotifications,
): Promise<void> {
  const brandName = getBrand(drop.brand).name;
  for (const to of notifications.emails) {
    try {
      await mail.send({
        to,
        kind: 'health_index',
        subject: `${brandName}: health index of ${drop.name} fell to ${drop.index}`,
        text: [
          `The health index of the customer "${drop.name}" (${drop.id}) is now ${drop.index},`,
          `below the threshold of ${notifications.threshold} set for ${brandName}.`,
        ].join('\n'),
      });
    } catch (error) {
      logger?.warn({ err: error, to }, 'health index notification not sent');
    }
  }
}

const bucketBounds = [
  [0, 20],
  [20, 40],
  [40, 60],
  [60, 80],
  [80, 100],
] as const;

/** GET /admin/health/statistics: how many customers fall in each fifth of the index (for a chart). */
export async function healthStatistics(db: Db, scope: AdminScope, brand?: string): Promise<HealthStatistics> {
  if (brand) assertBrand(scope, brand, opsMessages.whitelabelNotFound);
  const brands = scopeBrands(scope);
  const where = and(
    ne(spaces.status, 'deleted'),
    brand ? eq(spaces.brand, brand) : brands ? inArray(spaces.brand, brands) : undefined,
  );
  const bucket = sql<number>`least(floor(${spaces.healthIndex} / 20), 4)::int`;
  const [counted, missing] = await Promise.all([
    db
      .select({ bucket, value: count() })
      .from(spaces)
      .where(and(where, isNotNull(spaces.healthIndex)))
      .groupBy(bucket),
    db
      .select({ value: count() })
      .from(spaces)
      .where(and(where, isNull(spaces.healthIndex))),
  ]);
  const byBucket = new Map(counted.map((row) => [Number(row.bucket), Number(row.value)]));
  const buckets = bucketBounds.map(([from, to], index) => ({
    label: `${from}-${to}`,
    from,
    to,
    count: byBucket.get(index) ?? 0,
  }));
  const notComputed = Number(missing[0]?.value ?? 0);
  return {
    buckets,
    not_computed: notComputed,
    total: buckets.reduce((sum, b) => sum + b.count, 0) + notComputed,
  };
}
