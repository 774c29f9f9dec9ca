import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReceivedEmail,
  TestImapServer,
  TestSmtpServer,
} from '../api/src/providers/outreach-email/testing/mail-servers';
import { browserForFile, closeNotifications } from './browser';
import { prospectsCsv, sandboxProspects, uploadCsvToMapping } from './campaigns';
import { confirmEmailFromOutbox, submitSignUpForm } from './sign-up';
import { startWalkServers, stopWalkAtFirstFailure, type WalkServers } from './walk';

/**
 * Issue 26 "Done when": a new customer's first week, walked in Chromium through the pages only,
 * on a server of its own (a fresh embedded database, so nothing of the other browser tests is
 * seen or disturbed). The outside world is the test's: the outbox's activation email, a local
 * SMTP server that receives the campaign's email and a local IMAP server the prospect's reply
 * arrives in, and the local Stripe-compatible server's hosted checkout.
 * Each step asserts what the user sees there.
 */

const stamp = Date.now();
const person = {
  firstName: 'Wendy',
  lastName: 'Week',
  email: `wendy.week.${stamp}@first-week.example.test`,
  password: 'First-week-2026',
};
const workspaceName = 'Week One Recruiting';
// The sandbox network names the account after the email's local part: Wendy Week.
const accountEmail = 'wendy.week@sandbox.example.test';
const mailbox = { email: 'wendy@mailbox.example.test', password: 'mailbox-password-2026' };
const senderName = 'Wendy Mailbox';
const campaignName = `First week ${stamp}`;
const [prospect] = sandboxProspects(1, 'prospects.example.test');
const replyText = 'Thanks Wendy, this sounds useful: can we talk on Tuesday?';

const browser = browserForFile();
let servers: WalkServers | undefined;
let smtp: TestSmtpServer;
let imap: TestImapServer;
let page: Page;
let baseUrl = '';
let campaignId = '';

beforeAll(async () => {
  servers = await startWalkServers(mailbox);
  ({ smtp, imap } = servers);
  baseUrl = servers.server.baseUrl;
}, 240_000);

afterAll(async () => {
  await page?.context().close();
  await servers?.stop();
});

stopWalkAtFirstFailure('first-week', () => page);

/** A link of the main navigation (the sidebar), as a user clicks it. */
async function openFromSidebar(name: string): Promise<void> {
  await closeNotifications(page);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name }).click();
}

/** The figure of a KPI card (Reports, Dashboard) by its label. */
async function kpi(list: Locator, label: string): Promise<number> {
  const value = await list
    .locator('li.report-kpi', {
      has: page.locator('.report-kpi__label', { hasText: new RegExp(`^${label}$`) }),
    })
    .locator('.report-kpi__value')
    .textContent();
  return Number((value ?? '').replace(/\D/g, ''));
}

/**
 * When the prospect answers: a Date header has whole seconds, so "now" could read as before the
 * email it answers (sent this same second); the next whole second but one is surely after it.
 */
function answeredAt(): Date {
  return new Date((Math.floor(Date.now() / 1000) + 2) * 1000);
}

