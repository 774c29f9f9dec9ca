/**
 * A local stand-in of the parts of Twilio's REST API the Twilio carrier uses (issue 27), so the
 * adapter is contract-tested offline through the real SDK: available numbers per country and
 * type, incoming numbers (buy, list by friendly name, update, release) and calls. It answers
 * with Twilio's JSON shapes (snake_case, `/2010-04-01/Accounts/{sid}/...json`) and Twilio's
 * error shape `{ code, message, more_info, status }`, checks HTTP basic auth per account, and
 * keeps an inventory per account so each test starts from a fresh one.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandinNumber {
  phone_number: string;
  friendly_name: string;
  locality: string | null;
  region: string | null;
  iso_country: string;
  type: 'Local' | 'Mobile' | 'TollFree';
  capabilities: { voice: boolean; SMS: boolean; MMS: boolean; fax: boolean };
}

interface IncomingNumber {
  sid: string;
  number: StandinNumber;
  friendly_name: string;
  voice_url: string | null;
  voice_application_sid: string | null;
  date_created: string;
}

export interface Account {
  sid: string;
  authToken: string;
  available: StandinNumber[];
  incoming: Map<string, IncomingNumber>;
  calls: { sid: string; from: string; to: string; twiml: string | null }[];
}

const countries = [
  { code: 'US', name: 'United States', types: ['Local', 'TollFree'] },
  { code: 'GB', name: 'United Kingdom', types: ['Local', 'Mobile'] },
] as const;

/** The stand-in's stock: US locals in two states, US toll-free, UK locals and mobiles. */
function seedInventory(): StandinNumber[] {
  const numbers: StandinNumber[] = [];
  const add = (
    prefix: string,
    count: number,
    rest: Omit<StandinNumber, 'phone_number' | 'friendly_name' | 'capabilities'>,
    sms = true,
  ) => {
    for (let index = 0; index < count; index += 1) {
      const phone = `${prefix}${String(1000 + index).padStart(4, '0')}`;
      numbers.push({
        ...rest,
        phone_number: phone,
        friendly_name: phone,
        capabilities: { voice: true, SMS: sms, MMS: sms, fax: false },
      });
    }
  };
  add('+1213555', 4, { locality: 'Los Angeles', region: 'CA', iso_country: 'US', type: 'Local' });
  add('+1415555', 3, { locality: 'San Francisco', region: 'CA', iso_country: 'US', type: 'Local' });
  add('+1212555', 3, { locality: 'New York', region: 'NY', iso_country: 'US', type: 'Local' }, false);
  add('+1800555', 2, { locality: null, region: null, iso_country: 'US', type: 'TollFree' }, false);
  add('+4420794', 3, { locality: 'London', region: null, iso_country: 'GB', type: 'Local' }, false);
  add('+4477009', 2, { locality: null, region: null, iso_country: 'GB', type: 'Mobile' });
  return numbers;
}

