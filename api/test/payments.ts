/**
 * Billing tests against the local payments server (providers/payments/local-stripe): a test
 * context whose app has payments, the server's clock being the test's manual clock and its
 * webhooks delivered straight into app.request (no listening app). Await local.flush() where a
 * test would otherwise wait for webhooks.
 *
 *   const { ctx, local, payments } = await createPaymentsTestContext();
 *   const session = await payments.stripe.checkout.sessions.create({ ... });
 *   await payWithCard(local, session.url, '4242 4242 4242 4242');   // also flushes the webhooks
 */
import Stripe from 'stripe';
import { webhookPath } from '../src/providers/payments/create-payments';
import {
  createLocalStripe,
  type LocalStripe,
  type LocalStripeOptions,
} from '../src/providers/payments/local-stripe/server';
import type { Payments } from '../src/providers/payments/payments';
import { createTestContext, type Member, type TestContext, type TestContextOptions } from './helpers';

export interface PaymentsTestContext {
  ctx: TestContext;
  local: LocalStripe;
  payments: Payments;
  /** Closes the local server and the test database. */
  close(): Promise<void>;
}

export async function createPaymentsTestContext(
  options: TestContextOptions & { local?: Omit<LocalStripeOptions, 'deliver' | 'now'> } = {},
): Promise<PaymentsTestContext> {
  let ctx: TestContext | undefined;
  const local = await createLocalStripe({
    retryDelaysMs: [0, 0],
    ...options.local,
    now: () => ctx?.clock.now() ?? new Date(),
    deliver: async (payload, headers) => {
      if (!ctx) return { status: 503 };
      const response = await ctx.app.request(webhookPath, { method: 'POST', headers, body: payload });
      return { status: response.status };
    },
  });
  const payments: Payments = {
    mode: 'local',
    stripe: new Stripe(local.secretKey, local.sdkOptions),
    webhookSecret: local.webhookSecret,
    localUrl: local.url,
  };
  ctx = await createTestContext({ ...options, payments });
  const context = ctx;
  return {
    ctx: context,
    local,
    payments,
    async close() {
      await local.close();
      await context.close();
    },
  };
}

export interface TestCard {
  number: string;
  /** MM / YY; default 12 / 34. */
  exp?: string;
  cvc?: string;
  name?: string;
  email?: string;
}

export interface PayResult {
  status: number;
  /** Where a success redirects (the success_url with the session id). */
  location: string | null;
  /** The page (a failure's message is in its role="alert"). */
  html: string;
  /** A failure's message, as the page shows it. */
  error: string | null;
}

/**
 * Submits the hosted checkout form (or the portal's "Add a card" form, given its URL) as a
 * browser would, then waits for the webhooks it caused.
 */
export async function payWithCard(
  local: LocalStripe,
  pageUrl: string | null,
  card: string | TestCard,
): Promise<PayResult> {
  if (!pageUrl) throw new Error('payWithCard: no checkout URL');
  const details = typeof card === 'string' ? { number: card } : card;
  const path = new URL(pageUrl).pathname;
  const action = path.startsWith('/p/session/') ? `${path}/payment_methods` : path;
  const body = new URLSearchParams({
    email: details.email ?? 'buyer@example.test',
    cardnumber: details.number,
    exp: details.exp ?? '12 / 34',
    cvc: details.cvc ?? '123',
    cardholder: details.name ?? 'Test Buyer',
  });
  const response = await local.fetch(
    new Request(new URL(action, local.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    }),
  );
  const html = await response.text();
  await local.flush();
  const alert = /role="alert"[^>]*>([^<]*)</.exec(html);
  return {
    status: response.status,
    location: response.headers.get('Location'),
    html,
    error: alert ? decodeEntities(alert[1] ?? '') : null,
  };
}

/**
 * Subscribes `member`'s workspace to `tier` (monthly, USD) as a user does: GET /billing/checkout,
 * then the hosted page with the card 4242; fails the test when the page refuses.
 */
export async function subscribeWithCard(env: PaymentsTestContext, member: Member, tier = 'growth') {
  const { ctx, local } = env;
  const prices = await ctx.api.get('/billing/prices', {
    query: { currency: 'USD', interval: 'monthly' },
    token: member.token,
  });
  const price = prices.payload.plans.find((plan) => plan.tier === tier)?.prices[0]?._id;
  const response = await ctx.api.unchecked.get('/billing/checkout', {
    query: { price_id: price },
    token: member.token,
  });
  const paid = await payWithCard(local, response.payload.url, {
    number: '4242424242424242',
    email: member.user.email,
  });
  if (paid.error) throw new Error(`subscribeWithCard: the checkout page refused: ${paid.error}`);
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
