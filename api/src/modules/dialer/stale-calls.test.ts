import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { insertPhone, sandboxVoice, testSipServer } from '../../../test/dialer';
import { useTestContext } from '../../../test/use-context';
import { dialerAccounts, prospects, tasks } from '../../db/schema';
import { grantCredits } from '../credits';
import { callUpdatesOf } from './call-updates.test-support';
import { endStaleCalls, STALE_CALL_MS, STALE_RING_MS } from './stale-calls';

describe.each(databaseModes())('stale calls on %s', (mode) => {
  let ctx: TestContext;
  let sandbox: TestClient;
  let sip: TestClient;
  let admin: Member;
  let phone: string;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    sandbox = opened.withApp({
      voice: sandboxVoice(),
      realtime: opened.realtime,
    });
    sip = opened.withApp({
      voice: sandboxVoice(testSipServer()),
      realtime: opened.realtime,
    });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    await ctx.database.db
      .insert(dialerAccounts)
      .values({ spaceId: admin.space.id, activatedAt: ctx.clock.now() });
    await grantCredits(ctx.database.db, {
      spaceId: admin.space.id,
      amount: 100,
      kind: 'manual',
      idempotencyKey: 'stale-calls',
    });
    phone = await insertPhone(ctx, admin, '+15125550141');
  });

  const deps = () => ({ db: ctx.database.db, clock: ctx.clock, realtime: ctx.realtime });

  async function resultOf(id: string) {
    const page = await sandbox.api.get('/dialer/calls', { token: admin.token });
    return page.payload.items.find((entry) => entry.id === id);
  }

  it('ends an outgoing call left in progress 4 hours after it started, as not answered', async () => {
    const started = await sandbox.api.post('/dialer/calls', {
      token: admin.token,
      body: { phone_id: phone, to: '+14155550151' },
    });
    const id = started.payload.id;
    ctx.clock.advance(STALE_CALL_MS - 1000);
    await endStaleCalls(deps());
    expect((await resultOf(id))?.result).toBe('in_progress');
    ctx.clock.advance(1000);
    const from = ctx.realtime.events.length;
    expect(await endStaleCalls(deps())).toBeGreaterThanOrEqual(1);
    expect(await resultOf(id)).toMatchObject({ result: 'no_answer', duration: 0 });
    expect(callUpdatesOf(ctx.realtime.events, id, from).map((event) => event.status)).toEqual(['no_answer']);
    // Its end reported late changes only the notes, as for any ended call.
    const late = await sandbox.api.put('/dialer/calls/{id}', {
      path: { id },
      token: admin.token,
      body: { result: 'answered', duration_seconds: 60, note: 'Tab crashed' },
    });
    expect(late.payload).toMatchObject({ result: 'no_answer', note: 'Tab crashed' });
  });

  it("ends an answered call as answered (no talk time, nothing charged), in the thread, the caller's call task done", async () => {
    const [caller] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Stan Stale', phone: '+1 415 555 0152' })
      .returning();
    const prospectId = caller?.id ?? '';
    const [task] = await ctx.database.db
      .insert(tasks)
      .values({
        spaceId: admin.space.id,
        type: 'make_call',
        name: 'Call Stan',
        prospectId,
        createdAt: ctx.clock.now(),
      })
      .returning();
    const rang = await sandbox.api.post('/dialer/phones/{id}/simulate_incoming', {
      path: { id: phone },
      token: admin.token,
      body: { from: '+14155550152' },
    });
    const id = rang.payload.call_id;
    await sandbox.api.post('/dialer/calls/{id}/answer', { path: { id }, token: admin.token });
    ctx.clock.advance(STALE_CALL_MS);
    await endStaleCalls(deps());
    expect(await resultOf(id)).toMatchObject({
      result: 'answered',
      duration: 0,
      profile: { id: prospectId },
    });
    const detail = await sandbox.api.get('/profiles/{id}', { path: { id: prospectId }, token: admin.token });
    expect(detail.payload.messages.find((message) => message.call?.id === id)).toMatchObject({
      direction: 'in',
      call: { result: 'answered' },
    });
    const done = await sandbox.api.get('/tasks', { query: { status: 'done' }, token: admin.token });
    expect(done.payload.items.map((row) => row._id)).toContain(task?.id);
  });

  it('ends an incoming call no browser answered once its ringing is over (a SIP install, no voicemail job)', async () => {
    const rang = await sip.api.post('/dialer/calls/incoming', {
      token: admin.token,
      body: { phone_id: phone, from: '+14155550153', to: '+15125550141' },
    });
    const id = rang.payload.id;
    ctx.clock.advance(STALE_RING_MS - 1000);
    await endStaleCalls(deps());
    expect((await resultOf(id))?.result).toBe('in_progress');
    ctx.clock.advance(1000);
    await endStaleCalls(deps());
    expect(await resultOf(id)).toMatchObject({ direction: 'incoming', result: 'no_answer', duration: 0 });
  });
});
