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
import { dialerPhones } from '../../db/schema';
import { createSandboxCarrier } from '../../providers/voice/sandbox.carrier';
import { createVoice } from '../../providers/voice/create-voice';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import { createTwilioCarrier } from '../../providers/voice/twilio.carrier';
import { startTwilioStandin } from '../../providers/voice/twilio-standin/twilio-standin';
import { voiceWebhookMessages } from './twilio-voice';

const sip = { wsUrl: null, domain: 'sip.test', secret: 's', ttlSeconds: 600 };
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

  async function phone(member: Member, number: string, status: 'active' | 'suspended' = 'active') {
    await ctx.database.db.insert(dialerPhones).values({
      spaceId: member.space.id,
      userId: member.user.id,
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

  const signed = (params: Record<string, string>) =>
    post(client, params, twilio.getExpectedTwilioSignature(authToken, webhookUrl, params));

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
    });
    sandbox = opened.withApp({ voice: createVoice({ carrier: createSandboxCarrier(), sip }) });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    rep = await opened.createMember({ space: admin.space, isAdmin: false });
    outsider = await opened.createMember({ tier: 'scale', isAdmin: true });
    await phone(admin, '+12125550100');
    await phone(admin, '+12125550101', 'suspended');
    await phone(outsider, '+12125550199');
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
});
