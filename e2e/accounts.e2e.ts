import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { lastMail, linkIn } from './outbox';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('a new user, start to finish', () => {
  it('signs up, confirms the email from the outbox, creates a workspace, connects a first account through a security code and lands on campaigns', async () => {
    const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    const email = `new.user.${Date.now()}@example.test`;

    await page.goto(`${baseUrl}/auth/sign-up`);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Lind');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Lantern-harbour-42');
    await page.getByLabel('Country').selectOption('DE');
    await page.getByLabel('Phone').fill('+49 30 1234567');
    await page.locator('input[name="terms"]').check();
    await page.locator('input[name="privacy"]').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/activate-email/);

    const activation = await lastMail(baseUrl, email, 'activation');
    await page.goto(linkIn(baseUrl, activation.text, '/auth/activate-email'));
    await page.getByText('Your email was successfully confirmed').waitFor();

    // No workspace yet: the guard sends the user to create one.
    await page.waitForURL(/\/space\/create/, { timeout: 15_000 });
    await page.getByLabel('Workspace name').fill('Lind Recruiting');
    await page.getByRole('button', { name: 'Create workspace' }).click();

    // No connected account yet: the guard sends the user to add the first one.
    await page.waitForURL(/\/credentials\/add-first/);
    await page.getByText('Cloud', { exact: true }).click();
    await next(page);
    await page.getByLabel('Country').selectOption('US');
    await next(page);
    await page.getByText('9:00 – 18:00').waitFor();
    await next(page);
    // The sandbox network asks this address for an email security code (docs/sandbox-network.md).
    await page.getByLabel('Account email').fill('nora.lind+code@example.test');
    await page.getByLabel('Account password').fill('correct-password');
    await page.getByRole('button', { name: 'Connect' }).click();
    const code = page.getByLabel('Security code');
    await code.fill('123456');
    // The account's notice (bell, repair modal) offers the same action: use the flow's own form.
    await page.locator('form', { has: code }).getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByText('is connected').waitFor();
    await page.getByRole('button', { name: 'Go to campaigns' }).click();
    await page.waitForURL(/\/campaigns\/my-campaigns\?.*selectedCred=/);
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    expect(new URL(page.url()).searchParams.get('selectedCred')).toBeTruthy();
    await context.close();
  });
});
