import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { silentLogger } from '../logger';
import type { Database } from './client';
import { pgliteMaintenanceMs, startPgliteMaintenance, vacuumAnalyze } from './maintenance';
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

  it('runs on PGlite only (Postgres has autovacuum), a minute after start then every interval, until stopped', async () => {
    // The timers are the module's own setTimeout/setInterval: fake ones move by the test, not the wall clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
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
        startPgliteMaintenance(fake('pglite'), silentLogger),
        startPgliteMaintenance(fake('postgres'), silentLogger),
      ];
      await vi.advanceTimersByTimeAsync(60_000 - 1);
      expect(runs.pglite).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs.pglite).toEqual(['vacuum analyze']);
      await vi.advanceTimersByTimeAsync(2 * pgliteMaintenanceMs - 60_000);
      expect(runs.pglite).toEqual(['vacuum analyze', 'vacuum analyze', 'vacuum analyze']);
      expect(runs.postgres).toEqual([]);
      for (const stop of stops) stop();
      await vi.advanceTimersByTimeAsync(3 * pgliteMaintenanceMs);
      expect(runs.pglite).toHaveLength(3);
      expect(runs.postgres).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
