/**
 * The AI email service's pages in a real browser (issue 29), on a server of its own on real
 * Postgres with the sandbox registrar and mail host: an Unlimited workspace (the default plans give
 * ai_domain and mailbox_slot from Unlimited up) searches a .com domain, sees its price and "Ready
 * within 1 hour", buys it, sees it registering with the DNS records to publish; the registrar's hour
 * passes; the page, polling, shows it ready, and a mailbox is added on it in the modal.
 *
 * The app has no test clock route and the domains' refresh job runs every 5 minutes on the real
 * clock, so the hour is passed in the database: the row is set ready as the job would set it
 * (sending-domains.jobs.ts). Skipped with a warning when no Postgres is reachable. Last, the
 * mailbox's warm-up page: warm-up enabled, warming, the health chart shown.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser } from './browser';
import { createSandboxSender } from './campaigns';
import { type RunningServer, startServer } from './server';
import { freshDatabase, postgresProblem, type TestDatabase } from './postgres';
import { availableCredits, openSignedUp, signUpWorkspace, subscribeThroughCheckout } from './sign-up';

const problem = await postgresProblem('mailboxes');

let database: TestDatabase | undefined;
let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  if (problem) return;
  database = await freshDatabase('mailboxes');
  server = await startServer(
    { DATABASE_URL: database.url, DEMO_SEED: 'false', TRUST_PROXY: 'true' },
    { startTimeoutMs: 120_000 },
  );
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop().catch(() => undefined);
});

interface Domain {
  id: string;
  name: string;
  status: string;
}

describe.skipIf(problem !== null)('the AI email service pages', () => {
  it('buys a .com domain, sees it registering with its records, then adds a mailbox once it is ready', async () => {
    if (!server || !browser || !database) throw new Error('not started');
    const { sql } = database;
    const baseUrl = server.baseUrl;
    const owner = await signUpWorkspace(baseUrl, 'Mailboxes');
    await subscribeThroughCheckout(baseUrl, owner.token, 'unlimited');
    // A workspace with no connected account lands on "Connect your first account" instead.
    await createSandboxSender(baseUrl, owner.token, `mailboxes.${Date.now()}@sandbox.reachly.io`);
    const credits = () => availableCredits(baseUrl, owner.token);
    await expect.poll(credits, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(500);
    const before = await credits();
    const name = `reachly-e2e-${randomBytes(4).toString('hex')}.com`;

    const page = await openSignedUp(browser, baseUrl, '/mailboxes/domains', owner.email);
    try {
      await page.getByRole('heading', { name: 'No domains yet' }).waitFor();
      await page.getByRole('textbox', { name: 'Domain' }).fill(name);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByText(`${name} is available: 120 credits for one year`).waitFor();
      await page.getByText('Ready within 1 hour.').first().waitFor();
      await page.getByRole('button', { name: 'Buy for 120 credits' }).click();
      await page.getByText(`${name} is registering`).waitFor();

      const [bought] = await api<Domain[]>(baseUrl, owner.token, 'GET', '/ai_email/domains');
      if (!bought) throw new Error('no domain bought');
      expect(bought).toMatchObject({ name, status: 'registering' });
      expect(await credits()).toBe(before - 120);
      const row = page.locator(`tr[data-domain-id="${bought.id}"]`);
      await row.getByText('Registering').waitFor();
      // The records to publish show at once, each with its copy buttons.
      const records = page.getByRole('region', { name: `DNS records of ${name}` });
      await records.getByRole('table', { name: 'Records to publish' }).waitFor();
      await records.getByText('v=spf1 include:_spf.reachly.io ~all').waitFor();
      await records.getByRole('button', { name: 'Copy the value of the DKIM record' }).waitFor();
      await records.getByText('The records are checked once the domain is registered.').waitFor();

      // The registrar's hour passes (see the file's comment): the page reads the domains again by itself.
      await sql`update sending_domains set status = 'ready', ready_at = now() where id = ${bought.id}`;
      await row.getByText('Ready', { exact: true }).waitFor({ timeout: 45_000 });

      await page.getByRole('tab', { name: 'Mailboxes' }).click();
      await page.getByRole('heading', { name: 'No mailboxes yet' }).waitFor();
      await page.getByText('Mailbox slots: 0 used, no limit').waitFor();
      await page.getByRole('button', { name: 'Add mailbox' }).first().click();
      const modal = page.getByRole('dialog', { name: 'Add mailbox' });
      await modal.getByRole('combobox', { name: 'Domain' }).selectOption({ label: name });
      await modal.getByRole('textbox', { name: 'Mailbox name' }).fill('ana');
      await modal.getByRole('textbox', { name: 'Sender name' }).fill('Ana Lopez');
      await modal.getByText(`The address will be ana@${name}`).waitFor();
      await modal.getByRole('button', { name: 'Add mailbox' }).click();
      await page.getByText(`ana@${name} has been created`).waitFor();
      await modal.waitFor({ state: 'detached' });
      const address = page.getByText(`ana@${name}`, { exact: true });
      await address.waitFor();
      await page.getByRole('link', { name: `Warm-up of ana@${name}` }).waitFor();

      // The same name again is refused.
      await page.getByRole('button', { name: 'Add mailbox' }).first().click();
      await modal.getByRole('combobox', { name: 'Domain' }).selectOption({ label: name });
      await modal.getByRole('textbox', { name: 'Mailbox name' }).fill('ana');
      await modal.getByRole('textbox', { name: 'Sender name' }).fill('Ana again');
      await modal.getByRole('button', { name: 'Add mailbox' }).click();
      await modal.getByText('A mailbox with this name already exists').waitFor();
      await modal.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'Overview' }).click();
      const counts = page.getByRole('region', { name: 'At a glance' });
      await expect
        .poll(async () => counts.locator('dt', { hasText: 'Domains ready' }).locator('+ dd').textContent())
        .toBe('1');
      await expect
        .poll(async () =>
          counts
            .locator('dt', { hasText: /^Mailboxes$/ })
            .locator('+ dd')
            .textContent(),
        )
        .toBe('1');

      // The mailbox's warm-up page (issue 29): off in the table, enabled on its page, warming with its chart.
      await page.getByRole('tab', { name: 'Mailboxes' }).click();
      const warmUpCell = page
        .getByRole('row')
        .filter({ hasText: `ana@${name}` })
        .getByTestId('warm-up-cell');
      await expect.poll(async () => warmUpCell.textContent()).toBe('Off');
      await page.getByRole('link', { name: `Warm-up of ana@${name}` }).click();
      await page.getByRole('heading', { name: `ana@${name}` }).waitFor();
      await page.getByRole('heading', { name: 'Warm-up has not started' }).waitFor();
      await page.getByRole('button', { name: 'Enable warm-up' }).click();
      await expect.poll(async () => page.getByTestId('warm-up-status').textContent()).toBe('Warming');
      await page.getByRole('img', { name: 'Health score of the last 14 days, from 0 to 100' }).waitFor();
      await page.getByText('Cold sending: up to 2 emails today, 25 from day 13').waitFor();
      await page.getByRole('button', { name: 'Disable warm-up' }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
