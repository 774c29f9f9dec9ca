import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { createApp } from '../../app';
import { prospects } from '../../db/schema';
import { createOutreachEvents, type OutreachEvent } from '../../platform/outreach-events';
import { createRecordingEmitter } from '../../platform/announce';
import { recentEvents } from './event-log';

describe.each(databaseModes())('outreach event log (%s)', (mode) => {
  let ctx: TestContext;
  let a: Member;
  let b: Member;
  let prospectId: string;
  const events = createOutreachEvents();
  const realtime = createRecordingEmitter();

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    createApp({ db: ctx.database, clock: ctx.clock, events, realtime });
    a = await ctx.createMember();
    b = await ctx.createMember();
    const [prospect] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: a.space.id, fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' })
      .returning();
    prospectId = prospect?.id ?? '';
  });
  afterAll(async () => ctx?.close());

  const event = (spaceId: string, name: OutreachEvent['name'], minute: number): OutreachEvent => ({
    name,
    spaceId,
    prospectId: spaceId === a.space.id ? prospectId : null,
    workflowId: null,
    credentialId: null,
    at: new Date(Date.UTC(2026, 10, 20, 9, minute)),
    data: { text: `${name} at ${minute}` },
  });

  it('logs each event with the prospect summary, tells the workspace, and lists newest first per workspace', async () => {
    await events.emit(event(a.space.id, 'got_reply', 1));
    await events.emit(event(a.space.id, 'invite_accepted', 2));
    await events.emit(event(a.space.id, 'got_reply', 3));
    await events.emit(event(b.space.id, 'got_reply', 4));

    const all = await recentEvents(ctx.database.db, a.space.id, { limit: 10 });
    expect(all.map((entry) => entry.data.text)).toEqual([
      'got_reply at 3',
      'invite_accepted at 2',
      'got_reply at 1',
    ]);
    expect(all[0]?.data.prospect).toMatchObject({ id: prospectId, full_name: 'Ada Lovelace' });

    const replies = await recentEvents(ctx.database.db, a.space.id, { names: ['got_reply'], limit: 10 });
    expect(replies.map((entry) => entry.created_at)).toEqual([
      '2026-11-20T09:03:00.000Z',
      '2026-11-20T09:01:00.000Z',
    ]);

    const first = all[0];
    if (!first) throw new Error('no event');
    const older = await recentEvents(ctx.database.db, a.space.id, {
      limit: 10,
      before: { at: new Date(first.created_at), id: first.id },
    });
    expect(older.map((entry) => entry.event)).toEqual(['invite_accepted', 'got_reply']);

    const told = realtime.events.filter((entry) => entry.event === 'new_activity');
    expect(told.map((entry) => entry.spaceId)).toEqual([a.space.id, a.space.id, a.space.id, b.space.id]);
    expect((await recentEvents(ctx.database.db, b.space.id, { limit: 10 })).length).toBe(1);
  });
});
