import {
  hashSeed,
  seededRandom,
  type WarmupRamp,
  warmupDay,
  warmupDayIndex,
  warmupVolume,
} from '@outreach/core/mail/warmup';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  integrations,
  type WarmupMailboxRow,
  warmupDays,
  warmupMailboxes,
  warmupSends,
} from '../../db/schema';

/**
 * The daily plan (issue 29): each warming mailbox gets its day's volume from the ramp
 * (core/mail/warmup-ramp.ts), each mail a recipient among the other warming mailboxes of its own
 * workspace and, when it opted in, of the pool across workspaces, and a time in the day's window.
 * Planned once a day per mailbox (`planned_day`); the sender job sends what is due.
 */

/** Mails go out between 08:00 and 18:00 UTC of their day (or from now on, when planned later). */
const windowStartMs = 8 * 60 * 60 * 1000;
const windowMs = 10 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
const insertChunk = 2_000;

export interface PlanDeps {
  db: Db;
  clock: Clock;
}

export interface PlanOutcome {
  mailboxes: number;
  planned: number;
}

type Mailbox = Pick<WarmupMailboxRow, 'id' | 'spaceId' | 'pool' | 'startedAt' | 'plannedDay'> & {
  ramp: WarmupRamp;
};

export function rampOf(
  row: Pick<
    WarmupMailboxRow,
    'startPerDay' | 'increasePerDay' | 'maxPerDay' | 'replyRatePercent' | 'variancePercent'
  >,
): WarmupRamp {
  return {
    startPerDay: row.startPerDay,
    increasePerDay: row.increasePerDay,
    maxPerDay: row.maxPerDay,
    replyRatePercent: row.replyRatePercent,
    variancePercent: row.variancePercent,
  };
}

/** Warming mailboxes whose mailbox is connected: senders and recipients alike. */
async function warmingMailboxes(db: Db): Promise<Mailbox[]> {
  const rows = await db
    .select({
      id: warmupMailboxes.id,
      spaceId: warmupMailboxes.spaceId,
      pool: warmupMailboxes.pool,
      startedAt: warmupMailboxes.startedAt,
      plannedDay: warmupMailboxes.plannedDay,
      startPerDay: warmupMailboxes.startPerDay,
      increasePerDay: warmupMailboxes.increasePerDay,
      maxPerDay: warmupMailboxes.maxPerDay,
      replyRatePercent: warmupMailboxes.replyRatePercent,
      variancePercent: warmupMailboxes.variancePercent,
    })
    .from(warmupMailboxes)
    .innerJoin(integrations, eq(integrations.id, warmupMailboxes.integrationId))
    .where(and(eq(warmupMailboxes.status, 'warming'), eq(integrations.status, 'connected')));
  return rows.map((row) => ({ ...row, ramp: rampOf(row) }));
}

