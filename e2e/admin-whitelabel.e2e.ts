import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api, apiSignIn, browserForFile, demo, openSignedIn } from './browser';
import { createSandboxSender } from './campaigns';
import { lastMail, type OutboxMessage } from './outbox';
import { signUpWorkspace, submitSignUpForm } from './sign-up';

/**
 * The admin console and white-labels as data (issue 14 item 8), in Chromium against the built app:
 * a platform admin creates a white-label with a custom domain, sets its colours and logo, and that
 * host's sign-in page shows them at once (no rebuild, no restart); a user signs up on that host and
 * the activation email (it carries a code) leaves through the platform's transport, never the brand's
 * own SMTP server (issue 23 item 4), under the brand's sender name, its link on the brand's host
 * (item 8); the admin finds
 * the customer with the filters, logs in as them (space kept across navigation and reload) and
 * comes back with "Back to admin"; a non-admin and a reseller of another brand are refused.
 */
const baseUrl = inject('baseUrl');
const port = inject('port');
/** Seeded with the demo (api/src/seeds/seed-admin.ts). */
const admin = { email: 'admin@reachly.test', password: demo.password };

const stamp = Date.now().toString(36);
const brandId = `wl-${stamp}`;
/** Chromium resolves every *.localhost name to this machine: a custom domain without DNS. */
const brandHost = `${brandId}.localhost`;
const brandUrl = `http://${brandHost}:${port}`;
const primary = '#0a7d4f';
const sender = { name: 'Partner Mail', address: `hello@${brandId}.example.test` };

/** A 1×1 PNG: the uploaded logo. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Received {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
}

const browser = browserForFile();
let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'partner' });
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: { name: mail.from?.value[0]?.name ?? '', address: mail.from?.value[0]?.address ?? '' },
            to: (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text) ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function waitForMail(to: string): Promise<Received> {
  return vi.waitFor(
    () => {
      const mail = received.find((message) => message.to.includes(to));
      if (!mail) throw new Error(`no mail to ${to} yet`);
      return mail;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** What the page's brand root shows: its brand id, its primary colour and the logo's source. */
async function brandOnPage(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-brand]');
    // The brand's tokens sit on the design-system root inside it (design-system/src/tokens.ts).
    const tokens = document.querySelector('[data-brand] > [data-ds-root]');
    const logo = document.querySelector('img[alt]') as HTMLImageElement | null;
    return {
      brand: root?.getAttribute('data-brand') ?? null,
      primary: tokens ? getComputedStyle(tokens).getPropertyValue('--ds-primary').trim().toLowerCase() : '',
      logo: logo?.src ?? '',
    };
  });
}

let customerSpaceId = '';
let customerEmail = '';

