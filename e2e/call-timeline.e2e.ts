/**
 * A call and a first text where users read them, in a real browser on the sandbox (issue 27): with
 * the prospect's inbox thread open, a call from the header's dialer panel to the prospect's number
 * lands in the thread as a call card as soon as it ends (`dialer_call_updated`, no reload); the
 * thread's composer sends the prospect's first SMS from the workspace's number; the campaigns
 * area's prospect page shows the call as the same card and the text with its direction and number.
 * A prospect with no conversation at all gets a first text from "No conversation yet", which opens
 * their thread.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api } from './browser';
import {
  buyAustinNumber,
  callBrowserForFile,
  callingWorkspace,
  type OwnedNumber,
  openAs,
  type Person,
  releaseNumber,
} from './dialer-fixture';

const baseUrl = inject('baseUrl');
const browser = callBrowserForFile();
let owner: Person | undefined;
let phone: OwnedNumber | undefined;

afterAll(async () => {
  if (owner) await releaseNumber(baseUrl, owner.token, phone);
});

describe('calls and texts in the thread and on the prospect page', () => {
  it('a call shows live in the open thread, a first SMS goes out, the prospect page shows both', async () => {
    const person = await callingWorkspace(baseUrl, 'Call timeline');
    owner = person;
    phone = await buyAustinNumber(baseUrl, person.token);
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

    const page = await openAs(
      browser(),
      baseUrl,
      person,
      `/inbox/${prospect._id}?selectedCred=${sender._id}`,
    );
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
