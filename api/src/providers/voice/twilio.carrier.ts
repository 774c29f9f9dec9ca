/**
 * The Twilio carrier (issue 27): the voice carrier port on the official `twilio` SDK. Twilio has
 * no inventory to list, so the adapter builds the port's countries, states and regions from one
 * search of available numbers per country and category (grouped by the numbers' state and
 * city; toll-free and mobile numbers by their prefix), cached until a purchase or a release.
 * Buying is idempotent by the caller's reference (the numbers are named `reachly <reference>`
 * and looked up by that name first); incoming calls go on to the forwarding number through TwiML
 * built here (served by Twilio's echo twimlet), else to the TwiML app that rings the browser.
 * Every refusal of Twilio's becomes a CarrierError in plain words (a 4xx, never a 5xx).
 */
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import twilio from 'twilio';
import { twilioErrorToCarrier } from './twilio-errors';
import { stateName } from './twilio-states';
import {
  type CarrierAccessToken,
  type CarrierCountry,
  CarrierError,
  type CarrierPricing,
  type CarrierRegion,
  type CarrierState,
  carrierMessages,
  type PhoneNumberCategory,
  type PurchasedNumber,
  type VoiceCarrier,
} from './voice.provider';

export interface TwilioCarrierOptions {
  accountSid: string;
  authToken: string;
  /** API key and secret and the TwiML app: needed for the browser's access tokens only. */
  apiKey?: string | undefined;
  apiSecret?: string | undefined;
  twimlAppSid?: string | undefined;
  /** ISO codes of the countries numbers are sold in (default US, CA, GB). */
  countries?: string[] | undefined;
  /** Credits per category: installation and monthly (default: the sandbox's prices). */
  prices?: Partial<Record<PhoneNumberCategory, { installation: number; monthly: number }>>;
  pricing?: CarrierPricing;
  /** Numbers one search asks for: the availability shown is what one search finds. */
  searchSize?: number;
  /** How long one search's availability is shown before Twilio is asked again (default 5 minutes). */
  searchTtlMs?: number;
  /** Milliseconds since the epoch (tests pass the app's clock). */
  now?: () => number;
  /** Where Twilio fetches a voicemail drop's recording; without it drops are refused. */
  voicemailAudioUrl?: (input: { reference: string; audio: Uint8Array }) => Promise<string>;
  /** Serves TwiML given in its query (`?Twiml=`): how forwarding needs no webhook of ours. */
  twimlEchoUrl?: string;
  /** Seconds an access token lives (default 3600). */
  tokenTtlSeconds?: number;
  /** The SDK's HTTP client: tests pass one that talks to the local stand-in. */
  httpClient?: twilio.RequestClient;
}

const categoryResource = { local: 'local', mobile: 'mobile', toll_free: 'tollFree' } as const;
const categoryLabel: Record<PhoneNumberCategory, string> = {
  local: 'Local',
  mobile: 'Mobile',
  toll_free: 'Toll-free',
};
const countriesWithStates = new Set(['US', 'CA', 'AU']);
const defaultPrices: Record<PhoneNumberCategory, { installation: number; monthly: number }> = {
  local: { installation: 10, monthly: 10 },
  mobile: { installation: 25, monthly: 25 },
  toll_free: { installation: 20, monthly: 20 },
};

interface FoundNumber {
  phoneNumber: string;
  regionId: string;
  sms: boolean;
}

interface Inventory {
  regions: CarrierRegion[];
  numbers: FoundNumber[];
}

/** `US:local:CA:Los%20Angeles`: what region() parses back into a search. */
function regionIdOf(parts: string[]): string {
  return parts.map(encodeURIComponent).join(':');
}

/** spec §3 forwarding numbers are digits: 10 digits are a North American number, else digits with their country code. */
export function dialable(digits: string): string {
  const plain = digits.replace(/\D/g, '');
  return plain.length === 10 ? `+1${plain}` : `+${plain}`;
}

/** What Twilio does with an incoming call on a number forwarded elsewhere. */
export function forwardingTwiml(forwardTo: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.dial({ answerOnBridge: true }).number(dialable(forwardTo));
  return response.toString();
}

