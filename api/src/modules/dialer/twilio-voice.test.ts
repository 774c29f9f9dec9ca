/**
 * POST /voice/twilio, the TwiML app's voice webhook (issue 27): requests signed as Twilio signs them
 * (the SDK's getExpectedTwilioSignature, as the stand-in signs its SMS callbacks) with a stand-in
 * account's auth token; a browser call dials To with caller id From only when the caller's workspace
 * owns From; a call to our number rings its owner's browser; a bad signature is 403, the sandbox 404.
 */
import twilio from 'twilio';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { dialerPhones, prospects } from '../../db/schema';
import { creditBalance, grantCredits } from '../credits';
import { callUpdatesOf } from './call-updates.test-support';
import { createSandboxCarrier } from '../../providers/voice/sandbox.carrier';
import { createVoice } from '../../providers/voice/create-voice';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import { createTwilioCarrier } from '../../providers/voice/twilio.carrier';
import { startTwilioStandin } from '../../providers/voice/twilio-standin/twilio-standin';
import { voiceWebhookMessages } from './twilio-voice';

const sip = { wsUrl: null, domain: 'sip.test', secret: 's', ttlSeconds: 600, routesNumbers: false };
// linkOrigin without PUBLIC_URL in tests: what Twilio would have been given.
const webhookUrl = 'http://localhost/api/voice/twilio';

