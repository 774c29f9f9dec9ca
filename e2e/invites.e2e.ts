import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';
import { lastMail, linkIn } from './outbox';
import { confirmEmailFromOutbox, submitSignUpForm } from './sign-up';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let adminToken: string;
let spaceId: string;
let secondSenderName: string;
let secondSenderId: string | undefined;

interface Credential {
  _id: string;
  first_name: string;
  last_name: string;
  username: string;
}

beforeAll(async () => {
  adminToken = await apiSignIn(baseUrl);
  spaceId = (await api<{ _id: string }>(baseUrl, adminToken, 'GET', '/space/info'))._id;
  // A second connected account, so "sees only allowed credentials" can tell two apart.
  const second = await api<Credential>(baseUrl, adminToken, 'POST', '/credentials/create', {
    username: 'sam.second@sandbox.reachly.io',
    password: 'correct-password',
    automation_type: 'cloud',
    country_code: 'US',
    timezone: 'America/New_York',
  });
  secondSenderName = `${second.first_name} ${second.last_name}`.trim();
  secondSenderId = second._id;
});
afterAll(async () => {
  // The demo workspace's seats are shared by the browser tests: give the second account's seat back.
  if (secondSenderId)
    await api(baseUrl, adminToken, 'POST', `/credentials/${secondSenderId}/delete`).catch(() => undefined);
});

/** Fills the sign-up form (the invite link carries the code along). */
async function signUp(page: Page, email: string, firstName: string) {
  await submitSignUpForm(page, { firstName, lastName: 'Colleague', email, password: 'Lantern-harbour-42' });
}

/** The names in the account switcher's list. */
async function switcherAccounts(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Connected account: / }).click();
  const list = page.getByRole('list', { name: 'Connected accounts' });
  await list.waitFor();
  const names = await list.locator('li').allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
}

describe('inviting colleagues', () => {
  it('by email: the colleague signs up from the email, joins with limited pages and sees only the allowed account', async () => {
    const email = `colleague.${Date.now()}@example.test`;
    const admin = await openSignedIn(browser(), baseUrl, `/preferences/workspace/users/${spaceId}`);
    await admin.getByLabel('Emails').fill(email);
    // Only Campaigns and Inbox; only the demo sender, not the second account.
    for (const page of ['Dashboard', 'Search', 'Prospects', 'Reports', 'Mailboxes', 'Pipelines']) {
      await admin.getByLabel(page, { exact: true }).uncheck();
    }
    for (const page of ['Resources', 'Integrations', 'Settings']) {
      await admin.getByLabel(page, { exact: true }).uncheck();
    }
    await admin.getByRole('checkbox', { name: 'Dana Demo', exact: true }).check();
    await admin.getByRole('button', { name: 'Send invite' }).click();
    await admin.getByText('Invitation sent').first().waitFor();
    await admin.context().close();

    const invite = await lastMail(baseUrl, email, 'invite');
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(linkIn(baseUrl, invite.text, '/space/accept-invite'));
    await page.getByText("You've been invited to join the workspace Demo workspace.").waitFor();
    await page.getByRole('link', { name: 'Sign up to accept' }).click();
    await signUp(page, email, 'Ivy');
    await page.waitForURL(/\/auth\/activate-email/);
    await confirmEmailFromOutbox(page, baseUrl, email);
    await page.waitForURL(/\/space\/accept-invite/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL(/\/campaigns\/my-campaigns/, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();

    // Only the allowed account is offered.
    const accounts = await switcherAccounts(page);
    expect(accounts.join('\n')).toContain('Dana Demo');
    expect(accounts.join('\n')).not.toContain(secondSenderName);

    // A page not allowed redirects to an allowed one (platform §4).
    await page.goto(`${baseUrl}/reports`);
    await page.waitForURL((url) => !url.pathname.startsWith('/reports'), { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/(campaigns|inbox)/);
    // The sidebar offers only the allowed pages.
    const nav = page.getByRole('navigation').first();
    await expect.poll(() => nav.getByRole('link', { name: 'Inbox' }).count()).toBeGreaterThan(0);
    expect(await nav.getByRole('link', { name: 'Reports' }).count()).toBe(0);
    await context.close();
  });

  it("by code: a new user enters the workspace's 12-character code and joins it", async () => {
    const [codeInvite] = await api<{ code: string }[]>(
      baseUrl,
      adminToken,
      'GET',
      `/space/${spaceId}/code_invites`,
    );
    const code = codeInvite?.code ?? '';
    expect(code).toHaveLength(12);

    const email = `coder.${Date.now()}@example.test`;
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/sign-up`);
    await signUp(page, email, 'Cody');
    await page.waitForURL(/\/auth\/activate-email/);
    await confirmEmailFromOutbox(page, baseUrl, email);
    // No workspace yet: the guard offers to create one; the code joins an existing one instead.
    await page.waitForURL(/\/space\/create/, { timeout: 15_000 });
    await page.getByRole('link', { name: 'Join with a code' }).click();
    await page.getByLabel('Invite code').fill(code);
    await page.getByRole('button', { name: 'Join workspace' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/space'), { timeout: 15_000 });

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const info = await api<{ _id: string; name: string }>(baseUrl, token ?? '', 'GET', '/space/info');
    expect(info).toMatchObject({ _id: spaceId, name: 'Demo workspace' });
    await context.close();
  });
});
