import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile } from './browser';
import { createSandboxSender } from './campaigns';
import { signUpWorkspace } from './sign-up';

/**
 * Billing through the real pages, the real API and the local payments server that `npm start`
 * runs without Stripe keys (issue 13 item 8): the same checkout page, portal and signed webhooks
 * the API tests use, seen by a user in Chromium.
 */
const baseUrl = inject('baseUrl');
const browser = browserForFile();

interface Account {
  _id: string;
  is_paid: boolean;
  tier: string;
  subscription: { tier: string; status: string } | null;
  credits_usage: { available_by_type: { default: number } };
}

const account = (token: string) => api<Account>(baseUrl, token, 'GET', '/space/info');

/** The app opened with a token in local storage, as the sign-in page leaves it. */
async function openWithToken(token: string, path: string): Promise<Page> {
  const context = await browser().newContext();
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** A new user on the free tier with one sandbox account (so the guarded pages open). */
async function freeWorkspace(name: string): Promise<{ token: string; senderId: string }> {
  const { token } = await signUpWorkspace(baseUrl, name);
  const sender = await createSandboxSender(baseUrl, token, `${name}.${Date.now()}@sandbox.reachly.io`);
  expect((await account(token)).tier).toBe('free');
  return { token, senderId: sender._id };
}

/** On the local checkout page: the card fields by their standard autocomplete names, then pay. */
async function payOnCheckout(page: Page, card: string): Promise<void> {
  await page.locator('input[autocomplete="cc-name"]').fill('Casey Card');
  await page.locator('input[autocomplete="cc-number"]').fill(card);
  await page.locator('input[autocomplete="cc-exp"]').fill('12 / 34');
  await page.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.locator('button[type="submit"]').click();
}

/** From /pricing, choose Growth monthly in USD: the free tier goes to the hosted checkout. */
async function chooseGrowth(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/pricing`);
  await page.getByRole('button', { name: 'Choose Growth' }).click();
  await page.waitForURL(/\/c\/pay\/cs_/);
}

describe('billing in the browser (issue 13)', () => {
  it('a free workspace upgrades through the local checkout with 4242 and lands paid, the Prospect Finder unlocked', async () => {
    const { token } = await freeWorkspace('billing-upgrade');
    const page = await openWithToken(token, '/search/search-prospects');
    // Locked on free: the page says which plan has it, with an Upgrade button.
    await page.getByText('Your plan does not include').waitFor();
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    // The prompt's Upgrade goes to the plans.
    await page.getByRole('dialog').getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.waitForURL(/\/pricing\?.*return_to=%2Fsearch%2Fsearch-prospects/);

    // Issue 26 item 19: after paying, the page the user reached for, with a confirmation.
    await page.getByRole('button', { name: 'Choose Growth' }).click();
    await page.waitForURL(/\/c\/pay\/cs_/);
    await payOnCheckout(page, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === '/search/search-prospects', { timeout: 60_000 });
    await page.getByRole('dialog', { name: 'Welcome to the Growth plan' }).waitFor({ timeout: 30_000 });
    const paid = await account(token);
    expect(paid).toMatchObject({ is_paid: true, tier: 'growth' });
    expect(paid.subscription).toMatchObject({ tier: 'growth', status: 'active' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Prospect Finder' }).waitFor();
    expect(await page.getByText('Your plan does not include').count()).toBe(0);
    await page.goto(`${baseUrl}/billing/overview`);
    await page.getByText('Growth').first().waitFor();
    await page.context().close();
  });

  it('a declined card shows its message and leaves the workspace on the free plan', async () => {
    const { token } = await freeWorkspace('billing-declined');
    const page = await openWithToken(token, '/pricing');
    await chooseGrowth(page);
    await payOnCheckout(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(page.url()).toMatch(/\/c\/pay\/cs_/);
    const after = await account(token);
    expect(after).toMatchObject({ tier: 'free', subscription: null });
    await page.context().close();
  });

  it('an unpaid workspace sees its outreach paused, pays in the portal, and its campaign runs again', async () => {
    const { token, senderId } = await freeWorkspace('billing-unpaid');
    // Subscribe (as the first test does through the pages), then the renewal fails.
    const page = await openWithToken(token, '/pricing');
    await chooseGrowth(page);
    await payOnCheckout(page, '4242 4242 4242 4242');
    await expect
      .poll(async () => (await account(token)).is_paid && (await account(token)).tier, { timeout: 30_000 })
      .toBe('growth');

    // The local payments API answers on 127.0.0.1 only, to the key it generated at start: both are
    // in its state file (0600) in the server's DATA_DIR, as for any tool on the server's machine.
    const localApi = (
      JSON.parse(readFileSync(join(inject('dataDir'), 'local-payments.json'), 'utf8')) as {
        api: { url: string; secretKey: string };
      }
    ).api;
    const stripe = async <T>(path: string, method = 'GET'): Promise<T> => {
      const response = await fetch(`${localApi.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${localApi.secretKey}` },
      });
      return (await response.json()) as T;
    };
    const spaceId = (await account(token))._id;
    const subscriptions = await stripe<{
      data: { id: string; customer: string; metadata: Record<string, string> }[];
    }>('/v1/subscriptions?status=all&limit=100');
    const subscription = subscriptions.data.find((item) => item.metadata.space_id === spaceId);
    expect(subscription).toBeDefined();
    await stripe(`/_local/customers/${subscription?.customer}/fail_next_payment`, 'POST');
    await stripe(`/_local/subscriptions/${subscription?.id}/renew`, 'POST');
    await expect.poll(async () => (await account(token)).is_paid, { timeout: 30_000 }).toBe(false);

    // A campaign with one step: while unpaid, the engine leaves it waiting.
    const prospect = await api<{ _id: string }>(baseUrl, token, 'POST', '/profiles', {
      first_name: 'Una',
      last_name: 'Paid',
      profile_url: `https://sandbox.reachly.io/in/e2e-unpaid-${Date.now()}`,
    });
    const campaign = await api<{ _id: string }>(baseUrl, token, 'POST', '/workflows', {
      name: 'Paused while unpaid',
      credentials: [senderId],
      sequence: [{ key: 'look', kind: 'view_profile', wait_days: 0 }],
    });
    await api(baseUrl, token, 'POST', `/workflows/${campaign._id}/prospects`, {
      prospect_ids: [prospect._id],
    });
    await api(baseUrl, token, 'POST', `/workflows/${campaign._id}/update_status`, { status: 'active' });
    const completed = async () =>
      (await api<{ completed: number }[]>(baseUrl, token, 'GET', `/workflows/${campaign._id}/progress`))[0]
        ?.completed ?? 0;

    await page.goto(`${baseUrl}/billing-warning`);
    await page.getByText('Outreach is paused until the subscription is paid').waitFor();
    await page.getByText('Your card was declined.').first().waitFor();
    expect(await completed()).toBe(0);

    // Pay: a new card in the customer portal pays the open invoice.
    await page.getByRole('button', { name: 'Update payment method' }).click();
    await page.waitForURL(/\/p\/session\//);
    await page.locator('input[autocomplete="cc-name"]').fill('Casey Card');
    await page.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
    await page.locator('input[autocomplete="cc-exp"]').fill('12 / 34');
    await page.locator('input[autocomplete="cc-csc"]').fill('123');
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect.poll(async () => (await account(token)).is_paid, { timeout: 30_000 }).toBe(true);
    // The engine takes the waiting step at its next pass.
    await expect.poll(completed, { timeout: 60_000, interval: 1000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it('buying a credit pack raises the balance on an open overview, live, without a reload', async () => {
    const { token } = await freeWorkspace('billing-credits');
    const overview = await openWithToken(token, '/billing/overview');
    const balance = overview.getByTestId('credit-balance');
    await balance.waitFor();
    expect((await balance.textContent())?.trim()).toBe('0 credits');
    // A marker that a reload would lose.
    await overview.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    // Buy in a second tab: Buy credits opens the modal, a pack goes to the hosted checkout.
    const buyer = await overview.context().newPage();
    await buyer.goto(`${baseUrl}/billing/overview?showCreditsModal=true`);
    const modal = buyer.getByRole('dialog');
    await modal.getByRole('button', { name: /100 credits/ }).click();
    await buyer.waitForURL(/\/c\/pay\/cs_/);
    await payOnCheckout(buyer, '4242 4242 4242 4242');
    await buyer.waitForURL(/\/billing\/overview/);

    await expect
      .poll(async () => (await balance.textContent())?.trim(), { timeout: 30_000 })
      .toBe('100 credits');
    expect(await overview.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await account(token)).credits_usage.available_by_type.default).toBe(100);
    await overview.context().close();
  });

  it('issue 26: one seat number on pricing, checkout, overview and subscription; a pack paid with the saved card; a PDF', async () => {
    const { token } = await freeWorkspace('billing-numbers');
    const page = await openWithToken(token, '/pricing');
    // Item 20: one seat line, and Free says its own text.
    expect((await page.getByTestId('seats-growth').textContent())?.trim()).toBe('5 seats');
    const free = page.getByRole('region', { name: 'Free' });
    await free.getByText('Free for ever, no card needed').waitFor();
    expect(await page.getByText('Not offered for this interval').count()).toBe(0);
    await page.getByRole('button', { name: 'Choose Growth' }).click();
    await page.waitForURL(/\/c\/pay\/cs_/);
    await page.getByText('× 5').waitFor();
    await payOnCheckout(page, '4242 4242 4242 4242');
    await expect.poll(async () => (await account(token)).tier, { timeout: 30_000 }).toBe('growth');
    await page.goto(`${baseUrl}/billing/overview`);
    await expect
      .poll(async () => (await page.getByTestId('seats').textContent())?.trim(), { timeout: 15_000 })
      .toBe('1 / 5');
    await page.goto(`${baseUrl}/billing/subscriptions`);
    expect((await page.getByTestId('subscription-seats').textContent())?.trim()).toBe('5');

    // Item 17: the saved card pays the pack at once: no Checkout, the overview thanks, the balance grows.
    await page.goto(`${baseUrl}/billing/overview?showCreditsModal=true`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /100 credits/ })
      .click();
    await page.waitForURL(/\/billing\/overview\?.*credits_purchased=true/);
    await page.getByText(/^Thank you: your credits are added/).waitFor();
    await expect
      .poll(async () => (await account(token)).credits_usage.available_by_type.default, { timeout: 30_000 })
      .toBe(500 + 100);
    expect(await page.getByText('Payment methods').count()).toBeGreaterThan(0);
    expect(await page.getByText(/ending in 4242/).count()).toBe(1);
    await page.goto(`${baseUrl}/billing/transactions`);
    await page.getByText('Credit pack: 100 credits').waitFor();

    // Item 18: the invoice's PDF is a PDF.
    const pdf = await page.getByRole('link', { name: 'PDF' }).first().getAttribute('href');
    const response = await fetch(pdf ?? '');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await page.context().close();
  });

  it('issue 26 item 19: a free workspace opens its dashboard with no upsell', async () => {
    const { token } = await freeWorkspace('billing-no-upsell');
    const page = await openWithToken(token, '/dashboard/my-dashboard');
    await page.getByRole('list', { name: 'Today' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
