/**
 * GET /sip/route (issue 27), the SIP server's question for a call to one of our numbers: signed with
 * SIP_SECRET as Kamailio signs it (route[DID] of ops/kamailio/kamailio.cfg); the owner's SIP user
 * rings, a forwarding number forwards, a suspended number refuses, anything else is 404; a request
 * not signed, signed with another secret, expired or too far ahead is 403; the sandbox has none.
 * Refused and forwarded calls from a phone number land in the owner's history.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPhone } from '../../../test/dialer';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { dialerCalls, messages, prospects } from '../../db/schema';
import { createVoice } from '../../providers/voice/create-voice';
import { createSandboxCarrier } from '../../providers/voice/sandbox.carrier';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import { sipRouteSignature, sipRoutingMessages } from './sip-routing';

const secret = 'routing-test-secret';
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

describe.each(databaseModes())('SIP routing of our numbers on %s', (mode) => {
  let ctx: TestContext;
  let sip: TestClient;
  let sandbox: TestClient;
  let owner: Member;
  let rep: Member;
  let outsider: Member;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    const voice = (wsUrl: string | null) =>
      createVoice({
        carrier: createSandboxCarrier(),
        sip: { wsUrl, domain: 'sip.test', secret, ttlSeconds: 600, routesNumbers: false },
      });
    sip = opened.withApp({ voice: voice('ws://127.0.0.1:5066') });
    sandbox = opened.withApp({ voice: voice(null) });
    owner = await opened.createMember({ tier: 'scale', isAdmin: true });
    rep = await opened.createMember({ space: owner.space, isAdmin: false });
    outsider = await opened.createMember({ tier: 'scale', isAdmin: true });
    await insertPhone(ctx, rep, '+15125550121');
    await insertPhone(ctx, rep, '+15125550122', { numberToRedirect: '+14155550177' });
    await insertPhone(ctx, rep, '+15125550123', { status: 'suspended', notice: 'unpaid' });
    await insertPhone(ctx, outsider, '+15125550129');
    await ctx.database.db
      .insert(prospects)
      .values({ spaceId: owner.space.id, fullName: 'Ray Caller', phone: '+1 310 555 0102' });
  });

  /** The query Kamailio sends for a call from `from` (a SIP user) to `did`, signed with `key`. */
  function signed(did: string, from: string, options: { key?: string; inSeconds?: number } = {}) {
    const expires = String(Math.floor(ctx.clock.now().getTime() / 1000) + (options.inSeconds ?? 30));
    const fromHex = hex(from);
    const signature = sipRouteSignature(options.key ?? secret, expires, did, fromHex);
    return { did, from: fromHex, expires, signature };
  }

  const route = (client: TestClient, query: Record<string, string>) =>
    client.api.unchecked.get('/sip/route', { query });

  it("rings the owner's SIP user, in whichever workspace the number is", async () => {
    const ring = await sip.api.get('/sip/route', { query: signed('15125550121', '+13105550100') });
    expect(ring.status).toBe(200);
    expect(ring.payload).toEqual({ action: 'ring', target: sipUserOf(owner.space.id, rep.user.id) });
    const other = await route(sip, signed('15125550129', sipUserOf(owner.space.id, rep.user.id)));
    expect(other.body).toMatchObject({
      payload: { action: 'ring', target: sipUserOf(outsider.space.id, outsider.user.id) },
    });
  });

  it('forwards a number with number_to_redirect and refuses a suspended one, each in the history', async () => {
    const forward = await route(sip, signed('15125550122', '+13105550101'));
    expect(forward.body).toEqual({ ok: true, payload: { action: 'forward', target: '+14155550177' } });
    const refuse = await route(sip, signed('15125550123', '+13105550102'));
    expect(refuse.body).toEqual({ ok: true, payload: { action: 'refuse', target: '' } });
    const calls = await ctx.database.db
      .select()
      .from(dialerCalls)
      .where(eq(dialerCalls.spaceId, owner.space.id));
    const byCaller = (number: string) => calls.find((call) => call.prospectPhoneNumber === number);
    expect(byCaller('+13105550101')).toMatchObject({
      direction: 'incoming',
      result: 'answered',
      phoneNumber: '+15125550122',
      userId: rep.user.id,
      durationSeconds: 0,
    });
    expect(byCaller('+13105550102')).toMatchObject({
      direction: 'incoming',
      result: 'failed',
      phoneNumber: '+15125550123',
    });
    // The refused caller is a prospect: the call is in their inbox thread too.
    const entries = await ctx.database.db
      .select({ detail: messages.detail })
      .from(messages)
      .where(and(eq(messages.spaceId, owner.space.id), eq(messages.channel, 'call')));
    expect(entries.map((entry) => (entry.detail as { call_id?: string }).call_id)).toEqual([
      byCaller('+13105550102')?.id,
    ]);
    // A member's browser calling (its SIP user, not a number) leaves the history to the browsers.
    await route(sip, signed('15125550122', sipUserOf(owner.space.id, owner.user.id)));
    const after = await ctx.database.db
      .select()
      .from(dialerCalls)
      .where(eq(dialerCalls.spaceId, owner.space.id));
    expect(after).toHaveLength(calls.length);
  });

  it('answers 404 for a number that is not ours, or not a number', async () => {
    for (const did of ['15125550199', 'abc', '']) {
      const response = await route(sip, signed(did, '+13105550100'));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: sipRoutingMessages.notOurs });
    }
  });

  it('refuses a request not signed with SIP_SECRET, expired or too far ahead (403)', async () => {
    const good = signed('15125550121', '+13105550100');
    const refused = [
      {},
      { ...good, signature: undefined },
      signed('15125550121', '+13105550100', { key: 'another-secret' }),
      { ...good, did: '15125550129' },
      { ...good, from: hex('+13105550999') },
      signed('15125550121', '+13105550100', { inSeconds: -1 }),
      signed('15125550121', '+13105550100', { inSeconds: 3600 }),
      { ...good, signature: 'zz' },
    ];
    for (const query of refused) {
      const response = await route(
        sip,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
          string,
          string
        >,
      );
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: sipRoutingMessages.badSignature });
    }
  });

  it('has no SIP server to answer on the sandbox (404)', async () => {
    const response = await route(sandbox, signed('15125550121', '+13105550100'));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: sipRoutingMessages.noSipServer });
  });
});