/** Incoming calls with no forwarding and no TwiML app to ring a browser: a voicemail. */
export function voicemailTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say('The person you are calling is not available. Please leave a message after the tone.');
  response.record({ maxLength: 120, playBeep: true });
  return response.toString();
}

/**
 * An outgoing call from the browser (the TwiML app's voice webhook): rings `to` with our number as
 * caller id; answerOnBridge keeps the browser's leg unanswered until the callee answers, so the
 * Voice SDK's accept means "connected" and a busy or unanswered callee reaches it as such.
 */
export function browserCallTwiml(to: string, callerId: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.dial({ answerOnBridge: true, callerId }).number(to);
  return response.toString();
}

/**
 * An incoming call on a number whose owner's browser registered with the Voice SDK as `identity`;
 * Twilio requests `action` (when given) once the dial ends, with DialCallStatus and DialCallDuration.
 */
export function ringBrowserTwiml(identity: string, action?: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.dial({ answerOnBridge: true, ...(action ? { action } : {}) }).client(identity);
  return response.toString();
}

/** The end of a call whose dial is over. */
export function hangupTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.hangup();
  return response.toString();
}

/** A browser call the webhook refuses (a caller id the caller's workspace does not own, a bad number). */
export function refusedCallTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.reject();
  return response.toString();
}

/** A voicemail drop: the recording played once the answering machine's greeting has ended. */
export function dropTwiml(audioUrl: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.play(audioUrl);
  response.hangup();
  return response.toString();
}

type TwilioClient = ReturnType<typeof twilio>;

/** Any SDK call: Twilio's refusals and an unreachable Twilio become CarrierErrors. */
const call = <T>(work: () => Promise<T>): Promise<T> => work().catch((error) => twilioErrorToCarrier(error));

interface AvailableNumber {
  phoneNumber: string;
  locality: string | null;
  region: string | null;
  capabilities: unknown;
}

/** One search of Twilio's available numbers of a country and category. */
function searchNumbers(
  client: TwilioClient,
  countryCode: string,
  category: PhoneNumberCategory,
  size: number,
): Promise<AvailableNumber[]> {
  const country = client.availablePhoneNumbers(countryCode);
  const params = { limit: size, pageSize: size };
  if (category === 'local') return country.local.list(params);
  if (category === 'mobile') return country.mobile.list(params);
  return country.tollFree.list(params);
}

/**
 * The port's countries, states and regions from Twilio's searches: the country list once, one
 * search per country and category, kept until `forget()` (after a purchase or a release).
 */
