import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiEmployeeDailyStats } from '../../../db/schema';

/** The counters of ai_employee_daily_stats a conversation moves. */
export type DailyCounter = 'emailsSent' | 'messagesSent' | 'replies' | 'meetingsBooked';

/** The UTC day of an instant, as the stats table keys it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Adds one to an employee's counter for the day of `at` (the row is made on first use). */
export async function countForEmployee(
  db: Db,
  row: { spaceId: string; employeeId: string },
  counter: DailyCounter,
  at: Date,
): Promise<void> {
  const column = aiEmployeeDailyStats[counter];
  await db
    .insert(aiEmployeeDailyStats)
    .values({ spaceId: row.spaceId, employeeId: row.employeeId, day: utcDay(at), [counter]: 1 })
    .onConflictDoUpdate({
      target: [aiEmployeeDailyStats.employeeId, aiEmployeeDailyStats.day],
      set: { [counter]: sql`${column} + 1`, updatedAt: at },
    });
}
