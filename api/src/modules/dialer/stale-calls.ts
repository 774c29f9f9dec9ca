/**
 * Calls nobody will report any more (issue 27): the browser opens a call and reports its end, so
 * a tab closed mid-call leaves it `in_progress` for ever. A clock job ends them, so the history
 * never shows a call still going on:
 * - an incoming call no browser answered, STALE_RING_MS after it started (ringing is over; on the
 *   sandbox the voicemail job has taken it at the ring time already): `no_answer`;
 * - any other call STALE_CALL_MS after it started: `answered` when it was answered (the talk took
 *   place, its length unknown), else `no_answer`.
 * Talk time is unknown, so the duration stays 0 and nothing is charged. Each ended call joins its
 * prospect's thread, an answered one does their call task, and each is announced, as a reported end is.
 */
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { dialerCalls } from '../../db/schema';
import type { AppDependencies } from '../../platform/context';
import { callsChanged } from './call-updates';
import { INCOMING_RING_MS } from './incoming.schema';

/** The longest a call is taken to last: four hours after it started it is over. */
export const STALE_CALL_MS = 4 * 60 * 60 * 1000;
/** An unanswered incoming call has stopped ringing a minute past the ring time. */
export const STALE_RING_MS = INCOMING_RING_MS + 60_000;

/** The clock job: ends the stale calls of every workspace; how many it ended. */
export async function endStaleCalls(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'realtime'>,
): Promise<number> {
  const now = deps.clock.now();
  const ringingOver = and(
    eq(dialerCalls.direction, 'incoming'),
    isNull(dialerCalls.answeredAt),
    lte(dialerCalls.startDate, new Date(now.getTime() - STALE_RING_MS)),
  );
  const tooLong = lte(dialerCalls.startDate, new Date(now.getTime() - STALE_CALL_MS));
  const rows = await deps.db
    .update(dialerCalls)
    .set({
      result: sql`case when ${isNotNull(dialerCalls.answeredAt)} then 'answered' else 'no_answer' end`,
      endedAt: now,
      durationSeconds: 0,
    })
    .where(and(eq(dialerCalls.result, 'in_progress'), isNull(dialerCalls.endedAt), or(ringingOver, tooLong)))
    .returning();
  await callsChanged(deps, rows);
  return rows.length;
}
