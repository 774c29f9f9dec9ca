import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { silentLogger } from '../logger';
import type { Database } from './client';
import { startPgliteMaintenance, vacuumAnalyze } from './maintenance';
import { spaces } from './schema';

describe('database maintenance', () => {
  it('vacuum analyze on PGlite gives the planner the size of a table it has never looked at', async () => {
    const test = await createTestDatabase('pglite');
    try {
      await test.database.db
        .insert(spaces)
        .values(Array.from({ length: 300 }, (_, i) => ({ name: `Space ${i}` })));
      const sizeOf = async () =>
        Number(
          (await test.database.executeSql("select reltuples from pg_class where relname = 'spaces'")).rows[0]
            ?.reltuples,
        );
      expect(await sizeOf()).toBeLessThan(300);
      await vacuumAnalyze(test.database);
      expect(await sizeOf()).toBe(300);
    } finally {
      await test.drop();
    }
  });

  it('runs on PGlite only (Postgres has autovacuum), again and again, until stopped', async () => {
    const runs: Record<string, string[]> = { pglite: [], postgres: [] };
    const fake = (mode: 'pglite' | 'postgres') =>
      ({
        mode,
        async executeSql(text: string) {
          runs[mode]?.push(text);
          return { rows: [] };
        },
      }) as unknown as Database;
    const stops = [
      startPgliteMaintenance(fake('pglite'), silentLogger, 20),
      startPgliteMaintenance(fake('postgres'), silentLogger, 20),
    ];
    await new Promise((resolve) => setTimeout(resolve, 110));
    for (const stop of stops) stop();
    const seen = runs.pglite?.length ?? 0;
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(runs.pglite?.every((text) => text === 'vacuum analyze')).toBe(true);
    expect(runs.postgres).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs.pglite?.length).toBe(seen);
  });
});