describe.each(databaseModes())("Twilio's voice webhook on %s", (mode) => {
  let ctx: TestContext;
  let client: TestClient;
  let sandbox: TestClient;
  let admin: Member;
  let rep: Member;
  let outsider: Member;
  let authToken: string;
  let standin: Awaited<ReturnType<typeof startTwilioStandin>>;

  async function phone(
    member: Member,
    number: string,
    status: 'active' | 'suspended' = 'active',
    owned = true,
  ) {
    await ctx.database.db.insert(dialerPhones).values({
      spaceId: member.space.id,
      userId: owned ? member.user.id : null,
      number,
      carrierId: `PN-${number}`,
      category: 'local',
      countryCode: 'US',
      regionId: 'US:local:NY:New York',
      regionName: 'New York',
      isSmsSupported: true,
      monthlyPrice: 10,
      installationPrice: 10,
      status,
      nextChargeAt: new Date('2027-01-01T00:00:00Z'),
    });
  }

  function post(on: TestClient, params: Record<string, string>, signature?: string) {
    return on.app.request('/api/voice/twilio', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
      body: new URLSearchParams(params).toString(),
    });
  }

  const signed = (params: Record<string, string>, event?: 'dial' | 'status') => {
    const url = event ? `${webhookUrl}?event=${event}` : webhookUrl;
    return client.app.request(event ? `/api/voice/twilio?event=${event}` : '/api/voice/twilio', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
  };

  const identity = (member: Member) => `client:${sipUserOf(member.space.id, member.user.id)}`;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    standin = await startTwilioStandin();
    const account = standin.newAccount();
    authToken = account.authToken;
    client = opened.withApp({
      voice: createVoice({
        carrier: createTwilioCarrier({ accountSid: account.accountSid, authToken }),
        sip,
      }),
      realtime: opened.realtime,
    });
    sandbox = opened.withApp({ voice: createVoice({ carrier: createSandboxCarrier(), sip }) });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    rep = await opened.createMember({ space: admin.space, isAdmin: false });
    outsider = await opened.createMember({ tier: 'scale', isAdmin: true });
    await phone(admin, '+12125550100');
    await phone(admin, '+12125550101', 'suspended');
    await phone(outsider, '+12125550199');
    await phone(admin, '+12125550102', 'active', false);
  });
  afterAll(() => standin.close());

  it('dials To with caller id From for a member of the workspace that owns From', async () => {
    const response = await signed({ Caller: identity(rep), From: '+12125550100', To: '+14155550123' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/xml');
    const twiml = await response.text();
    expect(twiml).toContain(
      '<Dial answerOnBridge="true" callerId="+12125550100"><Number>+14155550123</Number></Dial>',
    );
  });

  it('takes the caller id from CallerId when Twilio keeps From for the client', async () => {
    const response = await signed({
      Caller: identity(admin),
      From: identity(admin),
      CallerId: '+12125550100',
      To: '+14155550123',
    });
    expect(await response.text()).toContain('callerId="+12125550100"');
  });

  it("rejects another workspace's number, a suspended or unknown one, and a To that is not E.164", async () => {
    const refused = [
      { Caller: identity(rep), From: '+12125550199', To: '+14155550123' },
      { Caller: identity(outsider), From: '+12125550100', To: '+14155550123' },
      { Caller: identity(admin), From: '+12125550101', To: '+14155550123' },
      { Caller: identity(admin), From: '+12125550177', To: '+14155550123' },
      { Caller: identity(admin), From: '+12125550100', To: '4155550123' },
    ];
    for (const params of refused) {
      const response = await signed(params);
      expect(response.status).toBe(200);
      const twiml = await response.text();
      expect(twiml).toContain('<Reject');
      expect(twiml).not.toContain('<Dial');
    }
  });

  it("rings the owner's browser on a call to our number, else takes a voicemail", async () => {
    const ring = await (
      await signed({ Caller: '+14155550123', From: '+14155550123', To: '+12125550100' })
    ).text();
    expect(ring).toContain(`<Client>${sipUserOf(admin.space.id, admin.user.id)}</Client>`);
    const voicemail = await (
      await signed({ Caller: '+14155550123', From: '+14155550123', To: '+19995550100' })
    ).text();
    expect(voicemail).toContain('<Record');
  });

  it('refuses a request Twilio did not sign (403), and has no webhook on the sandbox (404)', async () => {
    const params = { Caller: identity(admin), From: '+12125550100', To: '+14155550123' };
    const forged = await post(
      client,
      params,
      twilio.getExpectedTwilioSignature('not-the-token', webhookUrl, params),
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ ok: false, error: voiceWebhookMessages.badSignature });
    expect((await post(client, params)).status).toBe(403);
    const onSandbox = await post(
      sandbox,
      params,
      twilio.getExpectedTwilioSignature(authToken, webhookUrl, params),
    );
    expect(onSandbox.status).toBe(404);
  });

  async function historyEntry(id: string) {
    const page = await client.api.get('/dialer/calls', { token: admin.token });
    return page.payload.items.find((entry) => entry.id === id);
  }

  async function callIdOf(sid: string) {
    const page = await client.api.get('/dialer/calls', { token: admin.token });
    const rows = page.payload.items.filter((entry) => entry.prospect_phone_number === `+1415555${sid}`);
    expect(rows).toHaveLength(1);
    return rows[0]?.id ?? '';
  }

  it("logs a call to our number while it rings the owner's browser, once; its dial's end makes it answered", async () => {
    const [caller] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Tess Twilio', phone: '(415) 555-0161' })
      .returning();
    const from = ctx.realtime.events.length;
    const first = { CallSid: 'CA0161', Caller: '+14155550161', From: '+14155550161', To: '+12125550100' };
    const ring = await (await signed(first)).text();
    expect(ring).toContain(`action="${webhookUrl}?event=dial"`);
    expect(ring).toContain(`<Client>${sipUserOf(admin.space.id, admin.user.id)}</Client>`);
    // Twilio retries the request: routed again, logged once.
    expect((await signed(first)).status).toBe(200);
    const id = await callIdOf('0161');
    expect(await historyEntry(id)).toMatchObject({
      direction: 'incoming',
      result: 'in_progress',
      phone_number: '+12125550100',
      profile: { id: caller?.id, full_name: 'Tess Twilio' },
    });
    // The browser that took it reports the same call.
    const logged = await client.api.post('/dialer/calls/incoming', {
      token: admin.token,
      body: { from: '+14155550161', to: '+12125550100' },
    });
    expect(logged.payload.id).toBe(id);

    await grantCredits(ctx.database.db, {
      spaceId: admin.space.id,
      amount: 100,
      kind: 'manual',
      idempotencyKey: 'twilio-voice-test',
    });
    ctx.clock.advance(75_000);
    const ended = await signed(
      { CallSid: 'CA0161', DialCallStatus: 'completed', DialCallDuration: '75' },
      'dial',
    );
    expect(await ended.text()).toContain('<Hangup');
    expect(await historyEntry(id)).toMatchObject({ result: 'answered', duration: 75 });
    // Two started minutes, charged as a call; the balance announced.
    expect(await creditBalance(ctx.database.db, admin.space.id)).toBe(98);
    expect(ctx.realtime.events.slice(from).filter((event) => event.event === 'update_credits')).not.toEqual(
      [],
    );
    const detail = await client.api.get('/profiles/{id}', {
      path: { id: caller?.id ?? '' },
      token: admin.token,
    });
    const entry = detail.payload.messages.find((message) => message.call?.id === id);
    expect(entry).toMatchObject({ direction: 'in', call: { result: 'answered', duration_seconds: 75 } });
    expect(
      callUpdatesOf(ctx.realtime.events, id, from).map((event) => [event.status, event.dialog_id]),
    ).toEqual([
      ['in_progress', null],
      ['answered', entry?.dialog_id],
    ]);
    // A late status callback changes nothing.
    await signed({ CallSid: 'CA0161', CallStatus: 'completed', CallDuration: '90' }, 'status');
    expect(await historyEntry(id)).toMatchObject({ result: 'answered', duration: 75 });
  });

  it('sends an unanswered ring to voicemail, ends a ring the caller hung up on, refuses on a suspended number', async () => {
    await signed({ CallSid: 'CA0162', Caller: '+14155550162', From: '+14155550162', To: '+12125550100' });
    const voicemail = await signed({ CallSid: 'CA0162', DialCallStatus: 'no-answer' }, 'dial');
    expect(await voicemail.text()).toContain('<Record');
    expect(await historyEntry(await callIdOf('0162'))).toMatchObject({ result: 'voicemail', duration: 0 });

    await signed({ CallSid: 'CA0163', Caller: '+14155550163', From: '+14155550163', To: '+12125550100' });
    await signed({ CallSid: 'CA0163', CallStatus: 'completed', CallDuration: '12' }, 'status');
    expect(await historyEntry(await callIdOf('0163'))).toMatchObject({ result: 'no_answer', duration: 0 });

    const refused = await signed({
      CallSid: 'CA0164',
      Caller: '+14155550164',
      From: '+14155550164',
      To: '+12125550101',
    });
    expect(await refused.text()).toContain('<Reject');
    expect(await historyEntry(await callIdOf('0164'))).toMatchObject({
      result: 'failed',
      direction: 'incoming',
    });

    const ownerless = await signed({
      CallSid: 'CA0165',
      Caller: '+14155550165',
      From: '+14155550165',
      To: '+12125550102',
    });
    expect(await ownerless.text()).toContain('<Record');
    expect(await historyEntry(await callIdOf('0165'))).toMatchObject({ result: 'voicemail' });
    // Nothing of it reaches another workspace's history.
    const foreign = await client.api.get('/dialer/calls', { token: outsider.token });
    expect(
      foreign.payload.items.filter((row) => row.prospect_phone_number.startsWith('+1415555016')),
    ).toEqual([]);
  });
});
