/**
 * The voice carrier contract (issue 27): what the dialer asks of a carrier, asked of every adapter.
 * The sandbox and the Twilio adapter run the same suite; Twilio offline, through the real SDK
 * whose HTTP client sends its REST calls to a local stand-in of Twilio's API (a fresh account,
 * with a fresh inventory, for each test).
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxCarrier } from './sandbox.carrier';
import { sipCredentials, sipSettingsFromEnv, sipUserOf, verifySipCredentials } from './sip-credentials';
import { createTwilioCarrier } from './twilio.carrier';
import { StandinRequestClient } from './twilio-standin/standin-request-client';
import { startTwilioStandin } from './twilio-standin/twilio-standin';
import { CarrierError, type PhoneNumberCategory, type VoiceCarrier } from './voice.provider';

interface Target {
  name: string;
  available: boolean;
  open(): VoiceCarrier;
}

const standin = await startTwilioStandin();
afterAll(() => standin.close());

const targets: Target[] = [
  { name: 'the sandbox carrier', available: true, open: () => createSandboxCarrier() },
  {
    name: 'the Twilio carrier (local stand-in of the REST API)',
    available: true,
    open: () => {
      const { accountSid, authToken } = standin.newAccount();
      return createTwilioCarrier({
        accountSid,
        authToken,
        httpClient: new StandinRequestClient(standin.url),
        voicemailAudioUrl: async ({ reference }) => `https://media.example/drops/${reference}.wav`,
      });
    },
  },
];

describe.each(targets)('voice carrier contract on $name', (target) => {
  describe.skipIf(!target.available)('the calls the dialer makes', () => {
    it('lists countries with their dial code, states flag and categories with counts', async () => {
      const carrier = target.open();
      const countries = await carrier.countries();
      expect(countries.length).toBeGreaterThan(0);
      for (const country of countries) {
        expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
        expect(country.dialCode).toMatch(/^\d{1,3}$/);
        expect(country.categories.length).toBeGreaterThan(0);
        for (const category of country.categories) expect(category.count).toBeGreaterThanOrEqual(0);
      }
      expect(countries.some((country) => country.hasStates)).toBe(true);
      expect(countries.some((country) => !country.hasStates)).toBe(true);
    });

    /** The regions of one state (or of the whole country), checked; answers the numbers they have. */
    async function checkedRegions(
      carrier: VoiceCarrier,
      countryCode: string,
      type: PhoneNumberCategory,
      stateId: string | null,
    ) {
      const regions = await carrier.regions(countryCode, type, stateId);
      expect(regions.length).toBeGreaterThan(0);
      let available = 0;
      for (const region of regions) {
        expect(region).toMatchObject({ countryCode, category: type });
        expect(region.state?.id ?? null).toBe(stateId);
        expect(Number.isInteger(region.monthlyPrice) && region.monthlyPrice > 0).toBe(true);
        expect(Number.isInteger(region.installationPrice) && region.installationPrice >= 0).toBe(true);
        expect(await carrier.region(region.id)).toEqual(region);
        available += region.phonesAvailable;
      }
      return available;
    }

    it('gives states only for a country with states, and regions under them with prices in credits', async () => {
      const carrier = target.open();
      for (const country of await carrier.countries()) {
        for (const { type, count } of country.categories) {
          const states = await carrier.states(country.countryCode, type);
          expect(states.length > 0).toBe(country.hasStates);
          const groups = country.hasStates ? states.map((state) => state.id) : [null];
          let available = 0;
          for (const stateId of groups)
            available += await checkedRegions(carrier, country.countryCode, type, stateId);
          expect(available).toBe(count);
        }
      }
    });

    it('buys numbers in E.164, once per reference, and takes them from the availability', async () => {
      const carrier = target.open();
      const [country] = await carrier.countries();
      if (!country) throw new Error('no country');
      const category = country.categories[0]?.type ?? 'local';
      const [state] = await carrier.states(country.countryCode, category);
      const regions = await carrier.regions(country.countryCode, category, state?.id ?? null);
      const region = regions.find((candidate) => candidate.phonesAvailable >= 2);
      if (!region) throw new Error('no region with two numbers');
      const bought = await carrier.purchase({
        regionId: region.id,
        count: 2,
        forwardTo: null,
        reference: 'r1',
      });
      expect(bought).toHaveLength(2);
      for (const number of bought) expect(number.number).toMatch(/^\+\d{8,15}$/);
      expect(new Set(bought.map((number) => number.number)).size).toBe(2);
      expect((await carrier.region(region.id))?.phonesAvailable).toBe(region.phonesAvailable - 2);
      // A retried purchase (same reference) buys nothing more.
      expect(
        await carrier.purchase({ regionId: region.id, count: 2, forwardTo: null, reference: 'r1' }),
      ).toEqual(bought);
      expect((await carrier.region(region.id))?.phonesAvailable).toBe(region.phonesAvailable - 2);

      await carrier.updateForwarding(bought[0]?.carrierId ?? '', '4155550100');
      await carrier.release(bought[0]?.carrierId ?? '');
      await carrier.release(bought[0]?.carrierId ?? '');
      expect((await carrier.region(region.id))?.phonesAvailable).toBe(region.phonesAvailable - 1);
    });

    it('refuses more numbers than the region has, and an unknown region', async () => {
      const carrier = target.open();
      const [country] = await carrier.countries();
      if (!country) throw new Error('no country');
      const category = country.categories[0]?.type ?? 'local';
      const [state] = await carrier.states(country.countryCode, category);
      const [region] = await carrier.regions(country.countryCode, category, state?.id ?? null);
      if (!region) throw new Error('no region');
      await expect(
        carrier.purchase({
          regionId: region.id,
          count: region.phonesAvailable + 1,
          forwardTo: null,
          reference: 'x',
        }),
      ).rejects.toBeInstanceOf(CarrierError);
      await expect(
        carrier.purchase({ regionId: 'nowhere', count: 1, forwardTo: null, reference: 'y' }),
      ).rejects.toMatchObject({ code: 'unknown_region' });
      expect(await carrier.region('nowhere')).toBeNull();
    });

    it('drops a voicemail and prices use in whole credits', async () => {
      const carrier = target.open();
      const drop = await carrier.dropVoicemail({
        from: '+12125550100',
        to: '+14155550111',
        audio: new Uint8Array(64),
        reference: 'drop-1',
      });
      expect(drop.carrierId).toBeTruthy();
      const pricing = carrier.pricing();
      for (const price of Object.values(pricing)) expect(Number.isInteger(price) && price > 0).toBe(true);
    });
  });
});

