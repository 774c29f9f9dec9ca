/**
 * Name.com's API v4 (https://www.name.com/api-docs) behind the registrar port (issue 29). HTTP
 * basic auth with the account's username and API token; NAMECOM_API_URL moves it (the test server
 * https://api.dev.name.com with the "-test" username, or the stand-in api/test/stand-ins/namecom.ts).
 *
 *   check     POST /v4/domains:checkAvailability {domainNames} -> results[{domainName, sld, tld,
 *             purchasable, premium, purchasePrice (USD), purchaseType}]
 *   register  the same check (the price the customer is charged), then POST /v4/domains
 *             {domain: {domainName}, purchasePrice, purchaseType} -> {domain, order, totalPaid}.
 *             The quoted purchasePrice is always sent: Name.com refuses the order when it no longer
 *             matches, so the product never pays more than it charged.
 *   status    GET /v4/domains/{domainName}: a domain the account holds is ready (readyAt: its
 *             createDate); a 404 while the order is open (GET /v4/orders/{order}) is registering.
 *
 * Prices: purchasePrice is USD; credits = ceil(USD x REGISTRAR_CREDITS_PER_USD). Errors: every
 * non-2xx answer is `{message, details?}`. A refusal about the name (4xx) is a RegistrarError with
 * Name.com's words; refused credentials, 5xx and network failures are plain Errors (the caller
 * answers 5xx: the operator, not the user, has something to fix).
 */
import type { Clock } from '../../clock';
import { readJson, sendJson } from '../json-over-http';
import { normalizeDomain } from '../mail-auth/domain-records';
import { type DomainOffer, type Registrar, RegistrarError, type Registration } from './registrar.provider';

export const namecomDefaults = {
  apiUrl: 'https://api.name.com',
  /** Sandbox parity: a $12 .com costs 120 credits, what the sandbox charges for .com. */
  creditsPerUsd: 10,
} as const;

export interface NamecomSettings {
  apiUrl: string;
  username: string;
  token: string;
  creditsPerUsd: number;
  clock: Clock;
  fetch?: typeof fetch;
}

interface AvailabilityResult {
  domainName?: string;
  sld?: string;
  tld?: string;
  purchasable?: boolean;
  premium?: boolean;
  purchasePrice?: number;
  purchaseType?: string;
  reason?: string;
}

interface NamecomDomain {
  domainName?: string;
  createDate?: string;
  expireDate?: string;
  locked?: boolean;
}

interface NamecomOrder {
  id?: number;
  status?: string;
  orderItems?: Array<{ name?: string; status?: string }>;
}

/** A non-2xx answer of Name.com (`{message, details}`), kept with its status. */
class NamecomRefusal extends Error {
  override name = 'NamecomRefusal';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const hour = 60 * 60 * 1000;
const refPrefix = 'namecom:';
/** Order states after which the domain will not come (Name.com refunds a failed order's items). */
const failedOrderStates = new Set(['failed', 'refunded', 'canceled', 'cancelled', 'declined']);

function wordsOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, details } = body as { message?: unknown; details?: unknown };
    if (typeof message === 'string' && message) {
      return typeof details === 'string' && details ? `${message}: ${details}` : message;
    }
  }
  return `Name.com answered HTTP ${status}`;
}

/** `namecom:acme.com:123` -> { domain, order }; null for anything this adapter did not issue. */
function parseReference(id: string): { domain: string; order: number | null } | null {
  if (!id.startsWith(refPrefix)) return null;
  const [name = '', order] = id.slice(refPrefix.length).split(':');
  const domain = normalizeDomain(name);
  if (!domain || domain !== name) return null;
  if (order === undefined || order === '') return { domain, order: null };
  return /^\d{1,15}$/.test(order) ? { domain, order: Number(order) } : null;
}

