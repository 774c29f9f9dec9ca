import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile } from './browser';
import { confirmEmailFromOutbox, submitSignUpForm } from './sign-up';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('a new user, start to finish', () => {
  it('signs up, confirms the email from the outbox, creates a workspace, connects a first account through a security code and lands on campaigns', async () => {
    const context = await browser().newContext({ timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    const email = `new.user.${Date.now()}@example.test`;

    await page.goto(`${baseUrl}/auth/sign-up`);
    await submitSignUpForm(page, {
      firstName: 'Nora',
      lastName: 'Lind',
      email,
      password: 'Lantern-harbour-42',
    });
    await page.waitForURL(/\/auth\/activate-email/);

    await confirmEmailFromOutbox(page, baseUrl, email);

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
