import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, databaseModes, type TestDatabase } from '../../test/helpers';
import type { Db } from './client';
import { preparedQuery } from './prepared';

/** A statement whose answer is its placeholder's value, as a workspace's id is in the list routes. */
const echo = (db: Db, name: string) =>
  db
    .select({ value: sql<string>`${sql.placeholder('value')}::text` })
    .from(sql`(values (1)) as one (x)`)
    .prepare(name);

describe.each(databaseModes())('preparedQuery on %s', (mode) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(mode);
  });
  afterAll(async () => {
    await test.drop();
  });

  it('builds a shape once and runs it with each call values, never the first call', async () => {
    const db = test.database.db;
    const build = vi.fn((inner: Db) => echo(inner, 'echo_once'));
    const first = await preparedQuery(db, 'echo_once', build).execute({ value: 'space-a' });
    const second = await preparedQuery(db, 'echo_once', build).execute({ value: 'space-b' });
    expect(build).toHaveBeenCalledTimes(1);
    expect(first).toEqual([{ value: 'space-a' }]);
    expect(second).toEqual([{ value: 'space-b' }]);
  });

  it('keeps shapes apart by key and by database (a transaction builds its own)', async () => {
    const db = test.database.db;
    const build = vi.fn((inner: Db) => echo(inner, 'echo_keyed'));
    preparedQuery(db, 'echo_keyed_1', build);
    preparedQuery(db, 'echo_keyed_2', build);
    expect(build).toHaveBeenCalledTimes(2);
    const inside = await db.transaction(async (tx) =>
      preparedQuery(tx as unknown as Db, 'echo_keyed_1', build).execute({ value: 'in a transaction' }),
    );
    expect(build).toHaveBeenCalledTimes(3);
    expect(inside).toEqual([{ value: 'in a transaction' }]);
  });

  it('stops keeping new shapes past 500 a database, still answering them', async () => {
    const db = test.database.db;
    const build = vi.fn((inner: Db) => echo(inner, 'echo_many'));
    for (let index = 0; index < 501; index++) preparedQuery(db, `echo_many_${index}`, build);
    const calls = build.mock.calls.length;
    const answer = await preparedQuery(db, 'echo_many_past_the_cap', build).execute({ value: 'still' });
    preparedQuery(db, 'echo_many_past_the_cap', build);
    expect(build.mock.calls.length).toBe(calls + 2);
    expect(answer).toEqual([{ value: 'still' }]);
  });
});
