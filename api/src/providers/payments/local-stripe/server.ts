/**
 * The local payments server (issue 13 item 3): the part of Stripe's REST API our code calls,
 * spoken so the official `stripe` SDK talks to it (`new Stripe(key, { host, port, protocol: 'http' })`),
 * Stripe's hosted pages (checkout, customer portal, invoices) rendered with React, and signed
 * webhooks. Nothing leaves the machine; state is kept in memory and in options.stateFile.
 *
 * Two listeners (issue 23 item 1):
 * - the API (/v1, /_local) on 127.0.0.1 only, on a free port, whatever host the app has; it
 *   answers only the random key generated at this start (local.secretKey), compared in constant
 *   time. The app's SDK is its one client (and tests, and e2e through the state file).
 * - the hosted pages (checkout, portal, invoices) on options.host:options.port, what browsers
 *   open; it answers nothing of /v1 or /_local, with the pages' security headers.
 *
 *   const local = await createLocalStripe({ port: 4242, webhook: { url }, stateFile });
 *   const stripe = new Stripe(local.secretKey, local.sdkOptions);
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { getSubscription } from './billing';
import { renew } from './renewals';
import { type Core, createCore } from './core';
import { createDelivery, type Deliver, httpDeliver } from './delivery';
import { hostedPages } from './pages/routes';
import { catalogRoutes } from './routes/catalog';
import { couponRoutes } from './routes/coupons';
import { customerRoutes } from './routes/customers';
import { invoiceRoutes } from './routes/invoices';
import { localRoutes } from './routes/local';
import { paymentRoutes } from './routes/payments';
import { sessionRoutes } from './routes/sessions';
import { type ApiEnv, readForm } from './routes/shared';
import { subscriptionRoutes } from './routes/subscriptions';
import { loadState, StripeApiError, type StripeObject, saveState } from './store';

export interface LocalStripeOptions {
  /** The hosted pages' port; 0 (default) is any free port. */
  port?: number;
  /** Where the hosted pages listen (the app's HOST); default 127.0.0.1. The API is on 127.0.0.1 always. */
  host?: string;
  /** Where browsers reach the hosted pages; default http://localhost:<port>. */
  publicUrl?: string;
  /** Keep the state in this JSON file (customers survive a restart). */
  stateFile?: string;
  /** The server's clock (tests pass their manual clock). */
  now?: () => Date;
  /** Deliver webhooks over HTTP to this endpoint; secret defaults to the install's whsec_local_. */
  webhook?: { url: string | (() => string); secret?: string };
  /** Or deliver them to this function (tests: into app.request, no listening server). */
  deliver?: Deliver;
  /** Waits before each retry of a failed delivery (default 1 s, 5 s, 25 s). */
  retryDelaysMs?: number[];
  /** The app's name on the hosted pages ("Return to Reachly"). */
  appName?: string;
  /** A delivery given up, a page that failed. */
  onError?: (message: string) => void;
}

