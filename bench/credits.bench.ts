/**
 * bench credit-debits: credit debits per second through the real path (credits.service
 * debitCredits: one statement that updates the wallet under its conditions, checks the idempotency
 * key and writes the ledger row with the balance after it), from concurrent workers, against a
 * bare `UPDATE credit_wallets SET balance = balance - 1 WHERE space_id = $1` loop from as many
 * workers on the same Postgres. Figures only; no timed assertions (issue 13 wants ratio ≥ 0.5).
 */
import { sql } from 'drizzle-orm';
import { spaceMembers, spaces, users } from '../api/src/db/schema';
import { debitCredits, grantCredits } from '../api/src/modules/credits/credits.service';
import { createBenchDatabase } from './database';

const debits = Number(process.env.BENCH_CREDIT_DEBITS ?? 2000);
const workers = Number(process.env.BENCH_CREDIT_WORKERS ?? 8);

const perSecond = (count: number, milliseconds: number) => count / (milliseconds / 1000);

/** Runs `total` calls of `call(index)` from `workers` concurrent loops; milliseconds taken. */
async function timed(total: number, call: (index: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < total; index = next++) await call(index);
    }),
  );
  return performance.now() - started;
}

export async function creditsBench(): Promise<string[]> {
  const bench = await createBenchDatabase('credits');
  try {
    const db = bench.database.db;
    const [space] = await db.insert(spaces).values({ name: 'Bench' }).returning();
    const [other] = await db.insert(spaces).values({ name: 'Bench bare' }).returning();
    const [user] = await db.insert(users).values({ email: 'bench@example.test' }).returning();
    if (!space || !other || !user) throw new Error('seed failed');
    await db.insert(spaceMembers).values({ spaceId: space.id, userId: user.id, isAdmin: true });
    await grantCredits(db, { spaceId: space.id, amount: debits * 2, kind: 'manual', idempotencyKey: 'seed' });
    await grantCredits(db, { spaceId: other.id, amount: debits * 2, kind: 'manual', idempotencyKey: 'seed' });
    // Warm both paths (connections, plans) before the clock.
    for (let index = 0; index < workers; index += 1) {
      await debitCredits(db, {
        spaceId: space.id,
        userId: user.id,
        amount: 1,
        category: 'enrich',
        idempotencyKey: `warm:${index}`,
      });
      await db.execute(
        sql`update credit_wallets set balance = balance - 1 where space_id = ${other.id}::uuid`,
      );
    }

    // Alternating rounds, so a burst of load on the machine falls on both sides alike.
    const rounds = 4;
    const perRound = Math.ceil(debits / rounds);
    let oursMs = 0;
    let bareMs = 0;
    for (let round = 0; round < rounds; round += 1) {
      oursMs += await timed(perRound, (index) =>
        debitCredits(db, {
          spaceId: space.id,
          userId: user.id,
          amount: 1,
          category: 'enrich',
          idempotencyKey: `bench:${round}:${index}`,
        }),
      );
      bareMs += await timed(perRound, () =>
        db.execute(sql`update credit_wallets set balance = balance - 1 where space_id = ${other.id}::uuid`),
      );
    }
    const ours = perSecond(perRound * rounds, oursMs);
    const bare = perSecond(perRound * rounds, bareMs);
    return [
      `bench credit-debits: ${ours.toFixed(1)} debits/s vs bare-update ${bare.toFixed(1)} updates/s = ratio ${(ours / bare).toFixed(2)} (${debits} debits, ${workers} workers, one workspace)`,
    ];
  } finally {
    await bench.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await creditsBench()) console.log(line);
}
