import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseModes, type TestDatabase } from '../../test/helpers';
import { createQueue, type Queue } from './queue';

describe.each(databaseModes())('job queue (pg-boss) on %s', (mode) => {
  let testDatabase: TestDatabase;
  let queue: Queue | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(mode);
  });
  afterAll(async () => {
    await queue?.stop();
    await testDatabase?.drop();
  });

  it('starts and runs a job from send to work', async () => {
    queue = await createQueue(testDatabase.database);
    const { boss } = queue;
    await boss.createQueue('test-round-trip');

    const handled = new Promise<unknown>((resolve) => {
      void boss.work<{ greeting: string; ids: number[] }>(
        'test-round-trip',
        { pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          resolve(job?.data);
          return { handled: true };
        },
      );
    });
    const id = await boss.send('test-round-trip', { greeting: 'hello', ids: [1, 2, 3] });
    expect(id).toBeTruthy();
    expect(await handled).toEqual({ greeting: 'hello', ids: [1, 2, 3] });

    await expect
      .poll(async () => (await boss.getJobById('test-round-trip', id ?? ''))?.state, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('completed');
    const job = await boss.getJobById('test-round-trip', id ?? '');
    expect(job?.output).toEqual({ handled: true });
  });
});