/** The prospect's answer to the campaign's email, as their mail client writes it. */
function replyTo(sent: ReceivedEmail): string {
  const messageId = sent.parsed.messageId ?? '';
  return [
    `From: ${prospect?.firstName} ${prospect?.lastName} <${prospect?.email}>`,
    `To: ${senderName} <${mailbox.email}>`,
    `Subject: Re: ${sent.parsed.subject ?? ''}`,
    `Message-ID: <reply-${stamp}@prospects.example.test>`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    `Date: ${answeredAt().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    replyText,
  ].join('\r\n');
}

describe('a new customer’s first week (issue 26, "Done when")', () => {
  it('signs up, opens the activation link from the email and creates a workspace', async () => {
    page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/auth/sign-up`);
    await submitSignUpForm(page, person);
    await page.waitForURL(/\/auth\/activate-email/, { timeout: 30_000 });
    await confirmEmailFromOutbox(page, baseUrl, person.email);

    // No workspace yet: the user is asked for one.
    await page.waitForURL(/\/space\/create/, { timeout: 30_000 });
    await page.getByLabel('Workspace name').fill(workspaceName);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL(/\/credentials\/add-first/, { timeout: 30_000 });
  });

  it('connects a social account on the sandbox network, working around the clock', async () => {
    await page.getByText('Cloud', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Country').selectOption('US');
    await page.getByRole('button', { name: 'Next' }).click();
    // The sender works all day, so the walk's email goes out whatever the hour (keyboard on the sliders).
    await page.getByText('9:00 – 18:00').waitFor();
    await page.getByRole('slider', { name: 'Start' }).press('Home');
    await page.getByRole('slider', { name: 'End' }).press('End');
    await page.getByText('0:00 – 24:00').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Account email').fill(accountEmail);
    await page.getByLabel('Account password').fill('correct-password');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('is connected').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Go to campaigns' }).click();
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor({ timeout: 30_000 });
  });

  it('connects a mailbox with SMTP and IMAP from the sidebar’s Mailboxes', async () => {
    await openFromSidebar('Mailboxes');
    const section = page.getByRole('region', { name: 'Mailboxes' });
    await section.getByRole('button', { name: 'Connect a mailbox' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Connect a mailbox (SMTP / IMAP)' });
    await dialog.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await dialog.getByLabel('Port', { exact: true }).fill(String(smtp.port));
    await dialog.getByLabel('Security', { exact: true }).selectOption('starttls');
    await dialog.getByLabel('User', { exact: true }).fill(mailbox.email);
    await dialog.getByLabel('Password', { exact: true }).fill(mailbox.password);
    await dialog.getByLabel('Sender name').fill(senderName);
    await dialog.getByLabel('Sender address').fill(mailbox.email);
    await dialog.getByLabel('Replies (IMAP) · Host').fill('127.0.0.1');
    await dialog.getByLabel('Replies (IMAP) · Port').fill(String(imap.port));
    await dialog.getByLabel('Replies (IMAP) · Security').selectOption('starttls');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    const row = section
      .getByRole('table', { name: 'Mailboxes' })
      .getByRole('row', { name: new RegExp(mailbox.email) });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Connected');
    // IMAP is set: nothing says replies go unread.
    expect(await row.getByRole('note', { name: 'Replies are not read' }).count()).toBe(0);
  });

  it('creates an email campaign from New campaign, imports a prospect from a CSV and starts it in the editor', async () => {
    await openFromSidebar('Campaigns');
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor({ timeout: 30_000 });
    await closeNotifications(page);
    await page.getByRole('button', { name: 'New campaign' }).first().click();
    const kinds = page.getByRole('list', { name: 'Campaign kinds' });
    await kinds.getByRole('link', { name: /Email-only campaign/ }).click();
    await page.waitForURL(/\/campaign\/add\?outreach=email/);
    await page.getByRole('heading', { name: 'New campaign' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Campaign name').fill(campaignName);
    const sender = page.getByRole('group', { name: 'Senders' }).getByRole('checkbox', { name: 'Wendy Week' });
    if (!(await sender.isChecked())) await sender.check();

    await page.getByRole('button', { name: 'Add Send email' }).click();
    const step = page.getByRole('region', { name: 'Step 1' });
    // "From" lists the sender's mailboxes once they have loaded.
    await expect
      .poll(() => step.getByLabel('From').evaluate((field) => field.tagName), { timeout: 15_000 })
      .toBe('SELECT');
    await step.getByLabel('From').selectOption({ label: `${senderName} (${mailbox.email})` });
    await step.getByLabel('To address').selectOption({ label: 'Work email' });
    await step.getByLabel('Subject').fill('A quick idea for {company_name}');
    await step
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hi {first_name}, may I show you how we book meetings?');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/campaign\/edit\/[0-9a-f-]{36}/, { timeout: 15_000 });
    campaignId = /\/campaign\/edit\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await page.getByText('Campaign saved').first().waitFor();

    await page.getByRole('tab', { name: 'Prospects' }).click();
    await page.waitForURL(new RegExp(`/campaign/edit/${campaignId}/prospects`));
    await uploadCsvToMapping(
      page,
      'first-prospects.csv',
      prospectsCsv(prospect ? [prospect] : [], { withEmail: true }),
    );
    await expect.poll(() => page.getByLabel('Import Email as').inputValue()).toBe('work_email');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('1 prospects added').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `${prospect?.firstName} ${prospect?.lastName}` })
      .waitFor();

    await page.getByRole('tab', { name: 'Steps' }).click();
    await closeNotifications(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Campaign started').first().waitFor({ timeout: 15_000 });
  });

  it('sends the email: the mail server receives it from the mailbox, addressed to the prospect', async () => {
    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    const [email] = smtp.received;
    expect(email?.to).toEqual([prospect?.email]);
    expect(email?.parsed.from?.value[0]?.address).toBe(mailbox.email);
    expect(email?.parsed.subject).toBe(`A quick idea for ${prospect?.company}`);
    expect(email?.parsed.text).toContain(`Hi ${prospect?.firstName}, may I show you how we book meetings?`);
  });

  it('the prospect replies: the mailbox reads it and the unified inbox shows it', async () => {
    imap.deliver(replyTo(smtp.received[0] as ReceivedEmail));
    await openFromSidebar('Inbox');
    const conversations = page.getByRole('list', { name: 'Conversations' });
    const row = conversations.getByRole('link', {
      name: new RegExp(`${prospect?.firstName} ${prospect?.lastName}`),
    });
    // The conversation is there from the email sent; the mailboxes are read once a minute, and the
    // reply comes into the open list live, without a reload.
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(`You: Hi ${prospect?.firstName}`);
    await expect
      .poll(() => row.textContent(), { timeout: 120_000, interval: 1000 })
      .toContain('Thanks Wendy');
    // Unread: the sidebar's Inbox counts it, until it is opened.
    const inboxLink = page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: /Inbox/ });
    await expect
      .poll(() => inboxLink.locator('.ds-sidebar__badge').textContent(), { timeout: 30_000 })
      .toBe('1');
    await row.click();
    await page.getByRole('list', { name: 'Messages' }).getByText(replyText).waitFor({ timeout: 30_000 });
    await expect.poll(() => inboxLink.locator('.ds-sidebar__badge').count(), { timeout: 30_000 }).toBe(0);
  }, 180_000);

  it('reports show the sent email and the reply', async () => {
    await openFromSidebar('Reports');
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals.waitFor({ timeout: 30_000 });
    await expect.poll(() => kpi(totals, 'Emails sent'), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => kpi(totals, 'Replied'), { timeout: 30_000 }).toBe(1);
  });

  it('upgrades to Growth through the hosted checkout, then buys a credit pack with the saved card', async () => {
    await openFromSidebar('Billing');
    const balance = page.getByTestId('credit-balance');
    await balance.waitFor({ timeout: 30_000 });
    expect((await balance.textContent())?.trim()).toBe('0 credits');
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.getByRole('button', { name: 'Choose Growth' }).click();
    await page.waitForURL(/\/c\/pay\/cs_/, { timeout: 30_000 });
    await page.locator('input[autocomplete="cc-name"]').fill('Wendy Week');
    await page.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
    await page.locator('input[autocomplete="cc-exp"]').fill('12 / 34');
    await page.locator('input[autocomplete="cc-csc"]').fill('123');
    await page.locator('button[type="submit"]').click();
    // Paid: back in the product, on the campaigns (spec platform §4), told the plan is on.
    await page.waitForURL(/\/campaigns/, { timeout: 60_000 });
    const welcome = page.getByRole('dialog', { name: 'Welcome to the Growth plan' });
    await welcome.waitFor({ timeout: 30_000 });
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor({ timeout: 30_000 });
    // Said once: it does not come back with the campaigns' own redirect.
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);

    await openFromSidebar('Billing');
    await expect
      .poll(() => page.getByTestId('seats').textContent(), { timeout: 30_000 })
      .toMatch(/^\s*1 \/ 5\s*$/);
    await page.getByText('Growth').first().waitFor();
    // The plan's monthly credits are in; a pack adds to them, paid with the card saved at checkout.
    await expect
      .poll(async () => (await balance.textContent())?.trim(), { timeout: 30_000 })
      .toBe('500 credits');
    // On the Credits card, the only one (a strict locator: a second button fails here).
    await page.getByRole('button', { name: 'Buy credits' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /100 credits/ })
      .click();
    await page.getByText(/^Thank you: your credits are added/).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await balance.textContent())?.trim(), { timeout: 30_000 })
      .toBe('600 credits');
  }, 150_000);

  it('switches the language to French in the account menu and sees the product in French', async () => {
    await closeNotifications(page);
    await page.getByRole('button', { name: 'Account menu of Wendy Week' }).click();
    // spec platform §1: the language is stored locally and the page reloads on change.
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Language').selectOption('fr')]);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 })
      .toBe('fr');
    // The landmarks are named in French too (issue 26 item 25: aria-labels).
    const nav = page.getByRole('navigation', { name: 'Navigation principale', exact: true });
    for (const french of ['Tableau de bord', 'Campagnes', 'Boîte de réception', 'Rapports', 'Facturation'])
      await nav.getByRole('link', { name: french }).waitFor({ timeout: 30_000 });
    await nav.getByRole('link', { name: 'Campagnes' }).click();
    await page.getByRole('heading', { name: 'Mes campagnes' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Nouvelle campagne' }).first().waitFor();
  });
});
