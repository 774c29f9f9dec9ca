/**
 * The campaign builder's send SMS step in a real browser, on the sandbox (issue 27): without a
 * number that can text, the step's number field links to the phone numbers page and Start is
 * refused naming the step, with a link there; once the workspace owns a sandbox number, the field
 * offers it, and the campaign starts from it. The number is released at the end.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, browserForFile } from './browser';
import { buyAustinNumber, callingWorkspace, type OwnedNumber, openAs, releaseNumber } from './dialer-fixture';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
const bought: { token: string; phone: OwnedNumber }[] = [];

afterAll(async () => {
  for (const { token, phone } of bought) await releaseNumber(baseUrl, token, phone);
});

interface Campaign {
  _id: string;
  status: string;
  sequence: { kind: string; config?: Record<string, unknown> }[];
}

describe('send SMS step', () => {
  it('links to the phone numbers page until a number can text, then starts from the one picked', async () => {
    const owner = await callingWorkspace(baseUrl, 'SMS step');
    const campaign = await api<Campaign>(baseUrl, owner.token, 'POST', '/workflows', {
      name: `E2E SMS step ${Date.now()}`,
      credentials: [],
      sequence: [
        {
          key: 'sms',
          kind: 'send_sms',
          wait_days: 0,
          wait_hours: 1,
          text: 'Hi {first_name}',
          config: { from_number: '+14155550100' },
        },
      ],
    });
    const page = await openAs(browser(), baseUrl, owner, `/campaign/edit/${campaign._id}`);
    const editor = page.getByRole('region', { name: 'Step 1' });
    const field = editor.getByLabel('Sender number');
    await field.waitFor({ timeout: 30_000 });

    // No number: the field says so and links to where numbers are bought; the start is refused.
    const empty = editor.getByTestId('sms-numbers-empty');
    await empty.waitFor({ timeout: 15_000 });
    expect(await empty.textContent()).toContain('This workspace has no phone number with SMS support.');
    expect(await empty.getByRole('link', { name: 'Get a phone number' }).getAttribute('href')).toMatch(
      /^\/integrations\/dialer\/phone-numbers/,
    );
    await page.getByRole('button', { name: 'Start' }).click();
    const refusal = page.getByTestId('start-refusal');
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.textContent()).toContain(
      'Step 1: Send SMS: Buy a phone number with SMS support to send SMS from',
    );
    expect(await refusal.getByRole('link', { name: 'Open phone numbers' }).getAttribute('href')).toMatch(
      /^\/integrations\/dialer\/phone-numbers/,
    );
    expect((await api<Campaign>(baseUrl, owner.token, 'GET', `/workflows/${campaign._id}`)).status).not.toBe(
      'active',
    );

    // A number bought: the field offers it (the buyer's own); picked, the campaign starts from it.
    const phone = await buyAustinNumber(baseUrl, owner.token);
    bought.push({ token: owner.token, phone });
    await page.reload();
    await field.waitFor({ timeout: 30_000 });
    const own = `${phone.number} (yours)`;
    await expect
      .poll(async () => field.locator('option').allTextContents(), { timeout: 15_000 })
      .toContain(own);
    await field.selectOption({ label: own });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Campaign started').first().waitFor({ timeout: 15_000 });
    const started = await api<Campaign>(baseUrl, owner.token, 'GET', `/workflows/${campaign._id}`);
    expect(started.status).toBe('active');
    expect(started.sequence[0]?.config?.from_number).toBe(phone.number);
    await page.context().close();
  });
});