function twilioInventory(client: TwilioClient, options: TwilioCarrierOptions) {
  const wanted = (options.countries ?? ['US', 'CA', 'GB']).map((code) => code.toUpperCase());
  const searchSize = options.searchSize ?? 100;
  const inventories = new Map<string, { at: number; found: Promise<Inventory> }>();
  const now = options.now ?? Date.now;
  const ttl = options.searchTtlMs ?? 5 * 60_000;
  let countryList: Promise<{ code: string; name: string; categories: PhoneNumberCategory[] }[]> | null = null;

  function listCountries() {
    countryList ??= call(() => client.availablePhoneNumbers.list()).then((countries) =>
      wanted.flatMap((code) => {
        const found = countries.find((country) => country.countryCode === code);
        if (!found) return [];
        const keys = Object.keys(found.subresourceUris ?? {});
        const categories = (['local', 'mobile', 'toll_free'] as const).filter((type) => keys.includes(type));
        return [{ code, name: found.country, categories }];
      }),
    );
    countryList.catch(() => {
      countryList = null;
    });
    return countryList;
  }

  /** One search, grouped into states and regions the way the port names them. */
  async function build(countryCode: string, category: PhoneNumberCategory): Promise<Inventory> {
    const hasStates = countriesWithStates.has(countryCode);
    const price = options.prices?.[category] ?? defaultPrices[category];
    const found = await call(() => searchNumbers(client, countryCode, category, searchSize));
    const regions = new Map<string, CarrierRegion>();
    const numbers: FoundNumber[] = [];
    for (const number of found) {
      const stateCode = hasStates ? number.region || 'nationwide' : '';
      const state: CarrierState | null = hasStates
        ? {
            id: regionIdOf([countryCode, category, stateCode]),
            name: stateCode === 'nationwide' ? 'Nationwide' : stateName(countryCode, stateCode),
          }
        : null;
      // A number with no city (toll-free, mobile) is grouped by the first digits of its national number.
      const prefix = parsePhoneNumberFromString(number.phoneNumber)?.nationalNumber.slice(0, 3) ?? '';
      const name = number.locality || `${categoryLabel[category]} ${prefix}`;
      const id = regionIdOf([countryCode, category, stateCode, name]);
      const capabilities = number.capabilities as { sms?: boolean; SMS?: boolean } | undefined;
      const sms = Boolean(capabilities?.sms ?? capabilities?.SMS);
      const region = regions.get(id) ?? {
        id,
        name,
        countryCode,
        category,
        state,
        isSmsSupported: false,
        phonesAvailable: 0,
        monthlyPrice: price.monthly,
        installationPrice: price.installation,
      };
      region.phonesAvailable += 1;
      region.isSmsSupported ||= sms;
      regions.set(id, region);
      numbers.push({ phoneNumber: number.phoneNumber, regionId: id, sms });
    }
    return { regions: [...regions.values()], numbers };
  }

  function inventory(countryCode: string, category: PhoneNumberCategory): Promise<Inventory> {
    const key = `${countryCode}:${category}`;
    const cached = inventories.get(key);
    // Numbers others buy meanwhile leave Twilio's stock: a search is trusted for a few minutes.
    if (cached && now() - cached.at < ttl) return cached.found;
    const found = build(countryCode, category);
    inventories.set(key, { at: now(), found });
    found.catch(() => inventories.delete(key));
    return found;
  }

  async function regionEntry(regionId: string) {
    const [countryCode, category] = regionId.split(':').map(decodeURIComponent);
    if (!countryCode || !category || !(category in categoryResource)) return null;
    const country = (await listCountries()).find((entry) => entry.code === countryCode);
    if (!country?.categories.includes(category as PhoneNumberCategory)) return null;
    const found = await inventory(countryCode, category as PhoneNumberCategory);
    const region = found.regions.find((entry) => entry.id === regionId);
    return region ? { region, numbers: found.numbers.filter((entry) => entry.regionId === regionId) } : null;
  }

  return { listCountries, inventory, regionEntry, forget: () => inventories.clear() };
}

/** Where an incoming call goes: the forwarding number, else the TwiML app (the browser), else voicemail. */
function routing(options: TwilioCarrierOptions, forwardTo: string | null) {
  const echo = (twiml: string) =>
    `${options.twimlEchoUrl ?? 'https://twimlets.com/echo'}?Twiml=${encodeURIComponent(twiml)}`;
  if (forwardTo) return { voiceApplicationSid: '', voiceUrl: echo(forwardingTwiml(forwardTo)) };
  if (options.twimlAppSid) return { voiceApplicationSid: options.twimlAppSid, voiceUrl: '' };
  return { voiceApplicationSid: '', voiceUrl: echo(voicemailTwiml()) };
}