export interface LocalStripe {
  /** The hosted pages' origin (publicUrl). */
  url: string;
  /** Where the SDK connects: http://127.0.0.1:apiPort (loopback only). */
  apiUrl: string;
  /** The hosted pages' port. */
  port: number;
  /** The API's port, on 127.0.0.1. */
  apiPort: number;
  /** The one API key this server accepts: random, generated at this start. */
  secretKey: string;
  /** Options for `new Stripe(secretKey, sdkOptions)`. */
  sdkOptions: { host: string; port: number; protocol: 'http'; maxNetworkRetries: number };
  webhookSecret: string;
  /** Resolves when every queued webhook delivery is done. */
  flush(): Promise<void>;
  /** Every event sent so far (newest last). */
  events(): StripeObject[];
  /** Each delivery attempt and its answer. */
  attempts(): ReturnType<ReturnType<typeof createDelivery>['attempts']>;
  /** The current period of the subscription ends now (see routes/local.ts). */
  renew(subscriptionId: string): StripeObject;
  /** The customer's next charge is declined. */
  failNextPayment(customerId: string): void;
  /** The server's state (read it in tests). */
  core: Core;
  /** The hosted pages' answer to a request, without the network (tests). */
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** The API key of a request (Bearer, or Basic's user name as curl -u sends it), or null. */
function presentedKey(header: string | undefined): string | null {
  if (!header) return null;
  if (header.startsWith('Bearer ')) return header.slice(7).trim();
  if (header.startsWith('Basic '))
    return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0] ?? null;
  return null;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the request carries exactly `secretKey`: compared in constant time on equal-length digests. */
export function authorized(header: string | undefined, secretKey: string): boolean {
  const key = presentedKey(header);
  if (!key) return false;
  return timingSafeEqual(digest(key), digest(secretKey));
}

/** The API listener's address: loopback, whatever host the pages listen on. */
export const apiHost = '127.0.0.1';

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The Stripe REST API of the local payments server: its errors as Stripe's, a request id, the
 * generated secret key, the form body, Idempotency-Key replays, then each resource's routes.
 */
function stripeApi(core: Core, secretKey: string, onError: LocalStripeOptions['onError']): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.onError((error, c) => {
    if (error instanceof StripeApiError) {
      return c.json({ error: { ...error.body, request_log_url: null } }, error.status as 400);
    }
    onError?.(
      `local payments server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json(
      { error: { type: 'api_error', message: 'An unexpected error occurred on the local payments server.' } },
      500,
    );
  });
  app.use('*', async (c, next) => {
    await next();
    c.header('Request-Id', `req_${randomBytes(7).toString('hex')}`);
  });
  for (const prefix of ['/v1/*', '/_local/*']) {
    app.use(prefix, async (c, next) => {
      if (!authorized(c.req.header('Authorization'), secretKey)) {
        return c.json(
          {
            error: {
              type: 'invalid_request_error',
              message:
                'Invalid API Key provided. The local payments server accepts only the key it generated at start (the app has it).',
            },
          },
          401,
        );
      }
      await next();
    });
    app.use(prefix, readForm);
  }
  // Idempotency-Key: a POST repeated with the same key gets the first answer again (24 h, as Stripe).
  const idempotent = new Map<string, { at: number; status: number; body: string }>();
  app.use('/v1/*', async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (c.req.method !== 'POST' || !key) return next();
    const now = Date.now();
    for (const [stored, entry] of idempotent) if (now - entry.at > 86_400_000) idempotent.delete(stored);
    const cached = idempotent.get(key);
    if (cached) {
      c.header('Idempotent-Replayed', 'true');
      return c.body(cached.body, cached.status as 200, { 'Content-Type': 'application/json' });
    }
    await next();
    if (c.res.status < 500)
      idempotent.set(key, { at: now, status: c.res.status, body: await c.res.clone().text() });
  });
  app.route('/v1/customers', customerRoutes(core));
  const catalog = catalogRoutes(core);
  app.route('/v1/products', catalog.products);
  app.route('/v1/prices', catalog.prices);
  app.route('/v1/coupons', couponRoutes(core));
  const sessions = sessionRoutes(core);
  app.route('/v1/checkout/sessions', sessions.checkout);
  app.route('/v1/billing_portal/sessions', sessions.portal);
  app.route('/v1/subscriptions', subscriptionRoutes(core));
  app.route('/v1/invoices', invoiceRoutes(core));
  const payments = paymentRoutes(core);
  app.route('/v1/payment_methods', payments.methods);
  app.route('/v1/payment_intents', payments.intents);
  app.route('/_local', localRoutes(core));
  app.all('/v1/*', (c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${new URL(c.req.url).pathname}). The local payments server speaks only the part of Stripe's API this app uses.`,
        },
      },
      404,
    ),
  );
  return app;
}

export async function createLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const state = loadState(options.stateFile);
  const secretKey = `sk_local_${randomBytes(24).toString('hex')}`;
  const webhookSecret = options.webhook?.secret ?? state.webhookSecret;
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';
  const delivery = createDelivery({
    secret: () => webhookSecret,
    deliver: options.deliver ?? (options.webhook ? httpDeliver(options.webhook.url) : null),
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000, 25_000],
    onError: options.onError,
  });
  const core = createCore({
    state,
    now: options.now ?? (() => new Date()),
    publicUrl: () => publicUrl,
    stateFile: options.stateFile,
    onEvent: (event) => delivery.enqueue(event),
  });

  const app = stripeApi(core, secretKey, options.onError);

  const pages = hostedPages(core, { appName: options.appName ?? 'the app' });
  pages.onError((error, c) => {
    options.onError?.(
      `local payments server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.text('An unexpected error occurred on the local payments server.', 500);
  });

  const apiServer: Server = createServer(getRequestListener((request) => app.fetch(request)));
  const pagesServer: Server = createServer(getRequestListener((request) => pages.fetch(request)));
  const apiPort = await listen(apiServer, 0, apiHost);
  let port: number;
  try {
    port = await listen(pagesServer, options.port ?? 0, options.host ?? '127.0.0.1');
  } catch (error) {
    await closeServer(apiServer);
    throw error;
  }
  publicUrl ||= `http://localhost:${port}`;
  const apiUrl = `http://${apiHost}:${apiPort}`;
  // The state file (0600) tells this machine's tools where the API is and its key (e2e's /_local calls).
  if (options.stateFile) {
    state.api = { url: apiUrl, secretKey };
    saveState(options.stateFile, state);
  }

  return {
    url: publicUrl,
    apiUrl,
    port,
    apiPort,
    secretKey,
    sdkOptions: { host: apiHost, port: apiPort, protocol: 'http', maxNetworkRetries: 0 },
    webhookSecret,
    flush: () => delivery.flush(),
    events: () => delivery.events(),
    attempts: () => delivery.attempts(),
    renew: (subscriptionId) => renew(core, getSubscription(core, subscriptionId)).subscription,
    failNextPayment(customerId) {
      core.state.internal.failNextPayment[customerId] = true;
      core.save();
    },
    core,
    fetch: async (request) => pages.fetch(request),
    async close() {
      delivery.close();
      await Promise.all([closeServer(apiServer), closeServer(pagesServer)]);
    },
  };
}
