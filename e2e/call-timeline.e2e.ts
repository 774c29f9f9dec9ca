/**
 * A call and a first text where users read them, in a real browser on the sandbox (issue 27): with
 * the prospect's inbox thread open, a call from the header's dialer panel to the prospect's number
 * lands in the thread as a call card as soon as it ends (`dialer_call_updated`, no reload); the
 * thread's composer sends the prospect's first SMS from the workspace's number; the campaigns
 * area's prospect page shows the call as the same card and the text with its direction and number.
 * A prospect with no conversation at all gets a first text from "No conversation yet", which opens
 * their thread.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api, launchBrowser, openSignedIn } from './browser';
import { createSandboxSender } from './campaigns';
import { signUpWorkspace, subscribeThroughCheckout } from './sign-up';

const baseUrl = inject('baseUrl');
const password = 'E2e-workspace-2026';
let browser: Browser | undefined;
let owner: { token: string; email: string } | undefined;
let phone: { id: string; number: string } | undefined;

/** A sandbox local number in Austin, TX (SMS-capable), once the Scale plan's credits have landed. */
async function buyNumber(token: string) {
  const states = await api<{ id: string; name: string }[]>(
    baseUrl,
    token,
    'GET',
    '/dialer/states?country_code=US&category=local',
  );
  const texas = states.find((state) => state.name === 'Texas');
  const regions = await api<{ id: string; name: string }[]>(
    baseUrl,
    token,
    'GET',
    `/dialer/regions?country_code=US&category=local&state_id=${texas?.id}`,
  );
  const austin = regions.find((region) => region.name === 'Austin');
  const bought = await vi.waitFor(
    () =>
      api<{ phones: { id: string; number: string }[] }>(baseUrl, token, 'POST', '/dialer/phones/buy', {
        region_id: austin?.id,
        count: 1,
      }),
    { timeout: 30_000, interval: 500 },
  );
  const [first] = bought.phones;
  if (!first) throw new Error('no number bought');
  return first;
}

beforeAll(async () => {
  // Chromium's fake microphone, allowed without asking.
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  if (owner && phone)
    await api(baseUrl, owner.token, 'DELETE', `/dialer/phones/${phone.id}`).catch(() => undefined);
  await browser?.close();
});

describe('calls and texts in the thread and on the prospect page', () => {
  it('a call shows live in the open thread, a first SMS goes out, the prospect page shows both', async () => {
    const person = await signUpWorkspace(baseUrl, 'Call timeline');
    owner = person;
    await subscribeThroughCheckout(baseUrl, person.token, 'scale');
    await createSandboxSender(baseUrl, person.token, `call.timeline.${Date.now()}@sandbox.reachly.io`);
    phone = await buyNumber(person.token);
    const number = phone;
    const [sender] = await api<{ _id: string }[]>(baseUrl, person.token, 'GET', '/credentials/fetch');
    if (!sender) throw new Error('the workspace has no sender account');
    const stamp = Date.now();
    // Ends in 3: the sandbox answers the call, and a text to it gets no reply.
    const prospect = await api<{ _id: string }>(baseUrl, person.token, 'POST', '/profiles', {
      first_name: 'Tara',
      last_name: `Timeline${stamp}`,
      company_name: 'Callco',
      phone: '+1 415 555 0133',
      profile_url: `https://www.linkedin.com/in/tara-timeline-${stamp}`,
    });
    await api(baseUrl, person.token, 'POST', '/automation/events', {
      credentials_id: sender._id,
      prospect_id: prospect._id,
      kind: 'reply',
      text: 'Happy to talk, call me',
      at: new Date().toISOString(),
    });

    if (!browser) throw new Error('no browser');
    const page = await openSignedIn(browser, baseUrl, `/inbox/${prospect._id}?selectedCred=${sender._id}`, {
      email: person.email,
      password,
    });
    const chat = page.getByRole('list', { name: 'Messages' });
    await chat.getByText('Happy to talk, call me').waitFor({ timeout: 30_000 });
    // A page load would reset this marker: what follows happens on the same document.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const button = page.getByRole('button', { name: 'Phone', exact: true });
    await button.waitFor();
    await button.click();
    const panel = page.getByRole('complementary', { name: 'Phone' });
    await panel.getByLabel('Number to call').fill('(415) 555-0133');
    await panel.getByRole('button', { name: 'Call', exact: true }).click();
    await panel.getByRole('status').filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
    await panel.getByRole('timer').filter({ hasText: '00:01' }).waitFor({ timeout: 10_000 });
    await panel.getByRole('button', { name: 'Hang up' }).click();

    // The ended call's entry, in the thread that stayed open.
    const card = chat.getByRole('listitem').filter({ hasText: 'Outgoing call · +14155550133' });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.textContent()).toMatch(/Outgoing call · \+14155550133 · \d+ s · Answered/);
    await card.getByRole('button', { name: 'Play' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    // The prospect's first text, from the thread's composer.
    await page.getByRole('button', { name: 'Close the dialer' }).click();
    const composer = page.getByRole('form', { name: 'Reply' });
    await expect
      .poll(() => composer.getByLabel('Send as').locator('option').allTextContents(), { timeout: 15_000 })
      .toContain('SMS');
    await composer.getByLabel('Send as').selectOption('sms');
    expect(await composer.getByLabel('From number').inputValue()).toBe(number.id);
    await composer.getByLabel('Message').fill(`Thanks for the call (${stamp})`);
    await composer.getByRole('button', { name: 'Send SMS' }).click();
    const text = chat.getByRole('listitem').filter({ hasText: `Thanks for the call (${stamp})` });
    await text.waitFor({ timeout: 15_000 });
    expect(await text.textContent()).toContain('SMS');

    // The prospect page (campaigns area): the call as the same card, the text with its number.
    await page.goto(`${baseUrl}/profiles/${prospect._id}`);
    const timeline = page.getByRole('list', { name: 'Messages' });
    const call = timeline.getByRole('listitem').filter({ hasText: 'Outgoing call · +14155550133' });
    await call.waitFor({ timeout: 30_000 });
    expect(await call.textContent()).toMatch(/\d+ s · Answered/);
    await call.getByRole('button', { name: 'Play' }).click();
    await call.locator('audio').waitFor();
    const sms = timeline.getByRole('listitem').filter({ hasText: `Thanks for the call (${stamp})` });
    expect(await sms.textContent()).toContain('SMS to +14155550133');

    // A prospect with no conversation at all: their first text opens the thread.
    const quiet = await api<{ _id: string }>(baseUrl, person.token, 'POST', '/profiles', {
      first_name: 'Quinn',
      last_name: `Quiet${stamp}`,
      company_name: 'Callco',
      phone: '+1 415 555 0135',
      profile_url: `https://www.linkedin.com/in/quinn-quiet-${stamp}`,
    });
    await page.goto(`${baseUrl}/inbox/${quiet._id}?selectedCred=${sender._id}`);
    await page.getByText('No conversation yet').waitFor({ timeout: 30_000 });
    const first = page.getByRole('form', { name: 'Reply' });
    await expect
      .poll(() => first.getByLabel('Send as').locator('option').allTextContents(), { timeout: 15_000 })
      .toEqual(['SMS']);
    await first.getByLabel('Message').fill(`Hello Quinn (${stamp})`);
    await first.getByRole('button', { name: 'Send SMS' }).click();
    await page
      .getByRole('list', { name: 'Messages' })
      .getByText(`Hello Quinn (${stamp})`)
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText('No conversation yet').count()).toBe(0);
    await page.context().close();
  });
});
