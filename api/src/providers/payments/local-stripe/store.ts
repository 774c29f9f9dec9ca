/**
 * The local payments server's state: Stripe-shaped objects kept in memory, written to a JSON
 * file after every change when a state file is given (customers survive a restart), plus the few
 * things Stripe keeps to itself (how each test card behaves, a Checkout Session's line items,
 * proration items waiting for the next invoice).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Stripe objects are JSON records here; their shapes follow the SDK's types (see objects.ts).
// biome-ignore lint/suspicious/noExplicitAny: a Stripe object as JSON.
export type StripeObject = Record<string, any>;

/** How a saved card behaves when charged (Stripe's test cards). */
export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'charge_fails'
  /** Pays on session (checkout); off session Stripe answers authentication_required. */
  | 'requires_authentication';

export interface ProrationLine {
  description: string;
  amount: number;
  price: string;
  quantity: number;
  subscriptionItem: string;
  period: { start: number; end: number };
}

export interface SessionLine {
  price: string;
  quantity: number;
}

export interface State {
  webhookSecret: string;
  /** Where this start's API listens and its key (written at each start; the file is 0600). */
  api?: { url: string; secretKey: string };
  customers: Record<string, StripeObject>;
  products: Record<string, StripeObject>;
  prices: Record<string, StripeObject>;
  coupons: Record<string, StripeObject>;
  /** Discounts (a coupon applied to a subscription), by di_ id. */
  discounts: Record<string, StripeObject>;
  checkoutSessions: Record<string, StripeObject>;
  portalSessions: Record<string, StripeObject>;
  subscriptions: Record<string, StripeObject>;
  invoices: Record<string, StripeObject>;
  paymentMethods: Record<string, StripeObject>;
  paymentIntents: Record<string, StripeObject>;
  setupIntents: Record<string, StripeObject>;
  /** What Stripe keeps to itself. */
  internal: {
    cardBehaviour: Record<string, CardBehaviour>;
    sessionLines: Record<string, SessionLine[]>;
    /** subscription_data / payment_intent_data of a Checkout Session. */
    sessionData: Record<
      string,
      {
        subscriptionMetadata: Record<string, string>;
        paymentIntentMetadata: Record<string, string>;
        /** The coupons of `discounts`, as they were when the session was created. */
        coupons?: StripeObject[];
      }
    >;
    pendingProrations: Record<string, ProrationLine[]>;
    /** How many invoices each discount has reduced (a `once` coupon stops after the first). */
    discountUses: Record<string, number>;
    failNextPayment: Record<string, boolean>;
    invoiceCounter: number;
  };
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: 'invalid_request_error' | 'card_error' | 'api_error' | 'authentication_error';
      message: string;
      code?: string;
      param?: string;
      decline_code?: string;
      [key: string]: unknown;
    },
  ) {
    super(body.message);
  }
}

export const invalid = (message: string, param?: string, code = 'parameter_invalid_string') =>
  new StripeApiError(400, { type: 'invalid_request_error', message, param, code });

export const missing = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message: `Missing required param: ${param}.`,
    param,
    code: 'parameter_missing',
  });

export const notFound = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `No such ${kind}: '${id}'`,
    param,
    code: 'resource_missing',
  });

/** The object stored under `id`, or Stripe's 404 naming `kind` and the request's `param`. */
export function stored(
  objects: Record<string, StripeObject>,
  kind: string,
  id: string,
  param = 'id',
): StripeObject {
  const object = objects[id];
  if (!object) throw notFound(kind, id, param);
  return object;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `cus_` + 24 characters, as Stripe's ids look. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${prefix}_${out}`;
}

export function emptyState(): State {
  return {
    webhookSecret: `whsec_local_${randomBytes(24).toString('hex')}`,
    customers: {},
    products: {},
    prices: {},
    coupons: {},
    discounts: {},
    checkoutSessions: {},
    portalSessions: {},
    subscriptions: {},
    invoices: {},
    paymentMethods: {},
    paymentIntents: {},
    setupIntents: {},
    internal: {
      cardBehaviour: {},
      sessionLines: {},
      sessionData: {},
      pendingProrations: {},
      discountUses: {},
      failNextPayment: {},
      invoiceCounter: 0,
    },
  };
}

export function loadState(file: string | undefined): State {
  const state = emptyState();
  if (!file) return state;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return state;
  }
  const saved = JSON.parse(text) as Partial<State>;
  return { ...state, ...saved, internal: { ...state.internal, ...saved.internal } };
}

/**
 * Writes the state file readable by its owner only (0600: it holds the webhook secret and the API
 * key). Written whole to a temporary file then renamed, so the file is never half-written; the
 * temporary file is made 0600 before it holds anything (a leftover one keeps its old mode
 * otherwise), and the rename replaces a file an older version left 0644.
 */
export function saveState(file: string | undefined, state: State): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, '', { mode: 0o600 });
  chmodSync(partial, 0o600);
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, file);
}

export const clone = <T>(value: T): T => structuredClone(value);

/** A Stripe list object. */
export function listOf(data: StripeObject[], url: string, hasMore = false): StripeObject {
  return { object: 'list', data, has_more: hasMore, url };
}

/**
 * Stripe's list paging, enough for our calls: newest first, `limit` (default 10, max 100),
 * `starting_after` an id of the previous page.
 */
export function page(
  items: StripeObject[],
  url: string,
  limitParam: number | undefined,
  startingAfter: string | undefined,
): StripeObject {
  // Newest first; within a second, the later created first (the stored order, reversed; sort is stable).
  const sorted = [...items].reverse().sort((a, b) => b.created - a.created);
  const limit = Math.min(Math.max(limitParam ?? 10, 1), 100);
  let start = 0;
  if (startingAfter) start = sorted.findIndex((item) => item.id === startingAfter) + 1;
  const data = sorted.slice(start, start + limit);
  return listOf(data, url, start + limit < sorted.length);
}