export function createTwilioCarrier(options: TwilioCarrierOptions): VoiceCarrier {
  const client = twilio(options.accountSid, options.authToken, {
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const { listCountries, inventory, regionEntry, forget } = twilioInventory(client, options);

  const friendlyName = (reference: string) => `reachly ${reference}`;

  /** Releasing a number Twilio no longer has is not an error (the port's rule). */
  async function release(carrierId: string) {
    try {
      await call(() => client.incomingPhoneNumbers(carrierId).remove());
    } catch (error) {
      if (!(error instanceof CarrierError && error.code === 'unknown_number')) throw error;
    } finally {
      forget();
    }
  }

  return {
    mode: 'twilio',
    async countries() {
      const countries: CarrierCountry[] = [];
      for (const country of await listCountries()) {
        const categories = [];
        for (const type of country.categories) {
          const found = await inventory(country.code, type);
          categories.push({ type, count: found.numbers.length });
        }
        countries.push({
          countryCode: country.code,
          dialCode: dialCodeOf(country.code),
          name: country.name,
          hasStates: countriesWithStates.has(country.code),
          categories,
        });
      }
      return countries;
    },
    async states(countryCode, category) {
      if (!countriesWithStates.has(countryCode)) return [];
      const states = new Map<string, CarrierState>();
      for (const region of (await inventory(countryCode, category)).regions)
        if (region.state) states.set(region.state.id, region.state);
      return [...states.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    async regions(countryCode, category, stateId) {
      return (await inventory(countryCode, category)).regions
        .filter((region) => (region.state?.id ?? null) === stateId)
        .map((region) => ({ ...region }));
    },
    async region(regionId) {
      const entry = await regionEntry(regionId);
      return entry ? { ...entry.region } : null;
    },
    async purchase({ regionId, count, forwardTo, reference }) {
      const already = await call(() =>
        client.incomingPhoneNumbers.list({ friendlyName: friendlyName(reference) }),
      );
      if (already.length > 0)
        return already
          .map((owned): PurchasedNumber => ({ carrierId: owned.sid, number: owned.phoneNumber }))
          .sort((a, b) => a.number.localeCompare(b.number));
      const entry = await regionEntry(regionId);
      if (!entry) throw new CarrierError('unknown_region', carrierMessages.unknownRegion);
      if (!Number.isInteger(count) || count < 1 || count > entry.numbers.length)
        throw new CarrierError('sold_out', carrierMessages.soldOut);
      const bought: PurchasedNumber[] = [];
      try {
        for (const found of entry.numbers.slice(0, count)) {
          const owned = await call(() =>
            client.incomingPhoneNumbers.create({
              phoneNumber: found.phoneNumber,
              friendlyName: friendlyName(reference),
              ...routing(options, forwardTo),
            }),
          );
          bought.push({ carrierId: owned.sid, number: owned.phoneNumber });
        }
      } catch (error) {
        // All or nothing: the numbers of a purchase that failed half-way go back.
        for (const number of bought) await release(number.carrierId).catch(() => undefined);
        throw error;
      } finally {
        forget();
      }
      return bought.sort((a, b) => a.number.localeCompare(b.number));
    },
    async updateForwarding(carrierId, forwardTo) {
      await call(() => client.incomingPhoneNumbers(carrierId).update(routing(options, forwardTo)));
    },
    release,
    async dropVoicemail({ from, to, audio, reference }) {
      if (!options.voicemailAudioUrl)
        throw new CarrierError('rejected', 'Voicemail drops through Twilio are not set up on this server');
      const audioUrl = await options.voicemailAudioUrl({ reference, audio });
      const placed = await call(() =>
        client.calls.create({ from, to, twiml: dropTwiml(audioUrl), machineDetection: 'DetectMessageEnd' }),
      );
      return { carrierId: placed.sid };
    },
    accessToken(identity) {
      return accessToken(options, identity);
    },
    verifyWebhook({ url, signature, params }) {
      return signature !== undefined && twilio.validateRequest(options.authToken, signature, url, params);
    },
    pricing() {
      return options.pricing ?? { callMinute: 1, sms: 1, voicemailDrop: 2 };
    },
  };
}

/** The browser's Voice SDK token: a VoiceGrant for the TwiML app, incoming calls to `identity` allowed. */
function accessToken(options: TwilioCarrierOptions, identity: string): CarrierAccessToken {
  if (!options.apiKey || !options.apiSecret || !options.twimlAppSid)
    throw new CarrierError(
      'rejected',
      'Calls from the browser through Twilio are not set up on this server (API key, secret and TwiML app)',
    );
  const ttl = options.tokenTtlSeconds ?? 3600;
  const token = new twilio.jwt.AccessToken(options.accountSid, options.apiKey, options.apiSecret, {
    identity,
    ttl,
  });
  token.addGrant(
    new twilio.jwt.AccessToken.VoiceGrant({
      outgoingApplicationSid: options.twimlAppSid,
      incomingAllow: true,
    }),
  );
  const jwt = token.toJwt();
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
  };
  return { token: jwt, identity, expiresAt: new Date(payload.exp * 1000) };
}

function dialCodeOf(countryCode: string): string {
  try {
    return getCountryCallingCode(countryCode as Parameters<typeof getCountryCallingCode>[0]);
  } catch {
    return '';
  }
}