/** Name.com's API for these settings: one call; a refusal is a NamecomRefusal; refused credentials (401, 403), 429 and 5xx plain Errors. */
function namecomClient(settings: NamecomSettings) {
  const doFetch = settings.fetch ?? fetch;
  const base = `${settings.apiUrl.replace(/\/$/, '')}/v4`;
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.token}`).toString('base64')}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await sendJson(doFetch, `${base}${path}`, { method, authorization, body });
    } catch (error) {
      throw new Error(`Name.com could not be reached: ${(error as Error).message}`);
    }
    const answer = await readJson(response);
    if (response.ok) return answer as T;
    const words = wordsOf(answer, response.status);
    if (response.status === 401 || response.status === 403)
      throw new Error(`Name.com refused the credentials (NAMECOM_USERNAME, NAMECOM_TOKEN): ${words}`);
    if (response.status >= 500 || response.status === 429) throw new Error(`Name.com failed: ${words}`);
    throw new NamecomRefusal(response.status, words);
  }
  return call;
}

export function createNamecomRegistrar(settings: NamecomSettings): Registrar {
  const call = namecomClient(settings);

  const credits = (usd: number) => Math.max(1, Math.ceil(usd * settings.creditsPerUsd - 1e-9));

  /**
   * Name.com's result for one name; null when it is no name Name.com sells: Name.com refuses it
   * (a 4xx: a sub-domain, an ending it does not sell) or answers no result for it.
   */
  async function availability(domain: string): Promise<AvailabilityResult | null> {
    try {
      const answer = await call<{ results?: AvailabilityResult[] }>('POST', '/domains:checkAvailability', {
        domainNames: [domain],
      });
      const result = answer?.results?.find((item) => item.domainName?.toLowerCase() === domain);
      return result ?? null;
    } catch (error) {
      if (error instanceof NamecomRefusal) return null;
      throw error;
    }
  }

  function expectedReadyAt(domain: string): Date {
    const later = domain.endsWith('.com') ? hour : 48 * hour;
    return new Date(settings.clock.now().getTime() + later);
  }

  function ready(id: string, domain: NamecomDomain): Registration {
    const created = domain.createDate ? new Date(domain.createDate) : null;
    const readyAt = created && !Number.isNaN(created.getTime()) ? created : settings.clock.now();
    return { id, status: 'ready', readyAt };
  }

  return {
    name: 'namecom',

    async check(input): Promise<DomainOffer | null> {
      const domain = normalizeDomain(input);
      if (!domain) return null;
      const result = await availability(domain);
      if (!result) return null;
      const available = result.purchasable === true && typeof result.purchasePrice === 'number';
      // Name.com prices only what can be bought: a taken name carries no price (0 here).
      return { domain, available, price: available ? credits(result.purchasePrice ?? 0) : 0 };
    },

    async register(input): Promise<Registration> {
      const domain = normalizeDomain(input);
      const result = domain ? await availability(domain) : null;
      if (!domain || !result) throw new RegistrarError('This domain can not be registered');
      if (!result.purchasable || typeof result.purchasePrice !== 'number') {
        throw new RegistrarError(result.reason || 'This domain is taken');
      }
      let created: { domain?: NamecomDomain; order?: number; totalPaid?: number };
      try {
        created = await call('POST', '/domains', {
          domain: { domainName: domain },
          purchasePrice: result.purchasePrice,
          ...(result.purchaseType ? { purchaseType: result.purchaseType } : {}),
        });
      } catch (error) {
        if (error instanceof NamecomRefusal) throw new RegistrarError(error.message);
        throw error;
      }
      const id = `${refPrefix}${domain}${created?.order ? `:${created.order}` : ''}`;
      if (created?.domain?.createDate) return ready(id, created.domain);
      return { id, status: 'registering', readyAt: expectedReadyAt(domain) };
    },

    async status(id): Promise<Registration> {
      const reference = parseReference(id);
      if (!reference) throw new RegistrarError('Unknown registration');
      try {
        return ready(
          id,
          await call<NamecomDomain>('GET', `/domains/${encodeURIComponent(reference.domain)}`),
        );
      } catch (error) {
        if (!(error instanceof NamecomRefusal)) throw error;
        if (error.status !== 404 || reference.order === null) throw new RegistrarError(error.message);
      }
      // Not in the account (yet): the order says whether it is coming.
      let order: NamecomOrder;
      try {
        order = await call<NamecomOrder>('GET', `/orders/${reference.order}`);
      } catch (error) {
        if (error instanceof NamecomRefusal) throw new RegistrarError(error.message);
        throw error;
      }
      const item = order?.orderItems?.find((entry) => entry.name?.toLowerCase() === reference.domain);
      const state = (item?.status ?? order?.status ?? '').toLowerCase();
      if (failedOrderStates.has(state) || failedOrderStates.has((order?.status ?? '').toLowerCase())) {
        return { id, status: 'failed', readyAt: settings.clock.now() };
      }
      return { id, status: 'registering', readyAt: expectedReadyAt(reference.domain) };
    },
  };
}
