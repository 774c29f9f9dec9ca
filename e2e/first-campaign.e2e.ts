import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, openSignedIn } from './browser';
import { createSandboxSender, demoSenderForFile } from './campaigns';
import { signUpWorkspace } from './sign-up';

/**
 * issue 26 items 2, 3 and 6 as a person sees them: the smart-sequence editor picks its sender and
 * starts; a refused start names the step and links to its fix, and the From list shows a mailbox
 * that can not send as such; on the Free plan the palette locks the steps of higher plans, saying
 * which plan has each, and a start refuses them the same way.
 */
const baseUrl = inject('baseUrl');
const browser = browserForFile();
const demo = demoSenderForFile(baseUrl, 'sam.sequence@sandbox.reachly.io');

interface Campaign {
  _id: string;
  status: string;
  credentials: string[];
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A signed-in page of the workspace `token` belongs to, on `path`. */
async function openAs(browserNow: Browser, sessionToken: string, path: string): Promise<Page> {
  const context = await browserNow.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('token', value), sessionToken);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('the first campaign (issue 26)', () => {
  it('item 2: the smart-sequence editor picks a sender, then Start starts', async () => {
    const campaign = await api<Campaign>(baseUrl, demo.token, 'POST', '/workflows', {
      name: `E2E smart sender ${Date.now()}`,
      type: 'smart',
      sequences_type: 'smart',
      credentials: [],
      sequence: [{ key: 'only', kind: 'view_profile', wait_days: 0, wait_hours: 1 }],
    });
    const page = await openSignedIn(browser(), baseUrl, `/smart-sequences/edit/${campaign._id}`);
    const senders = page.getByRole('group', { name: 'Senders' });
    await senders.waitFor({ timeout: 30_000 });

    // Without a sender the start is refused: the step is named and the link goes to the senders.
    await page.getByRole('button', { name: 'Start' }).click();
    const refusal = page.getByTestId('start-refusal');
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.textContent()).toContain('Step 1: View profile');
    const href = (await refusal.getByRole('link', { name: 'Choose a sender' }).getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/smart-sequences/edit/${campaign._id}(\\?[^#]*)?#senders$`));

    await senders.getByRole('checkbox', { name: 'Sam Sequence' }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Campaign started').first().waitFor({ timeout: 15_000 });
    const started = await api<Campaign>(baseUrl, demo.token, 'GET', `/workflows/${campaign._id}`);
    expect(started.status).toBe('active');
    expect(started.credentials).toHaveLength(1);
    await page.context().close();
  });

  it('item 3: a mailbox that can not send is shown so, and the refusal links to the integrations', async () => {
    const [sender] = await api<{ _id: string }[]>(baseUrl, demo.token, 'GET', '/credentials/fetch');
    // A connection never finished: the SMTP integration stays disconnected.
    const { integration } = await api<{ integration: { _id: string } }>(
      baseUrl,
      demo.token,
      'POST',
      `/integrations/smtp/connect?credentials_id=${sender?._id}`,
    );
    const campaign = await api<Campaign>(baseUrl, demo.token, 'POST', '/workflows', {
      name: `E2E failed mailbox ${Date.now()}`,
      is_email_only: true,
      credentials: [sender?._id],
      sequence: [
        {
          key: 'mail',
          kind: 'send_email',
          subject: 'Hello {first_name}',
          text: 'Hi {first_name}',
          email_type: 'work',
          config: { integration_id: integration._id },
          wait_days: 0,
          wait_hours: 1,
        },
      ],
    });
    const page = await openSignedIn(browser(), baseUrl, `/campaign/edit/${campaign._id}`);
    const from = page.getByRole('combobox', { name: 'From' });
    await from.waitFor({ timeout: 30_000 });
    const failed = from.locator(`option[value="${integration._id}"]`);
    await expect.poll(() => failed.textContent(), { timeout: 15_000 }).toContain('not connected');
    expect(await failed.isDisabled()).toBe(true);
    for (const text of await from.locator('option').allTextContents()) expect(text).not.toMatch(uuid);

    await page.getByRole('button', { name: 'Start' }).click();
    const refusal = page.getByTestId('start-refusal');
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.textContent()).toContain('Step 1: Send email');
    expect(await refusal.textContent()).toContain('You need to add integration');
    await refusal.getByRole('link', { name: 'Open integrations' }).click();
    await page.waitForURL(/\/integrations/, { timeout: 15_000 });
    await page.context().close();
  });

  it('item 6: on the Free plan the palette locks the steps of higher plans, and a start refuses them alike', async () => {
    const free = await signUpWorkspace(baseUrl, 'Free steps');
    // A workspace without an account is sent to add one first: give it one, as a new user would.
    await createSandboxSender(baseUrl, free.token, 'fran.free@sandbox.reachly.io');
    const page = await openAs(browser(), free.token, `/campaign/add?space=${free.spaceId}`);
    const palette = page.getByRole('navigation', { name: 'Add a step' });
    await palette.waitFor({ timeout: 30_000 }).catch((error: Error) => {
      throw new Error(`${error.message} (the page is ${page.url()})`);
    });
    for (const [kind, plan] of [
      ['Push to CRM', 'Basic'],
      ['Manual task', 'Basic'],
      ['Post AI comment', 'Scale'],
      ['Reveal personality type', 'Scale'],
    ]) {
      await palette
        .getByRole('button', { name: `${kind}: on the ${plan} plan, upgrade to use it` })
        .waitFor({ timeout: 15_000 });
    }
    await palette.getByRole('button', { name: 'Add Send message' }).click();
    await page
      .getByRole('button', { name: 'AI message: on the Scale plan, upgrade to use it' })
      .waitFor({ timeout: 15_000 });
    await page.context().close();

    // The start says the same: the step, the plan that has it, the plans page.
    const campaign = await api<Campaign>(baseUrl, free.token, 'POST', `/workflows?space=${free.spaceId}`, {
      name: 'Free with CRM',
      sequence: [
        { key: 'crm', kind: 'push_to_crm', wait_days: 0, wait_hours: 1, config: { crm: 'default' } },
      ],
    });
    const response = await fetch(
      `${baseUrl}/api/workflows/${campaign._id}/update_status?space=${free.spaceId}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${free.token}` },
        body: JSON.stringify({ status: 'active' }),
      },
    );
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      code: 'feature_locked',
      tier: 'basic',
      step_number: 1,
      step_kind: 'push_to_crm',
      fix: '/pricing',
    });
  });
});
