import { warmupDay } from '@outreach/core/mail/warmup';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  type HighlightsFrequency,
  integrations,
  spaceMembers,
  users,
  warmupDays,
  warmupHighlights,
  warmupMailboxes,
} from '../../db/schema';
import type { Logger } from '../../logger';
import type { MailProvider } from '../../providers/system-mail/mail.provider';
import { stopReasonWords } from './warmup.stops';

/**
 * The highlights email (spec ai-telephony §9 and outreach §9: "Highlights email at 9 a.m. weekly on
 * Monday or monthly on the 1st"): each workspace with mailboxes in warm-up gets, at its frequency
 * (weekly by default), each mailbox's warm-up and health over the period, to its admins. The job
 * runs daily at 09:00 UTC; a period is sent once (`last_period`), whatever the number of runs.
 */
export interface HighlightsDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  mail?: MailProvider;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The period a run at `now` reports for this frequency, or null when today is not its day. */
export function highlightsPeriod(
  frequency: HighlightsFrequency,
  now: Date,
): { key: string; from: Date; to: Date } | null {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (frequency === 'weekly' && now.getUTCDay() === 1)
    return { key: `week-${warmupDay(today)}`, from: new Date(today.getTime() - 7 * dayMs), to: today };
  if (frequency === 'monthly' && now.getUTCDate() === 1) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    return { key: `month-${warmupDay(from).slice(0, 7)}`, from, to: today };
  }
  return null;
}

interface MailboxLine {
  email: string;
  status: string;
  stopReason: string | null;
  sent: number;
  delivered: number;
  inSpam: number;
  replied: number;
  healthScore: number | null;
}

function lineOf(mailbox: MailboxLine): string {
  const health = mailbox.healthScore === null ? 'no health score yet' : `health ${mailbox.healthScore}/100`;
  const state =
    mailbox.status === 'stopped'
      ? `stopped: ${stopReasonWords[mailbox.stopReason as keyof typeof stopReasonWords] ?? mailbox.stopReason}`
      : mailbox.status;
  return `- ${mailbox.email}: ${state}; ${health}; ${mailbox.sent} warm-up emails sent, ${mailbox.delivered} delivered (${mailbox.inSpam} in spam), ${mailbox.replied} answered`;
}

async function mailboxLines(db: Db, spaceId: string, from: Date, to: Date): Promise<MailboxLine[]> {
  const mailboxes = await db
    .select({
      id: warmupMailboxes.id,
      email: integrations.email,
      status: warmupMailboxes.status,
      stopReason: warmupMailboxes.stopReason,
    })
    .from(warmupMailboxes)
    .innerJoin(integrations, eq(integrations.id, warmupMailboxes.integrationId))
    .where(and(eq(warmupMailboxes.spaceId, spaceId), ne(warmupMailboxes.status, 'off')));
  if (mailboxes.length === 0) return [];
  const days = await db
    .select()
    .from(warmupDays)
    .where(
      and(
        inArray(
          warmupDays.mailboxId,
          mailboxes.map((mailbox) => mailbox.id),
        ),
        gte(warmupDays.day, warmupDay(from)),
        lt(warmupDays.day, warmupDay(to)),
      ),
    )
    .orderBy(asc(warmupDays.day));
  return mailboxes.map((mailbox) => {
    const own = days.filter((day) => day.mailboxId === mailbox.id);
    const sum = (pick: (day: (typeof own)[number]) => number) =>
      own.reduce((total, day) => total + pick(day), 0);
    return {
      email: mailbox.email ?? '',
      status: mailbox.status,
      stopReason: mailbox.stopReason,
      sent: sum((day) => day.sent),
      delivered: sum((day) => day.delivered),
      inSpam: sum((day) => day.inSpam),
      replied: sum((day) => day.replied),
      healthScore: [...own].reverse().find((day) => day.healthScore !== null)?.healthScore ?? null,
    };
  });
}

/** Sends the due highlights emails; returns how many workspaces got one. */
export async function sendWarmupHighlights(deps: HighlightsDeps): Promise<number> {
  if (!deps.mail) return 0;
  const now = deps.clock.now();
  const spaces = await deps.db
    .selectDistinct({ spaceId: warmupMailboxes.spaceId })
    .from(warmupMailboxes)
    .where(ne(warmupMailboxes.status, 'off'));
  let sent = 0;
  for (const { spaceId } of spaces) {
    const [settings] = await deps.db
      .select()
      .from(warmupHighlights)
      .where(eq(warmupHighlights.spaceId, spaceId));
    const period = highlightsPeriod(settings?.frequency ?? 'weekly', now);
    if (!period || settings?.lastPeriod === period.key) continue;
    const lines = await mailboxLines(deps.db, spaceId, period.from, period.to);
    if (lines.length === 0) continue;
    const admins = await deps.db
      .select({ email: users.email })
      .from(spaceMembers)
      .innerJoin(users, eq(users.id, spaceMembers.userId))
      .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.isAdmin, true)));
    const words = settings?.frequency === 'monthly' ? 'month' : 'week';
    for (const admin of admins) {
      try {
        await deps.mail.send({
          to: admin.email,
          kind: 'highlights',
          subject: `Your ${words} in highlights: mailbox warm-up and health`,
          text: [
            `Warm-up and mailbox health from ${warmupDay(period.from)} to ${warmupDay(new Date(period.to.getTime() - dayMs))}:`,
            '',
            ...lines.map(lineOf),
          ].join('\n'),
        });
      } catch (error) {
        deps.logger.warn({ err: error, spaceId }, 'highlights email not sent');
      }
    }
    await deps.db
      .insert(warmupHighlights)
      .values({ spaceId, lastPeriod: period.key, lastSentAt: now, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: warmupHighlights.spaceId,
        set: { lastPeriod: period.key, lastSentAt: now, updatedAt: now },
      });
    sent += 1;
  }
  return sent;
}
