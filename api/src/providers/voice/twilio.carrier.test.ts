/**
 * The Twilio carrier beyond the shared contract (issue 27): where incoming calls go (TwiML built
 * here), the browser's access token, voicemail drops, and Twilio's refusals reaching the API
 * user as a 4xx in plain words. Offline: the SDK talks to the local stand-in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestClient } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { loadEnv } from '../../env';
import { createVoice, twilioSettingsFromEnv } from './create-voice';
import { createTwilioCarrier, type TwilioCarrierOptions } from './twilio.carrier';
import { StandinRequestClient } from './twilio-standin/standin-request-client';
import { startTwilioStandin } from './twilio-standin/twilio-standin';
import { CarrierError } from './voice.provider';

const standin = await startTwilioStandin();
afterAll(() => standin.close());

const appSid = `AP${'a'.repeat(32)}`;

function open(extra: Partial<TwilioCarrierOptions> = {}) {
  const { accountSid, authToken, account } = standin.newAccount();
  const carrier = createTwilioCarrier({
    accountSid,
    authToken,
    httpClient: new StandinRequestClient(standin.url),
    ...extra,
  });
  return { carrier, account };
}

async function losAngeles(carrier: ReturnType<typeof open>['carrier']) {
  const [california] = await carrier.states('US', 'local');
  const regions = await carrier.regions('US', 'local', california?.id ?? null);
  const region = regions.find((entry) => entry.name === 'Los Angeles');
  if (!region) throw new Error('no Los Angeles');
  return region;
}

describe('the Twilio carrier', () => {
  it('names states in full and groups numbers without a city by their prefix', async () => {
    const { carrier } = open();
    expect((await carrier.states('US', 'local')).map((state) => state.name)).toEqual([
      'California',
      'New York',
    ]);
    const [nationwide] = await carrier.states('US', 'toll_free');
    expect(nationwide?.name).toBe('Nationwide');
    const tollFree = await carrier.regions('US', 'toll_free', nationwide?.id ?? null);
    expect(tollFree.map((region) => [region.name, region.phonesAvailable])).toEqual([['Toll-free 800', 2]]);
    expect((await carrier.regions('GB', 'mobile', null)).map((region) => region.name)).toEqual([
      'Mobile 770',
    ]);
    expect((await losAngeles(carrier)).isSmsSupported).toBe(true);
  });

  it('asks Twilio again once a search is older than its time to live', async () => {
    let now = 0;
    const { carrier, account } = open({ now: () => now, searchTtlMs: 60_000 });
    const before = (await losAngeles(carrier)).phonesAvailable;
    // Someone else buys a Los Angeles number straight from Twilio.
    const other = account.available.find((number) => number.locality === 'Los Angeles');
    account.available.splice(account.available.indexOf(other as never), 1);
    now = 59_999;
    expect((await losAngeles(carrier)).phonesAvailable).toBe(before);
    now = 60_000;
    expect((await losAngeles(carrier)).phonesAvailable).toBe(before - 1);
  });

  it('forwards incoming calls with TwiML built locally, else sends them to the TwiML app', async () => {
    const { carrier, account } = open({ twimlAppSid: appSid });
    const region = await losAngeles(carrier);
    const [bought] = await carrier.purchase({
      regionId: region.id,
      count: 1,
      forwardTo: '4155550100',
      reference: 'f1',
    });
    const owned = account.incoming.get(bought?.carrierId ?? '');
    expect(owned?.voice_url).toMatch(/^https:\/\/twimlets\.com\/echo\?Twiml=/);
    const twiml = new URL(owned?.voice_url ?? '').searchParams.get('Twiml');
    expect(twiml).toContain('<Dial answerOnBridge="true"><Number>+14155550100</Number></Dial>');
    expect(owned?.voice_application_sid).toBeNull();

    await carrier.updateForwarding(bought?.carrierId ?? '', null);
    expect(owned?.voice_application_sid).toBe(appSid);
    expect(owned?.voice_url).toBeNull();
    await carrier.updateForwarding(bought?.carrierId ?? '', '442079460000');
    expect(new URL(owned?.voice_url ?? '').searchParams.get('Twiml')).toContain(
      '<Number>+442079460000</Number>',
    );
  });

  it('answers the numbers of the first purchase for the same reference, even from a new process', async () => {
    const { carrier, account } = open();
    const region = await losAngeles(carrier);
    const first = await carrier.purchase({
      regionId: region.id,
      count: 2,
      forwardTo: null,
      reference: 'same',
    });
    const again = createTwilioCarrier({
      accountSid: account.sid,
      authToken: account.authToken,
      httpClient: new StandinRequestClient(standin.url),
    });
    expect(
      await again.purchase({ regionId: region.id, count: 2, forwardTo: null, reference: 'same' }),
    ).toEqual(first);
    expect(account.incoming.size).toBe(3);
  });

  it('buys all or nothing: a number taken by someone else meanwhile gives back the ones bought', async () => {
    const { carrier, account } = open();
    const region = await losAngeles(carrier);
    // Between the search and the purchase, the second number of Los Angeles goes to someone else.
    const taken = account.available.filter((number) => number.locality === 'Los Angeles')[1];
    account.available.splice(account.available.indexOf(taken as never), 1);
    const refused = await carrier
      .purchase({ regionId: region.id, count: 2, forwardTo: null, reference: 'race' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CarrierError);
    expect(refused).toMatchObject({ code: 'sold_out', status: 409 });
    expect([...account.incoming.values()].map((owned) => owned.friendly_name)).toEqual(['owned before']);
  });

  it('refuses to re-route a number Twilio does not know, as a 404 in plain words', async () => {
    const { carrier } = open();
    await expect(carrier.updateForwarding(`PN${'0'.repeat(32)}`, null)).rejects.toMatchObject({
      code: 'unknown_number',
      status: 404,
      message: 'The carrier does not know this number',
    });
  });

  it('gives the browser an access token with a voice grant for the TwiML app', async () => {
    const { carrier } = open({ apiKey: `SK${'b'.repeat(32)}`, apiSecret: 'secret', twimlAppSid: appSid });
    const access = carrier.accessToken?.('u123');
    const payload = JSON.parse(Buffer.from(access?.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(payload.iss).toBe(`SK${'b'.repeat(32)}`);
    expect(payload.grants).toEqual({
      identity: 'u123',
      voice: { incoming: { allow: true }, outgoing: { application_sid: appSid } },
    });
    expect(access?.expiresAt.getTime()).toBe(payload.exp * 1000);
    expect(() => open().carrier.accessToken?.('u123')).toThrow(/not set up on this server/);
  });

  it('drops a voicemail as a call that plays the recording after the greeting', async () => {
    const { carrier, account } = open({
      voicemailAudioUrl: async ({ reference }) => `https://media.test/${reference}.wav`,
    });
    const drop = await carrier.dropVoicemail({
      from: '+12125550100',
      to: '+14155550111',
      audio: new Uint8Array(8),
      reference: 'd1',
    });
    expect(account.calls).toEqual([
      {
        sid: drop.carrierId,
        from: '+12125550100',
        to: '+14155550111',
        twiml:
          '<?xml version="1.0" encoding="UTF-8"?><Response><Play>https://media.test/d1.wav</Play><Hangup/></Response>',
      },
    ]);
    await expect(
      carrier.dropVoicemail({
        from: '+12125550199',
        to: '+14155550111',
        audio: new Uint8Array(8),
        reference: 'd2',
      }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/not one of the account/) });
    await expect(
      open().carrier.dropVoicemail({
        from: '+12125550100',
        to: '+14155550111',
        audio: new Uint8Array(8),
        reference: 'd3',
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Voicemail drops through Twilio are not set up on this server',
    });
  });

  it('turns wrong credentials and an unreachable Twilio into 4xx refusals in plain words', async () => {
    const { account } = open();
    const wrong = createTwilioCarrier({
      accountSid: account.sid,
      authToken: 'not-the-token',
      httpClient: new StandinRequestClient(standin.url),
    });
    await expect(wrong.countries()).rejects.toMatchObject({
      status: 409,
      message: 'The phone carrier refused this server’s Twilio credentials',
    });
    const away = createTwilioCarrier({
      accountSid: account.sid,
      authToken: account.authToken,
      httpClient: new StandinRequestClient('http://127.0.0.1:9'),
    });
    await expect(away.countries()).rejects.toMatchObject({
      status: 409,
      message: 'The phone carrier cannot be reached, please try again later',
    });
  });
});

describe('choosing Twilio from the environment', () => {
  const accountSid = `AC${'c'.repeat(32)}`;

  it('takes Twilio with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, else the sandbox', () => {
    expect(createVoice({ env: {} }).carrier.mode).toBe('sandbox');
    expect(
      createVoice({ env: { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: 't' } }).carrier.mode,
    ).toBe('twilio');
    expect(
      twilioSettingsFromEnv({
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_COUNTRIES: 'us, gb',
      }),
    ).toMatchObject({ countries: ['US', 'GB'] });
  });

  it('names the variable that is wrong or missing', () => {
    expect(() => twilioSettingsFromEnv({ TWILIO_AUTH_TOKEN: 't' })).toThrow(/TWILIO_ACCOUNT_SID must be set/);
    expect(() => twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 't' })).toThrow(
      /TWILIO_ACCOUNT_SID must be a Twilio account SID/,
    );
    expect(() => twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: accountSid })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() =>
      twilioSettingsFromEnv({
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_API_KEY: 'SK1',
      }),
    ).toThrow(/TWILIO_API_SECRET, TWILIO_TWIML_APP_SID must be set/);
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: accountSid })).toThrow(
      /TWILIO_AUTH_TOKEN: must be set with TWILIO_ACCOUNT_SID/,
    );
    expect(() => loadEnv({ TWILIO_API_KEY: 'SK1' })).toThrow(
      /TWILIO_TWIML_APP_SID: must be set for browser calls/,
    );
  });
});

describe.each(databaseModes())('a Twilio refusal through the API on %s', (mode) => {
  let client: TestClient;
  let member: Member;
  const { account } = open();
  const voice = createVoice({
    carrier: createTwilioCarrier({
      accountSid: account.sid,
      authToken: 'revoked-token',
      httpClient: new StandinRequestClient(standin.url),
    }),
  });

  useTestContext(mode, async (ctx) => {
    client = ctx.withApp({ voice });
    member = await ctx.createMember({ tier: 'scale' });
  });

  it('reaches the user as a 4xx with a sentence, never a 5xx', async () => {
    const response = await client.api.get('/dialer/countries', { token: member.token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      ok: false,
      error: 'The phone carrier refused this server’s Twilio credentials',
    });
  });
});

describe.each(databaseModes())(
  'GET /dialer/token with the Twilio carrier and no SIP server on %s',
  (mode) => {
    let tokens: TestClient;
    let unset: TestClient;
    let member: Member;
    const sip = {
      wsUrl: null,
      domain: 'sip.invalid',
      secret: 'unused',
      ttlSeconds: 600,
      routesNumbers: false,
    };

    useTestContext(mode, async (ctx) => {
      const withKeys = open({ apiKey: `SK${'c'.repeat(32)}`, apiSecret: 'secret', twimlAppSid: appSid });
      tokens = ctx.withApp({ voice: createVoice({ carrier: withKeys.carrier, sip }) });
      unset = ctx.withApp({ voice: createVoice({ carrier: open().carrier, sip }) });
      member = await ctx.createMember({ tier: 'scale' });
      expect((await tokens.api.post('/dialer/activate', { token: member.token })).status).toBe(200);
    });

    it("answers the Voice SDK's access token; a server without API keys refuses and leaves the key unspent", async () => {
      const key = 'twilio-browser-key-0001';
      const refused = await unset.api.get('/dialer/token', {
        token: member.token,
        query: { one_time_key: key },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        ok: false,
        error:
          'Calls from the browser through Twilio are not set up on this server (API key, secret and TwiML app)',
      });

      const answered = await tokens.api.get('/dialer/token', {
        token: member.token,
        query: { one_time_key: key },
      });
      expect(answered.status).toBe(200);
      expect(answered.payload).toMatchObject({
        provider: 'twilio',
        carrier: 'twilio',
        ws_url: null,
        password: null,
      });
      const claims = JSON.parse(
        Buffer.from(answered.payload.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as { grants: { identity: string; voice: { outgoing: { application_sid: string } } } };
      expect(claims.grants.identity).toBe(answered.payload.sip_user);
      expect(claims.grants.voice.outgoing.application_sid).toBe(appSid);
    });
  },
);
