/**
 * The phone numbers page in a real browser, on the sandbox carrier (issue 27): a Scale workspace
 * with a connected account and no number yet buys one through the "Get number" modal (US, local,
 * Texas, Austin, with a forwarding number); it shows in the table, the header's phone button
 * appears without a reload (buying turned the dialer on) and the panel's number picker lists it;
 * the forwarding number is edited and the number released from the table.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, launchBrowser } from './browser';
import { createSandboxSender } from './campaigns';
import { availableCredits, openSignedUp, signUpWorkspace, subscribeThroughCheckout } from './sign-up';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

interface Phone {
  id: string;
  number: string;
  number_to_redirect: string | null;
}

describe('phone numbers page', () => {
  it('buys a number in the modal, sees it in the table and the panel, edits and releases it', async () => {
    const owner = await signUpWorkspace(baseUrl, 'Phone numbers');
    await subscribeThroughCheckout(baseUrl, owner.token, 'scale');
    await createSandboxSender(baseUrl, owner.token, `phone.numbers.${Date.now()}@sandbox.reachly.io`);
    // The plan's credits may land a moment after the checkout: open the page once they are there.
    const credits = () => availableCredits(baseUrl, owner.token);
    await expect.poll(credits, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(20);
    const owned = () => api<Phone[]>(baseUrl, owner.token, 'GET', '/dialer/phones');

    const page = await openSignedUp(browser, baseUrl, '/integrations/dialer/phone-numbers', owner.email);
    try {
      await page.getByRole('heading', { name: 'No phone numbers yet' }).waitFor();
      // No number and no dialer yet: no phone button in the header.
      expect(await page.getByRole('button', { name: 'Phone', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Get number' }).first().click();

      const modal = page.getByRole('dialog', { name: 'Get number' });
      const field = (name: string) => modal.getByRole('combobox', { name });
      await field('Country').locator('option[value="US"]').waitFor({ state: 'attached' });
      await field('Country').selectOption('US');
      await field('Category').selectOption('local');
      await field('State').locator('option', { hasText: 'Texas' }).waitFor({ state: 'attached' });
      await field('State').selectOption({ label: 'Texas' });
      await field('Region').locator('option', { hasText: 'Austin' }).waitFor({ state: 'attached' });
      await field('Region').selectOption({ label: (await regionLabel(field('Region'), 'Austin')) ?? '' });
      await modal.getByRole('textbox', { name: 'Forwarding number (optional)' }).fill('14155550100');
      await modal.getByText('Charged now').waitFor();
      await modal.getByRole('button', { name: 'Buy' }).click();

      await page.getByText('Number has been successfully purchased').waitFor();
      await modal.waitFor({ state: 'detached' });
      const [phone] = await owned();
      if (!phone) throw new Error('no number bought');
      expect(phone.number_to_redirect).toBe('14155550100');
      const row = page.locator(`tr[data-phone-id="${phone.id}"]`);
      await row.getByText('Texas, Austin').waitFor();
      await row.getByText('14155550100').waitFor();
      const shown = (await row.locator('.dialer-numbers__number').textContent()) ?? '';
      expect(shown.replace(/\s/g, '')).toBe(phone.number);

      // Buying turned the dialer on: the phone button shows without a reload, its picker has the number.
      const button = page.getByRole('button', { name: 'Phone', exact: true });
      await button.waitFor({ timeout: 15_000 });
      await button.click();
      const panel = page.getByRole('complementary', { name: 'Phone' });
      const picker = panel.getByLabel('Call from');
      await picker.locator(`option[value="${phone.id}"]`).waitFor({ state: 'attached' });
      expect(await picker.locator(`option[value="${phone.id}"]`).textContent()).toBe(phone.number);
      await panel.getByRole('button', { name: 'Close the dialer' }).click();

      await row.getByRole('button', { name: `Edit the forwarding number of ${shown}` }).click();
      const forwarding = page.getByRole('dialog', { name: `Forwarding for ${shown}` });
      const input = forwarding.getByRole('textbox', { name: 'Forwarding number (optional)' });
      await input.fill('12ab');
      await forwarding.getByRole('button', { name: 'Save' }).click();
      await forwarding.getByText('Redirect number must be numeric').waitFor();
      await input.fill('442071234567');
      await forwarding.getByRole('button', { name: 'Save' }).click();
      await forwarding.waitFor({ state: 'detached' });
      await row.getByText('442071234567').waitFor();
      expect((await owned())[0]?.number_to_redirect).toBe('442071234567');

      await row.getByRole('button', { name: `Release ${shown}` }).click();
      const release = page.getByRole('dialog', { name: `Release ${shown}?` });
      await release.getByRole('button', { name: 'Release', exact: true }).click();
      await page.getByText(`${shown} has been released`).waitFor();
      await page.getByRole('heading', { name: 'No phone numbers yet' }).waitFor();
      expect(await owned()).toEqual([]);
      // The panel, kept mounted, reads the numbers again: back to its empty state.
      await button.click();
      await panel.getByText('No phone number yet').waitFor();
    } finally {
      await page.context().close();
      for (const phone of await owned().catch(() => [])) {
        await api(baseUrl, owner.token, 'DELETE', `/dialer/phones/${phone.id}`).catch(() => undefined);
      }
    }
  });
});

/** The region option's whole label ("Austin (20 available)": the count follows the sandbox's stock). */
async function regionLabel(select: Locator, name: string) {
  return select.locator('option', { hasText: name }).first().textContent();
}
