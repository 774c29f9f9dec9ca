/**
 * bench warmup-plan: planning a day of warm-up for 10,000 mailboxes (issue 29: warmup.planner's
 * planWarmupDay: read the warming mailboxes, ramp volume, recipients from the workspace and the
 * pool, times; claim the day per mailbox; insert the sends and the day rows) against a bare INSERT
 * of the same send rows in the same chunks on the same Postgres, in the same run. Figures only.
 */
import { sql } from 'drizzle-orm';
import { createManualClock } from '../api/src/clock';
import {
  credentials,
  integrations,
  spaces,
  warmupDays,
  warmupMailboxes,
  warmupSends,
} from '../api/src/db/schema';
import { planWarmupDay } from '../api/src/modules/warmup/warmup.planner';
import { createBenchDatabase } from './database';

const mailboxes = Number(process.env.BENCH_WARMUP_MAILBOXES ?? 10_000);
const perSpace = 100;
const chunk = 2_000;

export async function warmupPlanBench(): Promise<string[]> {
  const bench = await createBenchDatabase('warmup');
  try {
    const db = bench.database.db;
    const clock = createManualClock('2026-03-02T07:00:00.000Z');
    for (let first = 0; first < mailboxes; first += perSpace) {
      const [space] = await db
        .insert(spaces)
        .values({ name: `Bench ${first}` })
        .returning();
      if (!space) throw new Error('seed failed');
      const count = Math.min(perSpace, mailboxes - first);
      const creds = await db
        .insert(credentials)
        .values(
          Array.from({ length: count }, (_, index) => ({
            spaceId: space.id,
            username: `m${first + index}@bench.test`,
            timezone: 'UTC',
          })),
        )
        .returning({ id: credentials.id });
      const boxes = await db
        .insert(integrations)
        .values(
          creds.map((credential, index) => ({
            spaceId: space.id,
            credentialId: credential.id,
            provider: 'smtp' as const,
            status: 'connected' as const,
            email: `m${first + index}@bench.test`,
          })),
        )
        .returning({ id: integrations.id });
      await db.insert(warmupMailboxes).values(
        boxes.map((box, index) => ({
          spaceId: space.id,
          integrationId: box.id,
          enabled: true,
          status: 'warming' as const,
          pool: index % 2 === 0,
          startPerDay: 3,
          increasePerDay: 3,
          maxPerDay: 25,
          replyRatePercent: 33,
          variancePercent: 10,
          startedAt: new Date('2026-02-25T08:00:00.000Z'),
        })),
      );
    }
    const started = performance.now();
    const plan = await planWarmupDay({ db, clock });
    const oursMs = performance.now() - started;
    const rows = await db.select().from(warmupSends);
    // TRUNCATE, not DELETE: warmup_sends.parent_id references warmup_sends without an index, so a
    // DELETE of 180,000 rows checks each against the whole table (minutes: the bench printed nothing).
    await db.execute(sql`truncate ${warmupSends}, ${warmupDays}`);
    const bareStarted = performance.now();
    for (let at = 0; at < rows.length; at += chunk)
      await db.insert(warmupSends).values(rows.slice(at, at + chunk));
    const bareMs = performance.now() - bareStarted;
    return [
      `bench warmup-plan: ${oursMs.toFixed(0)} ms vs bare INSERT ${bareMs.toFixed(0)} ms = ratio ${(oursMs / bareMs).toFixed(2)} (${plan.mailboxes} mailboxes, ${plan.planned} sends planned)`,
    ];
  } finally {
    await bench.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await warmupPlanBench()) console.log(line);
}