/** Every region of a carrier's inventory, through countries, categories and states. */
async function allRegions(carrier: VoiceCarrier) {
  const regions = [];
  for (const country of await carrier.countries()) {
    for (const category of country.categories) {
      const states = country.hasStates ? await carrier.states(country.countryCode, category.type) : [];
      for (const state of states.length ? states : [null])
        regions.push(...(await carrier.regions(country.countryCode, category.type, state?.id ?? null)));
    }
  }
  return regions;
}

describe('the sandbox carrier’s numbers', () => {
  it('are numbers the dialer panel can dial: valid for libphonenumber-js in every region', async () => {
    const carrier = createSandboxCarrier();
    let checked = 0;
    for (const region of (await allRegions(carrier)).filter((candidate) => candidate.phonesAvailable >= 5)) {
      const bought = await carrier.purchase({
        regionId: region.id,
        count: 5,
        forwardTo: null,
        reference: `valid-${region.id}`,
      });
      for (const { number } of bought) expect(isValidPhoneNumber(number), number).toBe(true);
      checked += bought.length;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('SIP credentials (the auth_ephemeral scheme the SIP server checks)', () => {
  const settings = {
    wsUrl: 'wss://sip.test/ws',
    domain: 'sip.test',
    secret: 's3cret',
    ttlSeconds: 600,
    routesNumbers: false,
  };

  it('are `<expiry>:<user>` with an HMAC-SHA1 password, valid until they expire', () => {
    const now = new Date('2026-12-03T08:00:00Z');
    const user = sipUserOf('space-1', 'user-1');
    const credentials = sipCredentials(settings, user, now);
    expect(credentials.username).toBe(`${now.getTime() / 1000 + 600}:${user}`);
    expect(credentials.uri).toBe(`sip:${user}@sip.test`);
    expect(verifySipCredentials('s3cret', credentials.username, credentials.password, now)).toBe(true);
    expect(verifySipCredentials('other', credentials.username, credentials.password, now)).toBe(false);
    expect(
      verifySipCredentials(
        's3cret',
        credentials.username,
        credentials.password,
        new Date(now.getTime() + 600_000),
      ),
    ).toBe(false);
  });

  it('give a member a different SIP user in each workspace', () => {
    expect(sipUserOf('space-1', 'user-1')).not.toBe(sipUserOf('space-2', 'user-1'));
    expect(sipUserOf('space-1', 'user-1')).toMatch(/^u[0-9a-f]{20}$/);
  });

  it('read SIP_WS_URL, SIP_DOMAIN and SIP_SECRET, refusing a server without a secret', () => {
    expect(() => sipSettingsFromEnv({ SIP_WS_URL: 'wss://pbx.example/ws' })).toThrow(/SIP_SECRET/);
    expect(() => sipSettingsFromEnv({ SIP_WS_URL: 'http://pbx', SIP_SECRET: 'x' })).toThrow(/SIP_WS_URL/);
    expect(sipSettingsFromEnv({ SIP_WS_URL: 'wss://pbx.example/ws', SIP_SECRET: 'x' })).toMatchObject({
      wsUrl: 'wss://pbx.example/ws',
      domain: 'pbx.example',
      secret: 'x',
      ttlSeconds: 600,
      routesNumbers: false,
    });
    expect(
      sipSettingsFromEnv({ SIP_WS_URL: 'wss://pbx.example/ws', SIP_SECRET: 'x', SIP_ROUTES_NUMBERS: 'true' }),
    ).toMatchObject({ routesNumbers: true });
    expect(() =>
      sipSettingsFromEnv({ SIP_WS_URL: 'wss://pbx.example/ws', SIP_SECRET: 'x', SIP_ROUTES_NUMBERS: 'yes' }),
    ).toThrow(/SIP_ROUTES_NUMBERS/);
    expect(sipSettingsFromEnv({})).toMatchObject({
      wsUrl: null,
      domain: 'sandbox.invalid',
      routesNumbers: false,
    });
  });
});
