import { type RunningStandIn, type StandInRequest, type StandInResponse, startJsonServer } from './server';

/**
 * A Name.com API v4 stand-in (tests, local runs): the calls of
 * providers/registrar/namecom.registrar.ts as https://www.name.com/api-docs documents them, with
 * in-memory state. HTTP basic auth with `username:token` (any other is a 401, as Name.com's);
 * POST and PUT need Content-Type application/json (else 403, as documented); every refusal is
 * `{message, details?}`.
 *
 * Names: endings in `usdPrices` are sold, one label under them; anything else is a 400 (what
 * the adapter reads as "no name a registrar sells"). A name containing "taken" is registered
 * elsewhere; one containing "premium" is premium at 99.00 USD. A .com is in the account at once;
 * another ending stays a pending order until `complete` (one containing "fail" then fails).
 */
export const usdPrices: Readonly<Record<string, number>> = {
  com: 12,
  net: 14,
  org: 13,
  io: 45,
  co: 30,
  ai: 80,
};

const premiumPrice = 99;

export interface NamecomStandIn extends RunningStandIn {
  username: string;
  token: string;
  /** Domains in the account, by name. */
  domains: Map<string, { domainName: string; createDate: string; expireDate: string; locked: boolean }>;
  orders: Map<number, { id: number; status: string; domainName: string }>;
  /** Ends every pending order: the domain joins the account, or (a "fail" name) the order fails. */
  complete(): void;
  /** When set, every call answers this status (a test's outage). */
  outage: { status: number | null };
}

const unauthenticated: StandInResponse = { status: 401, body: { message: 'Unauthenticated' } };
const notFound: StandInResponse = { status: 404, body: { message: 'Not Found' } };

function invalid(details: string): StandInResponse {
  return { status: 400, body: { message: 'Invalid Argument', details } };
}

export async function startNamecomStandIn(
  options: { username?: string; token?: string; now?: () => Date } = {},
): Promise<NamecomStandIn> {
  const username = options.username ?? 'reachly-test';
  const token = options.token ?? 'namecom-standin-token';
  const now = options.now ?? (() => new Date());
  const domains: NamecomStandIn['domains'] = new Map();
  const orders: NamecomStandIn['orders'] = new Map();
  const outage: NamecomStandIn['outage'] = { status: null };
  let nextOrder = 1000;

  function authorised(request: StandInRequest): boolean {
    const expected = `Basic ${Buffer.from(`${username}:${token}`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  interface SearchResult {
    domainName: string;
    sld: string;
    tld: string;
    purchasable: boolean;
    premium?: boolean;
    purchasePrice?: number;
    purchaseType?: string;
    renewalPrice?: number;
  }

  /** `acme.com` -> its search result; null when it is no name sold here. */
  function quote(name: string): SearchResult | null {
    const domainName = name.trim().toLowerCase();
    const [sld, tld, ...rest] = domainName.split('.');
    const price = tld === undefined ? undefined : usdPrices[tld];
    if (!sld || !tld || rest.length > 0 || price === undefined) return null;
    const taken = domainName.includes('taken') || domains.has(domainName);
    if (taken) return { domainName, sld, tld, purchasable: false };
    const premium = domainName.includes('premium');
    return {
      domainName,
      sld,
      tld,
      purchasable: true,
      ...(premium ? { premium: true } : {}),
      purchasePrice: premium ? premiumPrice : price,
      purchaseType: 'registration',
      renewalPrice: premium ? premiumPrice : price,
    };
  }

  function addDomain(domainName: string) {
    const created = now();
    const expires = new Date(created);
    expires.setUTCFullYear(expires.getUTCFullYear() + 1);
    const domain = {
      domainName,
      createDate: created.toISOString(),
      expireDate: expires.toISOString(),
      locked: true,
    };
    domains.set(domainName, domain);
    return domain;
  }

  function checkAvailability(request: StandInRequest): StandInResponse {
    const names = (request.body as { domainNames?: unknown } | null)?.domainNames;
    if (!Array.isArray(names) || names.length === 0 || names.length > 50)
      return invalid('domainNames must list 1 to 50 domains');
    const results = [];
    for (const name of names) {
      const result = typeof name === 'string' ? quote(name) : null;
      if (!result) return invalid(`${String(name)} is not a supported domain name`);
      results.push(result);
    }
    return { status: 200, body: { results } };
  }

  function createDomain(request: StandInRequest): StandInResponse {
    const input = request.body as {
      domain?: { domainName?: unknown };
      purchasePrice?: unknown;
    } | null;
    const name = input?.domain?.domainName;
    const result = typeof name === 'string' ? quote(name) : null;
    if (!result) return invalid('Unsupported domain name');
    if (!result.purchasable) return invalid('Domain is not available');
    if (result.premium && input?.purchasePrice === undefined)
      return invalid('Purchase price is required for premium domains');
    if (input?.purchasePrice !== undefined && input.purchasePrice !== result.purchasePrice)
      return invalid('Purchase price does not match');
    nextOrder += 1;
    const order = { id: nextOrder, status: 'success', domainName: result.domainName };
    orders.set(order.id, order);
    if (result.tld === 'com') {
      return {
        status: 200,
        body: { domain: addDomain(result.domainName), order: order.id, totalPaid: result.purchasePrice },
      };
    }
    order.status = 'pending';
    return {
      status: 200,
      body: { domain: { domainName: result.domainName }, order: order.id, totalPaid: result.purchasePrice },
    };
  }

  function getOrder(id: number): StandInResponse {
    const order = orders.get(id);
    if (!order) return notFound;
    return {
      status: 200,
      body: {
        id: order.id,
        createDate: now().toISOString(),
        status: order.status,
        currency: 'USD',
        orderItems: [
          { id: order.id * 10, status: order.status, name: order.domainName, type: 'registration' },
        ],
      },
    };
  }

  function handle(request: StandInRequest): StandInResponse {
    if (outage.status) return { status: outage.status, body: { message: 'Internal Server Error' } };
    if (!authorised(request)) return unauthenticated;
    if (
      (request.method === 'POST' || request.method === 'PUT') &&
      !String(request.headers['content-type'] ?? '').includes('application/json')
    )
      return {
        status: 403,
        body: { message: 'Forbidden', details: 'Content-Type must be application/json' },
      };
    const { pathname } = request.url;
    if (request.method === 'POST' && pathname === '/v4/domains:checkAvailability')
      return checkAvailability(request);
    if (request.method === 'POST' && pathname === '/v4/domains') return createDomain(request);
    const domainMatch = /^\/v4\/domains\/([^/]+)$/.exec(pathname);
    if (request.method === 'GET' && domainMatch) {
      const domain = domains.get(decodeURIComponent(domainMatch[1] ?? '').toLowerCase());
      return domain ? { status: 200, body: domain } : notFound;
    }
    const orderMatch = /^\/v4\/orders\/(\d+)$/.exec(pathname);
    if (request.method === 'GET' && orderMatch) return getOrder(Number(orderMatch[1]));
    return notFound;
  }

  const server = await startJsonServer(handle);
  return {
    ...server,
    username,
    token,
    domains,
    orders,
    outage,
    complete() {
      for (const order of orders.values()) {
        if (order.status !== 'pending') continue;
        if (order.domainName.includes('fail')) order.status = 'failed';
        else {
          order.status = 'success';
          addDomain(order.domainName);
        }
      }
    },
  };
}
