import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, closeNotifications, demo, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
/** Seeded beside the main demo (api/src/seeds/seed-restricted.ts). */
const closedeskDemo = { email: 'demo@closedesk.test', password: demo.password };
const browser = browserForFile();

async function openAccountMenu(page: Page): Promise<string> {
  const trigger = page.getByRole('button', { name: /^Account menu of / });
  // A notification (the one-time feature-request notice, an account notice) may cover the header.
  await closeNotifications(page);
  await trigger.click();
  // The design system's dropdown panel is the element the trigger controls.
  const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await menu.waitFor();
  const text = (await menu.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

describe('the restricted brand (platform §1)', () => {
  it('hides Refer & Earn and New workspace, refuses /workspace/add and counts accounts against a maximum', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns', closedeskDemo);
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Campaigns' }).first().waitFor();
    expect(await nav.getByRole('link', { name: 'Refer & Earn' }).count()).toBe(0);

    expect(await openAccountMenu(page)).not.toContain('New workspace');

    await page.getByRole('button', { name: /^Connected account: / }).click();
    await page.getByText('Accounts: 1/10').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/workspace/add`);
    await page.waitForURL(/\/campaigns/);
    await page.context().close();
  });

  it('the main brand, for contrast, offers Refer & Earn and New workspace', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Refer & Earn' }).waitFor();
    expect(await openAccountMenu(page)).toContain('New workspace');
    await page.context().close();
  });
});
