import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { dialerAccounts, dialerCalls, prospects } from '../../db/schema';
import type { Voice } from '../../providers/voice/create-voice';
import { callUpdatesOf } from './call-updates.test-support';
import { INCOMING_RING_MS } from './incoming.schema';
import { routeIncoming, sendUnansweredToVoicemail } from './incoming.service';
import { insertPhone, sandboxVoice, testSipServer } from '../../../test/dialer';

describe('routing an incoming call (pure)', () => {
  it('refuses on a suspended number, forwards with a redirect, else rings', () => {
    expect(routeIncoming({ status: 'suspended', numberToRedirect: '+14155550100' })).toBe('refused');
    expect(routeIncoming({ status: 'suspended', numberToRedirect: null })).toBe('refused');
    expect(routeIncoming({ status: 'active', numberToRedirect: '+14155550100' })).toBe('forwarded');
    expect(routeIncoming({ status: 'active', numberToRedirect: null })).toBe('ringing');
  });
});

describe.each(databaseModes())('incoming calls on %s', (mode) => {
  let ctx: TestContext;
  let sandbox: TestClient;
  let sip: TestClient;
  let noSipVoice: Voice;
  let admin: Member;
  let rep: Member;
  let colleague: Member;
  let outsider: Member;
  let repPhone: string;
  let redirectPhone: string;
  let suspendedPhone: string;
  let outsiderPhone: string;

  const phoneOf = (member: Member, number: string, extra?: Parameters<typeof insertPhone>[3]) =>
    insertPhone(ctx, member, number, extra);

  useTestContext(mode, async (opened) => {
    ctx = opened;
    noSipVoice = sandboxVoice();
    sandbox = opened.withApp({ voice: noSipVoice, realtime: opened.realtime });
    sip = opened.withApp({
      voice: sandboxVoice(testSipServer()),
      realtime: opened.realtime,
    });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    rep = await opened.createMember({ space: admin.space, isAdmin: false });
    colleague = await opened.createMember({ space: admin.space, isAdmin: false });
    outsider = await opened.createMember({ tier: 'scale', isAdmin: true });
    await ctx.database.db
      .insert(dialerAccounts)
      .values({ spaceId: admin.space.id, activatedAt: ctx.clock.now() });
    repPhone = await phoneOf(rep, '+15125550111');
    redirectPhone = await phoneOf(rep, '+15125550112', { numberToRedirect: '+14155550177' });
    suspendedPhone = await phoneOf(rep, '+15125550113', { status: 'suspended', notice: 'unpaid' });
    outsiderPhone = await phoneOf(outsider, '+15125550199');
  });

  const deps = () => ({ db: ctx.database.db, clock: ctx.clock, realtime: ctx.realtime });

  const callUpdates = (callId: string, from = 0) => callUpdatesOf(ctx.realtime.events, callId, from);

  function simulate(client: TestClient, member: Member, id: string, body: Record<string, unknown>) {
    return client.api.unchecked.post('/dialer/phones/{id}/simulate_incoming', {
      path: { id },
      token: member.token,
      body: body as never,
    });
  }

  async function historyOf(member: Member) {
    return (await sandbox.api.get('/dialer/calls', { token: member.token })).payload.items;
  }

  it("rings only the owner's browsers in that workspace, and the answered call ends like any other", async () => {
    const before = ctx.realtime.userEvents.length;
    const response = await simulate(sandbox, admin, repPhone, { from: '(415) 555-0123' });
    expect(response.status).toBe(200);
    expect(response.payload).toEqual({
      route: 'ringing',
      call_id: expect.any(String),
      from: '+14155550123',
      to: '+15125550111',
      forwarded_to: null,
      ring_ms: INCOMING_RING_MS,
    });
    const callId = response.payload.call_id;
    // Tenancy: one event, to the number's owner in this workspace (not the admin who simulated it).
    expect(ctx.realtime.userEvents.slice(before)).toEqual([
      {
        spaceId: admin.space.id,
        userId: rep.user.id,
        event: 'incoming_call',
        payload: {
          call_id: callId,
          phone_id: repPhone,
          from: '+14155550123',
          to: '+15125550111',
          ring_ms: INCOMING_RING_MS,
        },
      },
    ]);
    expect((await historyOf(rep)).find((entry) => entry.id === callId)).toMatchObject({
      direction: 'incoming',
      result: 'in_progress',
    });
    // A colleague can not take it, nor can another workspace.
    for (const member of [colleague, outsider]) {
      const refused = await sandbox.api.unchecked.post('/dialer/calls/{id}/answer', {
        path: { id: callId },
        token: member.token,
      });
      expect(refused.body).toEqual({ ok: false, error: 'Call not found' });
    }
    const answered = await sandbox.api.unchecked.post('/dialer/calls/{id}/answer', {
      path: { id: callId },
      token: rep.token,
    });
    expect(answered.body).toEqual({
      ok: true,
      payload: { id: callId, answered_at: ctx.clock.now().toISOString() },
    });
    // Answered: the ring time passing sends it nowhere.
    ctx.clock.advance(INCOMING_RING_MS + 1000);
    await sendUnansweredToVoicemail(deps(), noSipVoice);
    const ended = await sandbox.api.unchecked.put('/dialer/calls/{id}', {
      path: { id: callId },
      token: rep.token,
      body: { result: 'answered', duration_seconds: 21 },
    });
    expect(ended.body).toMatchObject({
      ok: true,
      payload: { direction: 'incoming', result: 'answered', duration: 21 },
    });
    const again = await sandbox.api.unchecked.post('/dialer/calls/{id}/answer', {
      path: { id: callId },
      token: rep.token,
    });
    expect(again.body).toEqual({ ok: false, error: 'This call is no longer ringing' });
  });

  it("goes to voicemail when nobody answers within the ring time, into the caller's thread, announced", async () => {
    const [caller] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Vera Voicemail', phone: '+1 415 555 0124' })
      .returning();
    const from = ctx.realtime.events.length;
    const callId = (await simulate(sandbox, rep, repPhone, { from: '+14155550124' })).payload.call_id;
    expect(callUpdates(callId, from)).toEqual([
      {
        spaceId: admin.space.id,
        call_id: callId,
        prospect_id: caller?.id,
        dialog_id: null,
        status: 'in_progress',
      },
    ]);
    ctx.clock.advance(INCOMING_RING_MS - 1000);
    await sendUnansweredToVoicemail(deps(), noSipVoice);
    expect((await historyOf(rep)).find((entry) => entry.id === callId)?.result).toBe('in_progress');
    ctx.clock.advance(1000);
    expect(await sendUnansweredToVoicemail(deps(), noSipVoice)).toBeGreaterThanOrEqual(1);
    expect((await historyOf(rep)).find((entry) => entry.id === callId)).toMatchObject({
      direction: 'incoming',
      result: 'voicemail',
      duration: 0,
      prospect_phone_number: '+14155550124',
    });
    const late = await sandbox.api.unchecked.post('/dialer/calls/{id}/answer', {
      path: { id: callId },
      token: rep.token,
    });
    expect(late.status).toBe(409);
    const thread = await sandbox.api.get('/profiles/{id}', {
      path: { id: caller?.id ?? '' },
      token: admin.token,
    });
    const entry = thread.payload.messages.find((message) => message.channel === 'call');
    expect(entry).toMatchObject({ direction: 'in', kind: 'call' });
    const updates = callUpdates(callId, from);
    expect(updates.at(-1)).toEqual({
      spaceId: admin.space.id,
      call_id: callId,
      prospect_id: caller?.id,
      dialog_id: entry?.dialog_id,
      status: 'voicemail',
    });
  });

  it('forwards to number_to_redirect and refuses on a suspended number, without ringing, both in the history', async () => {
    const [caller] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Ada Caller', phone: '(415) 555-0125' })
      .returning();
    const before = ctx.realtime.userEvents.length;
    const forwarded = await simulate(sandbox, rep, redirectPhone, { from: '+14155550125' });
    expect(forwarded.payload).toMatchObject({
      route: 'forwarded',
      forwarded_to: '+14155550177',
      ring_ms: null,
    });
    const refused = await simulate(sandbox, rep, suspendedPhone, { from: '+14155550126' });
    expect(refused.payload).toMatchObject({ route: 'refused', forwarded_to: null, ring_ms: null });
    expect(ctx.realtime.userEvents.length).toBe(before);
    const history = await historyOf(rep);
    expect(history.find((entry) => entry.id === forwarded.payload.call_id)).toMatchObject({
      direction: 'incoming',
      result: 'answered',
      phone_number: '+15125550112',
      profile: { id: caller?.id, full_name: 'Ada Caller' },
    });
    expect(history.find((entry) => entry.id === refused.payload.call_id)).toMatchObject({
      direction: 'incoming',
      result: 'failed',
      phone_number: '+15125550113',
    });
    // The forwarded call is in the caller's thread at once, and announced with it.
    const thread = await sandbox.api.get('/profiles/{id}', {
      path: { id: caller?.id ?? '' },
      token: admin.token,
    });
    const entry = thread.payload.messages.find((message) => message.call?.id === forwarded.payload.call_id);
    expect(entry).toMatchObject({ direction: 'in', call: { result: 'answered', direction: 'incoming' } });
    expect(callUpdates(forwarded.payload.call_id)).toEqual([
      {
        spaceId: admin.space.id,
        call_id: forwarded.payload.call_id,
        prospect_id: caller?.id,
        dialog_id: entry?.dialog_id,
        status: 'answered',
      },
    ]);
    // Nobody else's history gets them.
    const foreign = await sandbox.api.get('/dialer/calls', { token: outsider.token });
    expect(foreign.payload.items.map((entry) => entry.id)).not.toContain(forwarded.payload.call_id);
  });

  it('refuses bad input, other workspaces, members who do not own the number, and other carriers', async () => {
    const cases = [
      [sandbox, rep, repPhone, { from: 'anonymous' }, 400, 'from: Wrong phone number format'],
      [sandbox, rep, repPhone, {}, 400, 'from: Enter a phone number'],
      [
        sandbox,
        colleague,
        repPhone,
        { from: '+14155550123' },
        403,
        'Only the owner of the number or a workspace admin can take its calls',
      ],
      [sandbox, rep, outsiderPhone, { from: '+14155550123' }, 404, 'Phone number not found'],
      [sandbox, outsider, repPhone, { from: '+14155550123' }, 404, 'Phone number not found'],
      [sandbox, rep, 'not-an-id', { from: '+14155550123' }, 404, 'Phone number not found'],
      [
        sip,
        rep,
        repPhone,
        { from: '+14155550123' },
        409,
        'Simulated incoming calls exist only on the sandbox carrier: call the number from a phone instead',
      ],
    ] as const;
    for (const [client, member, id, body, status, error] of cases) {
      const response = await simulate(client, member, id, body);
      expect({ status: response.status, body: response.body }).toEqual({
        status,
        body: { ok: false, error },
      });
    }
    const rows = await ctx.database.db
      .select()
      .from(dialerCalls)
      .where(eq(dialerCalls.phoneId, outsiderPhone));
    expect(rows).toEqual([]);
    // The SIP install reports its own incoming calls: the sweep leaves them alone.
    expect(await sendUnansweredToVoicemail(deps(), sandboxVoice(testSipServer()))).toBe(0);
  });
});