export function twilioError(response: ServerResponse, status: number, code: number, message: string) {
  send(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

export function send(response: ServerResponse, status: number, body: unknown) {
  // No kept-alive sockets: a socket the server closes while idle would fail the SDK's next call.
  response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

export async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function incomingJson(account: Account, owned: IncomingNumber) {
  return {
    sid: owned.sid,
    account_sid: account.sid,
    phone_number: owned.number.phone_number,
    friendly_name: owned.friendly_name,
    voice_url: owned.voice_url,
    voice_method: 'POST',
    voice_application_sid: owned.voice_application_sid,
    capabilities: {
      voice: owned.number.capabilities.voice,
      sms: owned.number.capabilities.SMS,
      mms: owned.number.capabilities.MMS,
      fax: false,
    },
    status: 'in-use',
    date_created: owned.date_created,
    uri: `/2010-04-01/Accounts/${account.sid}/IncomingPhoneNumbers/${owned.sid}.json`,
  };
}

function availableJson(number: StandinNumber) {
  return {
    friendly_name: number.friendly_name,
    phone_number: number.phone_number,
    lata: null,
    locality: number.locality,
    rate_center: number.locality?.toUpperCase() ?? null,
    latitude: null,
    longitude: null,
    region: number.region,
    postal_code: null,
    iso_country: number.iso_country,
    address_requirements: 'none',
    beta: false,
    capabilities: number.capabilities,
  };
}

export const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export interface TwilioStandin {
  /** `http://127.0.0.1:<port>`: where the stand-in request client sends the SDK's calls. */
  url: string;
  /** A fresh account with its own inventory: what one contract test runs against. */
  newAccount(): { accountSid: string; authToken: string; account: Account };
  close(): Promise<void>;
}

export type Handler = (
  account: Account,
  match: RegExpMatchArray,
  request: IncomingMessage,
  query: URLSearchParams,
  response: ServerResponse,
) => Promise<void> | void;

const routes: StandinRoute[] = [
  {
    method: 'GET',
    path: /^\/AvailablePhoneNumbers\.json$/,
    handle(account, _match, _request, _query, response) {
      send(response, 200, {
        countries: countries.map((country) => ({
          country_code: country.code,
          country: country.name,
          beta: false,
          uri: `/2010-04-01/Accounts/${account.sid}/AvailablePhoneNumbers/${country.code}.json`,
          subresource_uris: Object.fromEntries(
            country.types.map((type) => [
              type === 'TollFree' ? 'toll_free' : type.toLowerCase(),
              `/2010-04-01/Accounts/${account.sid}/AvailablePhoneNumbers/${country.code}/${type}.json`,
            ]),
          ),
        })),
        uri: `/2010-04-01/Accounts/${account.sid}/AvailablePhoneNumbers.json`,
      });
    },
  },
  {
    method: 'GET',
    path: /^\/AvailablePhoneNumbers\/([A-Z]{2})\/(Local|Mobile|TollFree)\.json$/,
    handle(account, match, _request, query, response) {
      const [, code, type] = match;
      if (!countries.some((country) => country.code === code))
        return twilioError(response, 404, 20404, `The requested resource ${match[0]} was not found`);
      const pageSize = Number(query.get('PageSize') ?? 50);
      const region = query.get('InRegion');
      const locality = query.get('InLocality');
      const found = account.available
        .filter((number) => number.iso_country === code && number.type === type)
        .filter((number) => !region || number.region === region)
        .filter((number) => !locality || number.locality === locality)
        .slice(0, pageSize);
      send(response, 200, {
        available_phone_numbers: found.map(availableJson),
        uri: `/2010-04-01/Accounts/${account.sid}/AvailablePhoneNumbers/${code}/${type}.json`,
      });
    },
  },
  {
    method: 'GET',
    path: /^\/IncomingPhoneNumbers\.json$/,
    handle(account, _match, _request, query, response) {
      const friendlyName = query.get('FriendlyName');
      const owned = [...account.incoming.values()].filter(
        (entry) => !friendlyName || entry.friendly_name === friendlyName,
      );
      send(response, 200, {
        incoming_phone_numbers: owned.map((entry) => incomingJson(account, entry)),
        page: 0,
        page_size: 50,
        first_page_uri: `/2010-04-01/Accounts/${account.sid}/IncomingPhoneNumbers.json?PageSize=50&Page=0`,
        next_page_uri: null,
        previous_page_uri: null,
        uri: `/2010-04-01/Accounts/${account.sid}/IncomingPhoneNumbers.json`,
      });
    },
  },
  {
    method: 'POST',
    path: /^\/IncomingPhoneNumbers\.json$/,
    async handle(account, _match, request, _query, response) {
      const form = await formOf(request);
      const phone = form.get('PhoneNumber');
      if (!phone) return twilioError(response, 400, 21421, 'PhoneNumber is required.');
      const index = account.available.findIndex((number) => number.phone_number === phone);
      const number = account.available[index];
      if (!number) return twilioError(response, 400, 21422, `Phone number ${phone} is not available.`);
      account.available.splice(index, 1);
      const owned: IncomingNumber = {
        sid: sid('PN'),
        number,
        friendly_name: form.get('FriendlyName') ?? phone,
        voice_url: form.get('VoiceUrl') || null,
        voice_application_sid: form.get('VoiceApplicationSid') || null,
        date_created: new Date(0).toUTCString(),
      };
      account.incoming.set(owned.sid, owned);
      send(response, 201, incomingJson(account, owned));
    },
  },
  {
    method: 'POST',
    path: /^\/IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/,
    async handle(account, match, request, _query, response) {
      const owned = account.incoming.get(match[1] ?? '');
      if (!owned)
        return twilioError(response, 404, 20404, `The requested resource ${match[0]} was not found`);
      const form = await formOf(request);
      if (form.has('VoiceUrl')) owned.voice_url = form.get('VoiceUrl') || null;
      if (form.has('VoiceApplicationSid'))
        owned.voice_application_sid = form.get('VoiceApplicationSid') || null;
      send(response, 200, incomingJson(account, owned));
    },
  },
  {
    method: 'DELETE',
    path: /^\/IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/,
    handle(account, match, _request, _query, response) {
      const owned = account.incoming.get(match[1] ?? '');
      if (!owned)
        return twilioError(response, 404, 20404, `The requested resource ${match[0]} was not found`);
      account.incoming.delete(owned.sid);
      // The stand-in restocks at once, as the sandbox does, so availability is checkable.
      account.available.push(owned.number);
      send(response, 204, undefined);
    },
  },
  {
    method: 'POST',
    path: /^\/Calls\.json$/,
    async handle(account, _match, request, _query, response) {
      const form = await formOf(request);
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      if (!/^\+\d{8,15}$/.test(to))
        return twilioError(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (![...account.incoming.values()].some((entry) => entry.number.phone_number === from))
        return twilioError(
          response,
          400,
          21210,
          `The source phone number provided, ${from}, is not yet verified for your account.`,
        );
      const call = { sid: sid('CA'), from, to, twiml: form.get('Twiml') };
      account.calls.push(call);
      send(response, 201, { sid: call.sid, account_sid: account.sid, from, to, status: 'queued' });
    },
  },
];

/** A route of Twilio's API the stand-in answers; other providers' files add theirs (messaging). */
export interface StandinRoute {
  method: string;
  path: RegExp;
  handle: Handler;
}

export async function startTwilioStandin(
  options: { routes?: readonly StandinRoute[] } = {},
): Promise<TwilioStandin> {
  const accounts = new Map<string, Account>();
  const allRoutes = [...routes, ...(options.routes ?? [])];

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const scoped = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})(\/.*)$/.exec(url.pathname);
    const account = scoped ? accounts.get(scoped[1] ?? '') : undefined;
    const [user, password] = Buffer.from(
      (request.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    )
      .toString('utf8')
      .split(':');
    if (!account || user !== account.sid || password !== account.authToken)
      return twilioError(response, 401, 20003, 'Authenticate');
    for (const route of allRoutes) {
      const match = route.method === request.method ? route.path.exec(scoped?.[2] ?? '') : null;
      if (match) return route.handle(account, match, request, url.searchParams, response);
    }
    twilioError(response, 404, 20404, `The requested resource ${url.pathname} was not found`);
  }

  const server: Server = createServer((request, response) => {
    answer(request, response).catch(() => twilioError(response, 500, 20500, 'Internal Server Error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    newAccount() {
      const account: Account = {
        sid: sid('AC'),
        authToken: randomBytes(16).toString('hex'),
        available: seedInventory(),
        incoming: new Map(),
        calls: [],
      };
      // An account already owns a number (what voicemail drops are sent from in the contract).
      const owned: IncomingNumber = {
        sid: sid('PN'),
        number: {
          phone_number: '+12125550100',
          friendly_name: '(212) 555-0100',
          locality: 'New York',
          region: 'NY',
          iso_country: 'US',
          type: 'Local',
          capabilities: { voice: true, SMS: true, MMS: true, fax: false },
        },
        friendly_name: 'owned before',
        voice_url: null,
        voice_application_sid: null,
        date_created: new Date(0).toUTCString(),
      };
      account.incoming.set(owned.sid, owned);
      accounts.set(account.sid, account);
      return { accountSid: account.sid, authToken: account.authToken, account };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
