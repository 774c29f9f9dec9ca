/**
 * What a scheduling booking or a lost scheduling connection does to an AI employee's threads
 * (issue 28 "Calendly", spec ai-telephony §4): the Calendly module calls these two.
 */
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiConversations, aiEmployees, campaignProspects, prospects, tasks } from '../../../db/schema';
import type { AiConversationStatus } from '../../../db/schema';
import { countForEmployee } from './stats';

/** Threads that are over: a booking or a disconnection leaves them as they are. */
const finalStatuses: AiConversationStatus[] = ['meeting_booked'];

/**
 * Campaign prospects a booking stops: still in the sequence (pending, active, campaign paused) or
 * paused for another reason (a reply, a failed send, by hand), which a resume must not restart.
 */
const stoppedByBooking = ['pending', 'active', 'campaign_paused', 'paused'] as const;

/** Statuses of a thread waiting on its next follow-up (the ones a lost event type stops). */
export const followUpStatuses: AiConversationStatus[] = [
  'waiting_for_follow_up',
  'generating_follow_up',
  'waiting_to_send_follow_up',
];

/**
 * A meeting was booked with a prospect of the workspace (a Calendly `invitee.created`):
 * every AI employee thread of that prospect ends as `meeting_booked` (its draft, its follow-ups and
 * any open approval task are dropped) and each employee's `meetings_booked` of the day counts one.
 * The prospect is named by id, or by an email address (work, personal or enriched, any case).
 * The prospect's campaign sequences of the workspace stop too (issue 28 "a booked meeting ends the
 * sequence"): each not finished or excluded campaign prospect is paused with the spec's pause
 * reason "Calendly meeting booked" (`meeting_booked`, outreach §4), so nothing more is sent and the
 * campaign's prospect list says why; a person may still resume one by hand.
 * Returns the ids of the conversations it ended (none: no employee talked to that prospect).
 * Idempotent: a booking delivered twice counts once.
 */
export async function markMeetingBooked(
  db: Db,
  booking: { spaceId: string; prospectId?: string | null; prospectEmail?: string | null; at: Date },
): Promise<string[]> {
  const ids = await prospectIdsOf(db, booking);
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(aiConversations)
      .set({
        status: 'meeting_booked',
        reason: null,
        nextAt: null,
        draft: null,
        draftKind: null,
        leaseUntil: null,
        meetingBookedAt: booking.at,
        updatedAt: booking.at,
      })
      .where(
        and(
          eq(aiConversations.spaceId, booking.spaceId),
          inArray(aiConversations.prospectId, ids),
          notInArray(aiConversations.status, finalStatuses),
        ),
      )
      .returning();
    const openTasks = ended.flatMap((row) => (row.taskId ? [row.taskId] : []));
    if (openTasks.length > 0)
      await tx
        .update(tasks)
        .set({ status: 'canceled', completedAt: booking.at })
        .where(
          and(eq(tasks.spaceId, booking.spaceId), inArray(tasks.id, openTasks), eq(tasks.status, 'open')),
        );
    for (const row of ended) await countForEmployee(tx, row, 'meetingsBooked', booking.at);
    await tx
      .update(campaignProspects)
      .set({ state: 'paused', pauseReason: 'meeting_booked', nextStepAt: null, updatedAt: booking.at })
      .where(
        and(
          eq(campaignProspects.spaceId, booking.spaceId),
          inArray(campaignProspects.prospectId, ids),
          inArray(campaignProspects.state, [...stoppedByBooking]),
          or(isNull(campaignProspects.pauseReason), ne(campaignProspects.pauseReason, 'meeting_booked')),
        ),
      );
    return ended.map((row) => row.id);
  });
}

async function prospectIdsOf(
  db: Db,
  booking: { spaceId: string; prospectId?: string | null; prospectEmail?: string | null },
): Promise<string[]> {
  const email = booking.prospectEmail?.trim().toLowerCase();
  if (!booking.prospectId && !email) return [];
  const byEmail = email
    ? or(
        eq(prospects.emailKey, email),
        sql`lower(${prospects.workEmail}) = ${email}`,
        sql`lower(${prospects.personalEmail}) = ${email}`,
        sql`lower(${prospects.enrichedEmail}) = ${email}`,
      )
    : undefined;
  const rows = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        eq(prospects.spaceId, booking.spaceId),
        booking.prospectId ? eq(prospects.id, booking.prospectId) : byEmail,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The employee's scheduling connection is gone (revoked, or its event type deleted): its threads
 * waiting on a follow-up (whose follow-ups would carry the booking link) stop as
 * `calendly_event_disconnected`, and the employee's owner (its creator, else nobody) gets one open
 * task "Reconnect Calendly for <name>" (the tasks list and its counter are how a person is told;
 * a second disconnection while it is open adds none). Returns the conversation ids it stopped.
 */
export async function markCalendlyDisconnected(
  db: Db,
  input: { spaceId: string; employeeId: string; at: Date },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [employee] = await tx
      .select()
      .from(aiEmployees)
      .where(and(eq(aiEmployees.spaceId, input.spaceId), eq(aiEmployees.id, input.employeeId)));
    if (!employee) return [];
    const stopped = await tx
      .update(aiConversations)
      .set({
        status: 'calendly_event_disconnected',
        reason: 'The scheduling connection of this AI employee was lost: reconnect Calendly to resume.',
        nextAt: null,
        leaseUntil: null,
        updatedAt: input.at,
      })
      .where(
        and(
          eq(aiConversations.spaceId, input.spaceId),
          eq(aiConversations.employeeId, input.employeeId),
          inArray(aiConversations.status, followUpStatuses),
        ),
      )
      .returning({ id: aiConversations.id });
    const name = `Reconnect Calendly for ${employee.name}`;
    const [open] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          eq(tasks.spaceId, input.spaceId),
          eq(tasks.type, 'manual_task'),
          eq(tasks.name, name),
          eq(tasks.status, 'open'),
          employee.creatorId ? eq(tasks.assigneeId, employee.creatorId) : isNull(tasks.assigneeId),
        ),
      );
    if (!open)
      await tx.insert(tasks).values({
        spaceId: input.spaceId,
        type: 'manual_task',
        name,
        info: `The scheduling connection of ${employee.name} was lost; ${stopped.length} conversation(s) stopped their follow-ups.`,
        assigneeId: employee.creatorId,
        priority: 400,
        dueAt: input.at,
      });
    return stopped.map((row) => row.id);
  });
}
