import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import { type CampaignProspectRow, campaignProspects, stepExecutions, workflows } from '../db/schema';
import { createQueue, type Queue } from '../jobs/queue';
import { startEngine } from './engine';
import { createExecutorRegistry } from './executor-registry';
import { activateCampaign } from '../modules/workflows/campaign-activation';
import { stepQueue } from './scheduler';
import {
  createEngineHarness,
  createFakeChannel,
  type EngineHarness,
  makeCampaignWithProspects,
  makeSpace,
} from './test-fixtures';

/**
 * pg-boss as it is, except that the step jobs sent and run are counted: `allRun()` answers once
 * every step job sent so far has run, so a test waits for the jobs themselves, never for time.
 */
function countStepJobs(boss: PgBoss) {
  let sent = 0;
  let run = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (run < sent) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  const counted = new Proxy(boss, {
    get(target, property, receiver) {
      if (property === 'insert')
        return async (jobs: PgBoss.JobInsert[]) => {
          sent += jobs.filter((job) => job.name === stepQueue).length;
          return target.insert(jobs);
        };
      if (property === 'work')
        return (name: string, ...rest: unknown[]) => {
          // work(name, handler) or work(name, options, handler): the handler comes last.
          const handler = rest.pop() as PgBoss.WorkHandler<unknown>;
          const counting: PgBoss.WorkHandler<unknown> = async (batch) => {
            try {
              return await handler(batch);
            } finally {
              if (name === stepQueue) {
                run += batch.length;
                settle();
              }
            }
          };
          return (target.work as (...args: unknown[]) => Promise<string>).call(
            target,
            name,
            ...rest,
            counting,
          );
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    boss: counted,
    allRun: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
  };
}

describe.each(databaseModes())('engine on pg-boss on %s', (mode) => {
  let harness: EngineHarness;
  let queue: Queue;
  beforeEach(async () => {
    harness = await createEngineHarness(mode);
    queue = await createQueue(harness.database);
  });
  afterEach(async () => {
    await queue.stop();
    await harness.close();
  });

  it('a started campaign runs its steps through pg-boss jobs', async () => {
    const spaceId = (await makeSpace(harness.db)).id;
    const { workflow, rows } = await makeCampaignWithProspects(harness.db, spaceId, [
      { key: 'a', kind: 'view_profile' },
      { key: 'b', kind: 'follow' },
    ]);
    const row = rows[0] as CampaignProspectRow;
    await harness.db.update(workflows).set({ status: 'active' }).where(eq(workflows.id, workflow.id));
    await activateCampaign(harness.deps, workflow.id);
    const channel = createFakeChannel(['view_profile', 'follow']);
    const jobs = countStepJobs(queue.boss);
    const engine = await startEngine(harness.deps, jobs.boss, createExecutorRegistry([channel]), {
      pollingIntervalSeconds: 0.5,
    });
    try {
      // One pass per step and one to finish: each pass's jobs are awaited, not a stretch of time.
      let state = '';
      for (let pass = 0; pass < 4 && state !== 'finished'; pass += 1) {
        await engine.tickNow();
        await jobs.allRun();
        const [current] = await harness.db
          .select()
          .from(campaignProspects)
          .where(eq(campaignProspects.id, row.id));
        state = current?.state ?? '';
      }
      expect(state).toBe('finished');
      expect(channel.calls.map((key) => key.split(':')[1])).toEqual(['a', 'b']);
      const executions = await harness.db
        .select()
        .from(stepExecutions)
        .where(eq(stepExecutions.campaignProspectId, row.id));
      expect(executions.map((execution) => execution.status)).toEqual(['done', 'done']);
    } finally {
      await engine.stop();
    }
  });

  // The queues and schedules are made first (one node at a time, server.ts): a refusal there starts
  // nothing; a refusal once the step worker runs takes it off again.
  it.each([
    { refused: 'schedule', workers: [], offWork: [] },
    { refused: 'work', workers: ['engine-step', 'test-periodic'], offWork: ['engine-step'] },
  ])(
    'an engine whose periodic jobs can not be set up ($refused refused) does not start: no worker or pass left running',
    async (expected) => {
      const boss = queue.boss;
      const workers: string[] = [];
      const offWork: string[] = [];
      // pg-boss as it is, except that one call for the periodic job fails (a database that refuses it).
      const failing = new Proxy(boss, {
        get(target, property, receiver) {
          if (property === 'schedule' && expected.refused === 'schedule')
            return async () => Promise.reject(new Error('schedule refused'));
          if (property === 'work')
            return async (...args: unknown[]) => {
              workers.push(String(args[0]));
              if (args[0] === 'test-periodic' && expected.refused === 'work')
                return Promise.reject(new Error('work refused'));
              return (target.work as (...a: unknown[]) => Promise<string>).apply(target, args);
            };
          if (property === 'offWork')
            return async (name: string) => {
              offWork.push(name);
              return target.offWork(name);
            };
          const value = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const periodicJobs = [{ name: 'test-periodic', cron: '* * * * *', run: async () => {} }];
      await expect(
        startEngine(harness.deps, failing, createExecutorRegistry([createFakeChannel(['view_profile'])]), {
          periodicJobs,
        }),
      ).rejects.toThrow(`${expected.refused} refused`);
      expect(workers).toEqual(expected.workers);
      expect(offWork).toEqual(expected.offWork);
    },
  );
});