/** The ids of the warming mailboxes not planned yet today (the blocklist check looks at these first). */
export async function unplannedToday(db: Db, now: Date): Promise<string[]> {
  const day = warmupDay(now);
  const rows = await db
    .select({ id: warmupMailboxes.id })
    .from(warmupMailboxes)
    .where(
      and(
        eq(warmupMailboxes.status, 'warming'),
        or(isNull(warmupMailboxes.plannedDay), ne(warmupMailboxes.plannedDay, day)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Who a mailbox may write to: its workspace's other warming mailboxes, then, when it is in the pool,
 * the pool's mailboxes of other workspaces (`outsidePool`, one list per workspace, shared by its
 * mailboxes: 10,000 pool mailboxes are not copied 10,000 times).
 */
interface Recipients {
  own: Mailbox[];
  pool: Mailbox[];
}

function recipientsOf(
  mailbox: Mailbox,
  bySpace: Map<string, Mailbox[]>,
  outsidePool: (spaceId: string) => Mailbox[],
): Recipients {
  const own = (bySpace.get(mailbox.spaceId) ?? []).filter((other) => other.id !== mailbox.id);
  return { own, pool: mailbox.pool ? outsidePool(mailbox.spaceId) : [] };
}

/** The rows of one mailbox's day: volume from the ramp, recipients and times from its seeded generator. */
function sendsOf(mailbox: Mailbox, recipients: Recipients, now: Date) {
  const day = warmupDay(now);
  const count = recipients.own.length + recipients.pool.length;
  const volume =
    count === 0 ? 0 : warmupVolume(mailbox.ramp, warmupDayIndex(mailbox.startedAt ?? now, now), mailbox.id);
  const random = seededRandom(hashSeed(`${mailbox.id}:${day}`));
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  const rows: (typeof warmupSends.$inferInsert)[] = [];
  for (let index = 0; index < volume; index += 1) {
    const pick = Math.floor(random() * count);
    const to = (
      pick < recipients.own.length ? recipients.own[pick] : recipients.pool[pick - recipients.own.length]
    ) as Mailbox;
    const at = Math.max(now.getTime(), dayStart + windowStartMs + Math.floor(random() * windowMs));
    rows.push({
      spaceId: mailbox.spaceId,
      toSpaceId: to.spaceId,
      day,
      kind: 'warmup',
      fromMailboxId: mailbox.id,
      toMailboxId: to.id,
      status: 'planned',
      scheduledAt: new Date(Math.min(at, dayStart + dayMs - 1)),
      template: Math.floor(random() * 0x7fffffff),
      createdAt: now,
      updatedAt: now,
    });
  }
  return rows;
}

/** Plans today for every warming mailbox not planned yet today; a second run the same day plans nothing. */
export async function planWarmupDay(deps: PlanDeps): Promise<PlanOutcome> {
  const now = deps.clock.now();
  const day = warmupDay(now);
  const all = await warmingMailboxes(deps.db);
  const bySpace = new Map<string, Mailbox[]>();
  for (const mailbox of all) {
    const list = bySpace.get(mailbox.spaceId);
    if (list) list.push(mailbox);
    else bySpace.set(mailbox.spaceId, [mailbox]);
  }
  const pool = all.filter((mailbox) => mailbox.pool);
  const poolOutside = new Map<string, Mailbox[]>();
  const outsidePool = (spaceId: string) => {
    let list = poolOutside.get(spaceId);
    if (!list) {
      list = pool.filter((other) => other.spaceId !== spaceId);
      poolOutside.set(spaceId, list);
    }
    return list;
  };
  const due = all.filter((mailbox) => mailbox.plannedDay !== day);
  const outcome: PlanOutcome = { mailboxes: 0, planned: 0 };
  if (due.length === 0) return outcome;
  const sends: (typeof warmupSends.$inferInsert)[] = [];
  const dayRows: (typeof warmupDays.$inferInsert)[] = [];
  for (const mailbox of due) {
    const rows = sendsOf(mailbox, recipientsOf(mailbox, bySpace, outsidePool), now);
    sends.push(...rows);
    dayRows.push({
      spaceId: mailbox.spaceId,
      mailboxId: mailbox.id,
      day,
      planned: rows.length,
      createdAt: now,
      updatedAt: now,
    });
  }
  await deps.db.transaction(async (tx) => {
    // Claimed first: of two planners at once, only the one that marks a mailbox plans it.
    const claimed = await tx
      .update(warmupMailboxes)
      .set({ plannedDay: day })
      .where(
        and(
          inArray(
            warmupMailboxes.id,
            due.map((mailbox) => mailbox.id),
          ),
          or(isNull(warmupMailboxes.plannedDay), ne(warmupMailboxes.plannedDay, day)),
        ),
      )
      .returning({ id: warmupMailboxes.id });
    const mine = new Set(claimed.map((row) => row.id));
    const ownSends = sends.filter((row) => mine.has(row.fromMailboxId));
    for (let at = 0; at < ownSends.length; at += insertChunk)
      await tx.insert(warmupSends).values(ownSends.slice(at, at + insertChunk));
    const ownDays = dayRows.filter((row) => mine.has(row.mailboxId));
    for (let at = 0; at < ownDays.length; at += insertChunk)
      await tx
        .insert(warmupDays)
        .values(ownDays.slice(at, at + insertChunk))
        .onConflictDoUpdate({
          target: [warmupDays.mailboxId, warmupDays.day],
          set: { planned: sql`excluded.planned`, updatedAt: now },
        });
    outcome.mailboxes = mine.size;
    outcome.planned = ownSends.length;
  });
  return outcome;
}