describe('the admin console and white-labels as data (issue 14)', () => {
  it('a platform admin creates a white-label with a custom domain, sets its colours, logo and sender; its host shows them without a rebuild', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/admin/whitelabels', admin);
    await page.getByRole('button', { name: 'New white-label' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Id', exact: true }).fill(brandId);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Partner Co');
    await dialog.getByLabel('Domains').fill(brandHost);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(new RegExp(`/admin/whitelabels/${brandId}/details`));

    // Before any change the host already answers with the new brand (the default's colours).
    const signIn = await (await browser().newContext()).newPage();
    await signIn.goto(`${brandUrl}/auth/sign-in`);
    await signIn
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor();
    expect((await brandOnPage(signIn)).brand).toBe(brandId);

    // Colours: the light theme's primary.
    await page.goto(`${baseUrl}/admin/whitelabels/${brandId}/colors`);
    const primaryInput = page.getByLabel('Light theme: Primary', { exact: true });
    await primaryInput.fill(primary);
    await page.getByRole('region', { name: 'Colors' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').first().waitFor();

    // Assets: an uploaded logo.
    await page
      .getByLabel('Upload Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
    await page.getByRole('region', { name: 'Assets' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').first().waitFor();

    // The brand's sender and its own SMTP server (the test's).
    await page.goto(`${baseUrl}/admin/whitelabels/${brandId}/email-configuration`);
    await page.getByLabel('Sender name').fill(sender.name);
    await page.getByLabel('Sender address').fill(sender.address);
    await page.getByLabel('Send through our own SMTP server').check();
    await page.getByLabel('Host').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(smtpPort));
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Changes saved').first().waitFor();

    // The same sign-in page, reloaded: the new colour and the uploaded logo, no rebuild or restart.
    await signIn.reload();
    await signIn
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor();
    await vi.waitFor(async () => {
      const shown = await brandOnPage(signIn);
      expect(shown.primary).toBe(primary);
      expect(shown.logo).toMatch(/^data:image\/png;base64,/);
    });
    await signIn.context().close();
    await page.context().close();
  });

  it("a user signs up on that host: the activation email comes through the platform, in the brand's name, linking to its host", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    customerEmail = `partner.user.${stamp}@example.test`;
    await page.goto(`${brandUrl}/auth/sign-up`);
    await submitSignUpForm(page, {
      firstName: 'Paula',
      lastName: 'Partner',
      email: customerEmail,
      password: 'Partner-harbour-42',
    });
    await page.waitForURL(/\/auth\/activate-email/);

    // The platform's outbox (no SMTP_URL here), from the brand's sender name on the platform's
    // address (the brand's domain is not verified); nothing reaches the brand's SMTP server.
    const activation = (await lastMail(baseUrl, customerEmail, 'activation')) as OutboxMessage & {
      from: string;
    };
    expect(activation.from).toBe(`${sender.name} <no-reply@reachly.local>`);
    expect(received.filter((mail) => mail.to.includes(customerEmail))).toEqual([]);
    const link = activation.text.match(/https?:\/\/[^\s"<>]*\/auth\/activate-email[^\s"<>]*/)?.[0];
    expect(link).toBeTruthy();
    const activate = new URL(link as string);
    // The link opens on the brand's own host (its *.localhost domain, on the server's port).
    expect(activate.origin).toBe(brandUrl);
    // A mail without a secret (the test email) does go through the brand's server, from its sender.
    const adminToken = await apiSignIn(baseUrl, admin);
    const testTo = `check.${stamp}@example.test`;
    await api(baseUrl, adminToken, 'POST', '/admin/emails/test', { whitelabel_id: brandId, to: testTo });
    expect((await waitForMail(testTo)).from).toEqual(sender);
    await page.goto(activate.href);
    await page.getByText('Your email was successfully confirmed').waitFor();
    await page.waitForURL(/\/space\/create/, { timeout: 15_000 });
    await page.getByLabel('Workspace name').fill('Partner Workspace');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/space/create'));
    // Signed in on the partner host: the workspace's brand is the partner's.
    expect((await brandOnPage(page)).brand).toBe(brandId);

    const token = await apiSignIn(baseUrl, {
      email: customerEmail,
      password: 'Partner-harbour-42',
    });
    const account = await api<{ _id: string; brand: string }>(baseUrl, token, 'GET', '/space/info');
    expect(account.brand).toBe(brandId);
    customerSpaceId = account._id;
    // A connected (sandbox) account, so the workspace's pages open rather than "add your first account".
    await createSandboxSender(baseUrl, token, `partner.${stamp}@sandbox.reachly.io`);
    await context.close();
  });

  it('the admin finds the customer with the filters, logs in as them (space kept across navigation and reload) and goes back to admin', async () => {
    expect(customerSpaceId).not.toBe('');
    const page = await openSignedIn(browser(), baseUrl, '/admin/customers', admin);
    // Filter by the new brand, then by the user's email.
    await page.getByText('Brands', { exact: true }).click();
    // The filter lives in the URL: the box is checked once the list reloads from it.
    await page.getByRole('group', { name: 'Brands' }).getByLabel('Partner Co').click();
    await page.waitForURL(new RegExp(`brands=${brandId}`));
    await page.getByLabel('Search', { exact: true }).fill(customerEmail);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    const row = page.getByRole('link', { name: 'Partner Workspace' });
    await row.waitFor();
    await row.click();
    await page.waitForURL(new RegExp(`/admin/customers/${customerSpaceId}`));

    await page.getByRole('link', { name: 'Login as customer' }).click();
    await page.waitForURL(new RegExp(`space=${customerSpaceId}`));
    const nav = page.getByRole('navigation').first();
    for (const item of ['Inbox', 'Campaigns', 'Billing']) {
      await nav.getByRole('link', { name: item }).first().click();
      await page.waitForURL((url) => url.searchParams.get('space') === customerSpaceId);
    }
    // Signed-in pages follow the workspace's brand: the partner's, though the admin is on the main host.
    expect((await brandOnPage(page)).brand).toBe(brandId);
    await page.reload();
    expect(new URL(page.url()).searchParams.get('space')).toBe(customerSpaceId);
    // Still the customer's workspace after the reload: its name is in the account menu.
    const trigger = page.getByRole('button', { name: /^Account menu of / });
    await trigger.click();
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await menu.getByText('Partner Workspace').first().waitFor();

    // Logout reads "Back to admin" and returns to the customer's admin page, without space.
    await menu.getByText('Back to admin').click();
    await page.waitForURL((url) => url.pathname === `/admin/customers/${customerSpaceId}`);
    expect(new URL(page.url()).searchParams.get('space')).toBeNull();
    await page.context().close();
  });

  it('a non-admin and a reseller of another brand are refused', async () => {
    // The demo user: not an admin; the API says 403, the area sends them away.
    const demoToken = await apiSignIn(baseUrl);
    const refused = await fetch(`${baseUrl}/api/admin/customers`, {
      headers: { Authorization: `Bearer ${demoToken}` },
    });
    expect(refused.status).toBe(403);
    const page = await openSignedIn(browser(), baseUrl, '/admin/customers');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    await page.context().close();

    // A reseller of the partner brand 'acme' (an owner admin email of it) sees acme only.
    const reseller = await signUpWorkspace(baseUrl, 'Acme Reseller');
    const adminToken = await apiSignIn(baseUrl, admin);
    const acme = await api<{ owner_emails: string[]; brand: { name: string; domains: string[] } }>(
      baseUrl,
      adminToken,
      'GET',
      '/admin/whitelabels/acme',
    );
    await api(baseUrl, adminToken, 'PUT', '/admin/whitelabels/acme/details', {
      name: acme.brand.name,
      domains: acme.brand.domains,
      owner_emails: [...acme.owner_emails, reseller.email],
    });
    const other = await fetch(`${baseUrl}/api/admin/customers/${customerSpaceId}/customer_info`, {
      headers: { Authorization: `Bearer ${reseller.token}` },
    });
    expect(other.status).toBe(404);
    const list = await api<{ items: { id: string; brand: string }[] }>(
      baseUrl,
      reseller.token,
      'GET',
      `/admin/customers?q=${encodeURIComponent(customerEmail)}`,
    );
    expect(list.items).toEqual([]);
    // In the browser: the reseller's admin area opens, and the other brand's customer is not found.
    const resellerContext = await browser().newContext();
    await resellerContext.addInitScript(
      (value) => window.localStorage.setItem('token', value),
      reseller.token,
    );
    const resellerPage = await resellerContext.newPage();
    const answered = resellerPage.waitForResponse((response) =>
      response.url().includes(`/api/admin/customers/${customerSpaceId}/customer_info`),
    );
    await resellerPage.goto(`${baseUrl}/admin/customers/${customerSpaceId}`);
    expect((await answered).status()).toBe(404);
    expect(new URL(resellerPage.url()).pathname).toBe(`/admin/customers/${customerSpaceId}`);
    expect(await resellerPage.getByText('Partner Workspace').count()).toBe(0);
    await resellerContext.close();
  });
});
