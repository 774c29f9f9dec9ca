/**
 * Issue 23 items 1, 15 and 16b, as an outside attacker meets the local payments server of a
 * default install (no STRIPE_SECRET_KEY): its API (/v1, /_local) answers only the key generated
 * at start and only on loopback; the listener on HOST serves the hosted pages and nothing else;
 * the pages cannot be framed or sniffed; its state file (the webhook secret) is the owner's only.
 */
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayments } from '../create-payments';
import { createLocalStripe, type LocalStripe } from './server';

/** 127.0.0.2 stands for "an interface other than 127.0.0.1" (HOST=0.0.0.0 in production). */
const outsideHost = '127.0.0.2';

describe('the local payments server as an attacker meets it', () => {
  let local: LocalStripe;
  let stripe: Stripe;
  let checkoutUrl: string;
  let portalUrl: string;

  beforeAll(async () => {
    local = await createLocalStripe({
      host: outsideHost,
      retryDelaysMs: [],
      deliver: async () => ({ status: 200 }),
    });
    stripe = new Stripe(local.secretKey, local.sdkOptions);
    const customer = await stripe.customers.create({
      email: 'victim@example.test',
      metadata: { space_id: 'victim' },
    });
    const price = await stripe.prices.create({
      unit_amount: 1500,
      currency: 'usd',
      product_data: { name: 'Pack' },
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.example.test/done',
      cancel_url: 'http://app.example.test/billing',
    });
    checkoutUrl = session.url ?? '';
    portalUrl = (
      await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: 'http://app.example.test/',
      })
    ).url;
  });
  afterAll(async () => {
    await local?.close();
  });

  const api = (path: string, key: string, init: RequestInit = {}) =>
    fetch(`${local.apiUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${key}` } });

  it('answers a made-up sk_test_ or sk_local_ key with 401, on /v1 and on /_local', async () => {
    for (const key of [
      'sk_test_anything',
      'sk_local_anything',
      `${local.secretKey}x`,
      local.secretKey.slice(0, -1),
    ]) {
      const list = await api('/v1/customers', key);
      expect(list.status).toBe(401);
      const body = (await list.json()) as { error: { type: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(JSON.stringify(body)).not.toContain('victim@example.test');
      const renew = await api('/_local/customers/cus_x/fail_next_payment', key, { method: 'POST' });
      expect(renew.status).toBe(401);
    }
    // Basic auth with a made-up key (as curl -u sk_test_x: sends it) is refused the same way.
    const basic = await fetch(`${local.apiUrl}/v1/customers`, {
      headers: { Authorization: `Basic ${Buffer.from('sk_test_anything:').toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  });

  it('answers the key it generated at start (Bearer and Basic), which is random per start', async () => {
    expect(local.secretKey).toMatch(/^sk_local_[0-9a-f]{48}$/);
    expect((await api('/v1/customers', local.secretKey)).status).toBe(200);
    const basic = await fetch(`${local.apiUrl}/v1/customers`, {
      headers: { Authorization: `Basic ${Buffer.from(`${local.secretKey}:`).toString('base64')}` },
    });
    expect(basic.status).toBe(200);
    const other = await createLocalStripe({ retryDelaysMs: [] });
    try {
      expect(other.secretKey).not.toBe(local.secretKey);
      expect((await api('/v1/customers', other.secretKey)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('serves its API on 127.0.0.1 only, whatever host the app has', async () => {
    expect(new URL(local.apiUrl).hostname).toBe('127.0.0.1');
    expect(local.sdkOptions.host).toBe('127.0.0.1');
    expect(local.apiPort).not.toBe(local.port);
  });

  it('answers nothing of /v1 or /_local on the listener bound to HOST, even with the right key', async () => {
    const outside = `http://${outsideHost}:${local.port}`;
    for (const path of [
      '/v1/customers',
      '/v1/checkout/sessions',
      '/_local/customers/cus_x/fail_next_payment',
    ]) {
      const method = path.startsWith('/_local') ? 'POST' : 'GET';
      const response = await fetch(`${outside}${path}`, {
        method,
        headers: { Authorization: `Bearer ${local.secretKey}` },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('victim@example.test');
    }
    const created = await fetch(`${outside}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${local.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'mode=payment&metadata[kind]=credits&metadata[credits]=1000000',
    });
    expect(created.status).toBe(404);
    // The hosted pages are what it serves, to any browser.
    const page = await fetch(`${outside}${new URL(checkoutUrl).pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('4242');
    // And the API listener serves no page.
    expect((await fetch(`${local.apiUrl}${new URL(checkoutUrl).pathname}`)).status).toBe(404);
  });

  it('sends a CSP with frame-ancestors none, nosniff, X-Frame-Options and Referrer-Policy on its pages', async () => {
    const outside = `http://${outsideHost}:${local.port}`;
    const paths = [
      new URL(checkoutUrl).pathname,
      new URL(portalUrl).pathname,
      '/c/pay/cs_unknown',
      '/nothing-here',
    ];
    for (const path of paths) {
      const response = await fetch(`${outside}${path}`);
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(response.headers.get('Referrer-Policy'), path).toBe('no-referrer');
    }
    // The checkout form may redirect back to the app (a 303 to success_url after paying).
    const checkout = await fetch(`${outside}${new URL(checkoutUrl).pathname}`);
    expect(checkout.headers.get('Content-Security-Policy')).toMatch(
      /form-action 'self' http:\/\/app\.example\.test(;|$)/,
    );
    // The portal's cancel button is a form: it cannot be framed (clickjacking).
    const portal = await fetch(`${outside}${new URL(portalUrl).pathname}`);
    expect(portal.status).toBe(200);
    expect(portal.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});

describe("the local payments server's files", () => {
  it('writes its state file (with the webhook secret) readable by its owner only, 0600', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'local-payments-mode-'));
    const stateFile = join(folder, 'local-payments.json');
    try {
      const first = await createLocalStripe({ stateFile });
      expect((await stat(stateFile)).mode & 0o777).toBe(0o600);
      await new Stripe(first.secretKey, first.sdkOptions).customers.create({ email: 'a@example.test' });
      expect((await stat(stateFile)).mode & 0o777).toBe(0o600);
      await first.close();
      // A file an older version left world-readable is made the owner's only at the next start.
      await chmod(stateFile, 0o644);
      const second = await createLocalStripe({ stateFile });
      expect((await stat(stateFile)).mode & 0o777).toBe(0o600);
      expect(second.webhookSecret).toBe(first.webhookSecret);
      await second.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('createPayments in local mode', () => {
  it('binds the API to loopback and the pages to HOST, and the SDK it hands the app uses the generated key', async () => {
    const payments = await createPayments({ LOCAL_PAYMENTS_PORT: 0, HOST: outsideHost, appPort: () => 1 });
    try {
      const local = payments.local as LocalStripe;
      expect(new URL(local.apiUrl).hostname).toBe('127.0.0.1');
      expect(payments.localUrl).toBe(`http://localhost:${local.port}`);
      const customer = await payments.stripe.customers.create({ email: 'factory@example.test' });
      expect(customer.id).toMatch(/^cus_/);
      const outside = await fetch(`http://${outsideHost}:${local.port}/v1/customers`, {
        headers: { Authorization: `Bearer ${local.secretKey}` },
      });
      expect(outside.status).toBe(404);
      expect(payments.describe()).toContain(`http://localhost:${local.port}`);
    } finally {
      await payments.close();
    }
  });
});
