import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, openSignedIn } from './browser';

/**
 * Integrations › Automation › Webhooks (issue 15 items 5 and 10), in Chromium against the built
 * app: create a `got_reply` webhook pointing at a local receiver, read its secret once, send a
 * test, see it delivered in the log, replay it and see a second delivery; the receiver checks
 * both signatures with the secret (docs/webhooks.md "Verifying a delivery").
 */
const browser = browserForFile();
/** The suite's server runs with WEBHOOKS_ALLOW_PRIVATE=true (global-setup.ts): the receiver is on 127.0.0.1. */
const baseUrl = inject('baseUrl');
let receiver: Server;
let receiverUrl = '';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

/** What a receiver does: HMAC-SHA256 of "<timestamp>.<body>" with the secret. */
function signatureOf(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

describe('webhooks screen (issue 15)', () => {
  it('creates a webhook, shows its secret once, sends a test, logs it delivered, replays it, all signed', async () => {
    const name = `E2E hook ${Date.now().toString(36)}`;
    const page = await openSignedIn(browser(), baseUrl, '/integrations/automation/webhook');
    await page.getByRole('button', { name: 'New webhook' }).click({ timeout: 30_000 });
    const form = page.getByRole('dialog', { name: 'New webhook' });
    await form.getByLabel('Name').fill(name);

    // A refused URL is said under the URL field (the API's SSRF and URL rules).
    await form.getByLabel('Callback URL').fill('ftp://example.com/hook');
    await form.getByLabel('Prospect replied').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The URL must have http or https protocol').waitFor();

    await form.getByLabel('Callback URL').fill(receiverUrl);
    await form.getByRole('button', { name: 'Save' }).click();
    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = await shown.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();

    // Only the hint is listed afterwards: the whole secret is nowhere on the page.
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await row.textContent()).toContain('Prospect replied');

    await row.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test delivered (HTTP 200)').waitFor();
    await row.getByText('Delivered').waitFor();

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: `Deliveries of ${name}` });
    const deliveries = log.getByRole('table', { name: 'Deliveries' });
    await deliveries.locator('tr[data-delivery-status="delivered"]').first().waitFor();
    expect(await deliveries.locator('tbody tr').count()).toBe(1);
    await deliveries.getByRole('button', { name: 'Replay' }).click();
    await page.getByText('Delivery sent again').waitFor();
    await expect
      .poll(() => deliveries.locator('tr[data-delivery-status="delivered"]').count(), { timeout: 15_000 })
      .toBe(2);

    expect(received).toHaveLength(2);
    for (const request of received) {
      const timestamp = String(request.headers['x-webhook-timestamp']);
      expect(request.headers['x-webhook-signature']).toBe(signatureOf(secret, timestamp, request.body));
    }
    const [first, replay] = received.map((request) => JSON.parse(request.body));
    expect(first).toMatchObject({ event: 'got_reply', data: { sample: true } });
    // A replay carries the same event id, so the receiver can tell it is the same event.
    expect(replay.id).toBe(first.id);
    expect(received[0]?.headers['x-webhook-id']).not.toBe(received[1]?.headers['x-webhook-id']);
  });

  it('label settings keep only the chosen labels, saved across a reload, and go back to every label', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/integrations/automation/labels-settings');
    const every = page.getByRole('switch', { name: 'Every label' });
    await every.waitFor({ timeout: 30_000 });
    expect(await every.isChecked()).toBe(true);
    await every.uncheck();
    const only = page.getByRole('group', { name: 'Only these labels' });
    const first = only.getByRole('checkbox').first();
    const label = (await only.locator('label').first().textContent()) ?? '';
    await first.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();

    await page.reload();
    await page.getByRole('group', { name: 'Only these labels' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('checkbox', { name: label, exact: true }).isChecked()).toBe(true);

    // The demo workspace is shared by the browser tests: every label again.
    await page.getByRole('switch', { name: 'Every label' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
  });
});
