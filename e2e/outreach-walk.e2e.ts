import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ReceivedEmail,
  startSmtpServer,
  type TestSmtpServer,
} from '../api/src/providers/outreach-email/testing/mail-servers';
import { api, browserForFile } from './browser';
import {
  type CsvProspect,
  createSandboxSender,
  prospectsCsv,
  type SandboxSender,
  sandboxProspects,
  startFromMyCampaigns,
  uploadCsvToMapping,
} from './campaigns';
import { lastMail, linkIn } from './outbox';
import { subscribeThroughCheckout } from './sign-up';

/**
 * Issue 4's "Done means", walked as a user would in the browser against the real API and engine:
 * a smart sequence with an email step, a social step and a branch; 1,000 prospects from a CSV;
 * the start; an email with its unsubscribe link; a reply; a limit signal; the forecast.
 * Set-up a user does elsewhere (a connected account, its mailbox) and what the outside world does
 * (the mail server, the prospect replying) go through the API or the test's own SMTP server.
 */

const baseUrl = inject('baseUrl');
// A user and workspace of its own: the walk's sender, forecast and prospects are nobody else's,
// and the demo workspace's three seats stay for the other browser tests.
const user = {
  email: `walt.owner.${Date.now()}@walk.example.test`,
  password: 'Outreach-walk-2026',
};
const mailbox = { email: 'walt@walk.example.test', password: 'mailbox-password' };
const senderName = 'Walt Walker';
const campaignName = `Outreach walk ${Date.now()}`;
const prospects = sandboxProspects(1000, 'walk.example.test');

const browser = browserForFile();
let page: Page;
let token: string;
let sender: SandboxSender;
let smtp: TestSmtpServer;
/**
 * When set, the mail server answers the next message as a provider throttling the mailbox does
 * (once: a message already on its way must not make it a second signal and the score a guess).
 */
let throttleNextMessage = false;
let campaignId = '';

beforeAll(async () => {
  smtp = await startSmtpServer(
    { [mailbox.email]: mailbox.password },
    {
      refuse: () => {
        if (!throttleNextMessage) return null;
        throttleNextMessage = false;
        return { code: 451, message: '4.7.1 Too many messages, slow down' };
      },
    },
  );
  token = await signUpWithWorkspace();
  sender = await createSandboxSender(baseUrl, token, 'walt.walker@sandbox.reachly.io');
  await connectSmtpMailbox(sender._id, smtp.port);
});

afterAll(async () => {
  // The walk leaves nothing running for the browser tests after it.
  if (campaignId) {
    await api(baseUrl, token, 'POST', `/workflows/${campaignId}/update_status`, { status: 'paused' }).catch(
      () => undefined,
    );
  }
  await smtp?.close();
});

/** A new user, email confirmed, with a workspace (the UI of both is accounts.e2e.ts's walk). */
async function signUpWithWorkspace(): Promise<string> {
  const { token } = await api<{ token: string }>(baseUrl, '', 'POST', '/auth/sign_up', {
    email: user.email,
    password: user.password,
    first_name: 'Walt',
    last_name: 'Owner',
    phone: '+1 415 555 0100',
    country: 'US',
    terms_accepted: true,
    privacy_accepted: true,
  });
  const activation = await lastMail(baseUrl, user.email, 'activation');
  const code = new URL(linkIn(baseUrl, activation.text, '/auth/activate-email')).searchParams.get(
    'activation_code',
  );
  await api(baseUrl, '', 'GET', `/auth/check_activation_code?activation_code=${code}`);
  await api(baseUrl, token, 'POST', '/space/create', { name: 'Walk outreach' });
  // Smart sequences are on the Growth plan: the new (free) workspace subscribes first.
  await subscribeThroughCheckout(baseUrl, token, 'growth');
  return token;
}

/** The account's mailbox on the test's SMTP server, connected as the Integrations page does it. */
async function connectSmtpMailbox(credentialId: string, port: number) {
  const { integration } = await api<{ integration: { _id: string } }>(
    baseUrl,
    token,
    'POST',
    `/integrations/smtp/connect?credentials_id=${credentialId}`,
  );
  await api(baseUrl, token, 'PUT', `/integrations/smtp/${integration._id}/add_smtp`, {
    host: '127.0.0.1',
    port,
    secure: false,
    user: mailbox.email,
    password: mailbox.password,
    from_name: senderName,
    from_email: mailbox.email,
  });
}

/** Drags a link on the canvas from a step's yes or no handle to another step, as a user does. */
async function link(from: Locator, branch: 'positive' | 'negative', to: Locator) {
  const source = await from.locator(`.react-flow__handle[data-handleid="${branch}"]`).boundingBox();
  const target = await to.locator('.react-flow__handle.target').boundingBox();
  if (!source || !target) throw new Error('a handle is not on the canvas');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y - 30, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** Pans the canvas by dragging its empty top corner until the right-most step is in view. */
async function panToShow(canvas: Locator, rightMost: Locator) {
  const area = await canvas.boundingBox();
  const node = await rightMost.boundingBox();
  if (!area || !node) throw new Error('the canvas is not on screen');
  const overflow = node.x + node.width + 24 - (area.x + area.width);
  if (overflow <= 0) return;
  // Not the bottom corner: the library's attribution link sits there.
  const start = { x: area.x + area.width - 20, y: area.y + 20 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - overflow, start.y, { steps: 8 });
  await page.mouse.up();
}

/** A header of a received email as its raw text says it (folded lines joined). */
function headerOf(email: ReceivedEmail, name: string): string {
  const unfolded = email.raw.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function prospectOf(email: ReceivedEmail): CsvProspect {
  const found = prospects.find((prospect) => email.to.includes(prospect.email));
  if (!found) throw new Error(`an email to someone not imported: ${email.to.join(', ')}`);
  return found;
}

async function prospectIdOf(prospect: CsvProspect): Promise<string> {
  const page = await api<{ items: { _id: string }[] }>(
    baseUrl,
    token,
    'GET',
    `/profiles?query=${encodeURIComponent(prospect.email)}`,
  );
  const id = page.items[0]?._id;
  if (!id) throw new Error(`no prospect ${prospect.email}`);
  return id;
}

/** The campaign's Prospects tab filtered to one state, and the row of one prospect in it. */
async function prospectRowInState(prospect: CsvProspect, state: string): Promise<Locator> {
  await page.goto(`${baseUrl}/campaign/edit/${campaignId}/prospects`);
  await page.getByLabel('State').selectOption({ label: state });
  const row = page.getByRole('row').filter({ hasText: `${prospect.firstName} ${prospect.lastName}` });
  await row.waitFor({ timeout: 15_000 });
  return row;
}

describe('the outreach walk (issue 4, "Done means")', () => {
  it('signs in and builds a smart sequence on the canvas: an email, a social step, a yes/no branch', async () => {
    const context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
    page = await context.newPage();
    await page.goto(`${baseUrl}/auth/sign-in`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/campaigns\/my-campaigns/, { timeout: 30_000 });

    await page.goto(`${baseUrl}/smart-sequences`);
    await page.getByRole('button', { name: 'New smart sequence' }).click();
    // issue 15 item 7: "New" is a local draft (a reload keeps it); the first Save creates the campaign.
    await page.waitForURL(/\/smart-sequences\/edit\/new/);
    await page.getByLabel('Campaign name').fill(campaignName);
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Campaign name').inputValue(), { timeout: 15_000 })
      .toBe(campaignName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/smart-sequences\/edit\/[0-9a-f-]{36}/);
    campaignId = /\/smart-sequences\/edit\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

    // The canvas has no sender picker: the campaign's settings do (the "From" list is the sender's mailboxes).
    await page.goto(`${baseUrl}/campaign/edit/${campaignId}/settings`);
    await page.getByLabel('Name', { exact: true }).fill(campaignName);
    await page.getByRole('checkbox', { name: senderName }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();

    await page.goto(`${baseUrl}/smart-sequences/edit/${campaignId}`);
    const canvas = page.getByRole('region', { name: 'Sequence canvas' });
    await canvas.waitFor({ timeout: 15_000 });
    for (const kind of ['Send email', 'View profile', 'Send email', 'Follow']) {
      await page.getByLabel('Add a step').selectOption({ label: kind });
      await page.getByRole('button', { name: 'Add step' }).click();
    }
    const nodes = canvas.locator('.react-flow__node');
    await expect.poll(() => nodes.count()).toBe(4);
    // Each step goes below the one added before it; "Fit view" brings the whole chain into view.
    await page.getByRole('button', { name: 'Fit view' }).click();
    const [email, viewProfile, followUp, follow] = [nodes.nth(0), nodes.nth(1), nodes.nth(2), nodes.nth(3)];
    // Every step is drawn where the user can reach it (an unmeasured node stays hidden).
    for (const node of [email, viewProfile, followUp, follow])
      await expect.poll(() => node.isVisible()).toBe(true);
    await panToShow(canvas, followUp);

    // Yes: the email went out, so look at their profile, then follow up; no: follow them instead.
    await link(email, 'positive', viewProfile);
    await link(email, 'negative', follow);
    await link(viewProfile, 'positive', followUp);
    await expect.poll(() => canvas.locator('.react-flow__edge').count()).toBe(3);

    await email.click();
    const first = page.getByRole('region', { name: 'Step 1' });
    // "From" is a text field until the sender's mailboxes have loaded, then a list.
    await expect.poll(() => first.getByLabel('From').evaluate((field) => field.tagName)).toBe('SELECT');
    await first.getByLabel('From').selectOption({ label: `${senderName} (${mailbox.email})` });
    await first.getByLabel('To address').selectOption({ label: 'Work email' });
    await first.getByLabel('Subject').fill('Quick question, {first_name}');
    await first
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hi {first_name:there}, may I show you how {company_name} could book more meetings?');
    await viewProfile.click();
    await page.getByRole('region', { name: 'Step 2' }).getByLabel('Follow-up').selectOption('sameDay');
    await followUp.click();
    const third = page.getByRole('region', { name: 'Step 3' });
    await expect.poll(() => third.getByLabel('From').evaluate((field) => field.tagName)).toBe('SELECT');
    await third.getByLabel('From').selectOption({ label: `${senderName} (${mailbox.email})` });
    await third.getByLabel('To address').selectOption({ label: 'Work email' });
    await third.getByRole('checkbox', { name: 'Send in the same thread' }).check();
    await third
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hi {first_name}, just bringing this up again.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Campaign saved').waitFor();

    const saved = await api<{
      sequences_type: string;
      credentials: string[];
      sequence: { key: string; kind: string; positive_key?: string | null; negative_key?: string | null }[];
    }>(baseUrl, token, 'GET', `/workflows/${campaignId}`);
    expect(saved.sequences_type).toBe('smart');
    expect(saved.credentials).toEqual([sender._id]);
    const [sendEmail, view, again, followThem] = saved.sequence;
    expect(saved.sequence.map((step) => step.kind)).toEqual([
      'send_email',
      'view_profile',
      'send_email',
      'follow',
    ]);
    expect(sendEmail?.positive_key).toBe(view?.key);
    expect(sendEmail?.negative_key).toBe(followThem?.key);
    expect(view?.positive_key).toBe(again?.key);
  });

  it('imports 1,000 prospects from a CSV through the mapping screen, watching the live progress', async () => {
    await page.goto(`${baseUrl}/campaign/edit/${campaignId}/prospects`);
    await uploadCsvToMapping(page, 'walk-prospects.csv', prospectsCsv(prospects, { withEmail: true }));
    await expect.poll(() => page.getByLabel('Import Email as').inputValue()).toBe('work_email');
    await expect.poll(() => page.getByLabel('Import Profile URL as').inputValue()).toBe('profile_url');

    // Every value the progress bar shows, from its first appearance to the end.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { importProgressSeen: seen });
      new MutationObserver(() => {
        const value = document
          .querySelector('[role="progressbar"][aria-label="Import progress"]')
          ?.getAttribute('aria-valuenow');
        if (value != null && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('1000 prospects added; 0 duplicate').waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { importProgressSeen: string[] }).importProgressSeen,
    );
    // The bar is there while the lines go in, not only once they are all in.
    expect(Number(seen[0])).toBeLessThan(100);
    expect(seen.at(-1)).toBe('100');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('1–25 of 1000').waitFor();
  });

  it('starts from My Campaigns; steps run and an email carrying the RFC 8058 List-Unsubscribe header arrives', async () => {
    await startFromMyCampaigns(page, baseUrl, token, { id: campaignId, name: campaignName });
    await expect
      .poll(() => smtp.received.length, { timeout: 45_000, interval: 500 })
      .toBeGreaterThanOrEqual(2);

    const email = smtp.received[0] as ReceivedEmail;
    const prospect = prospectOf(email);
    expect(email.parsed.subject).toBe(`Quick question, ${prospect.firstName}`);
    expect(email.parsed.text).toContain(`Hi ${prospect.firstName}, may I show you how ${prospect.company}`);
    expect(email.parsed.from?.value[0]?.address).toBe(mailbox.email);
    expect(headerOf(email, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<https?://[^>]+/u/[^>]+>, <mailto:${mailbox.email}\\?subject=unsubscribe>$`),
    );
    expect(headerOf(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The social step ran after the email for someone: the stats say so.
    await expect
      .poll(
        async () => {
          const { totals } = await api<{ totals: Record<string, number> }>(
            baseUrl,
            token,
            'GET',
            `/workflows/${campaignId}/rates`,
          );
          return (totals.emails_sent ?? 0) >= 2 && (totals.viewed_profiles ?? 0) > 0;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    await page.goto(`${baseUrl}/campaign/edit/${campaignId}/stats`);
    const tile = (series: string) => page.locator(`li[data-series="${series}"] .campaign-tiles__value`);
    await tile('emails_sent').waitFor();
    expect(Number(await tile('emails_sent').textContent())).toBeGreaterThanOrEqual(2);
    expect(Number(await tile('viewed_profiles').textContent())).toBeGreaterThan(0);
  });

  it('the unsubscribe link shows a page on GET and unsubscribes on the one-click POST: the prospect stops', async () => {
    const email = smtp.received[0] as ReceivedEmail;
    const prospect = prospectOf(email);
    const url = linkIn(baseUrl, headerOf(email, 'List-Unsubscribe'), '/u/');

    const linkPage = await page.context().newPage();
    await linkPage.goto(url);
    await linkPage.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
    await linkPage.getByText(`Stop emails to ${prospect.email}?`).waitFor();
    // Opening the link (what a link scanner does too) stops nothing.
    const before = await api<{ campaigns: { workflow_id?: string; _id?: string; state: string }[] }>(
      baseUrl,
      token,
      'GET',
      `/profiles/${await prospectIdOf(prospect)}`,
    );
    expect(before.campaigns[0]?.state).toBe('active');

    // The mail client's one-click unsubscribe (RFC 8058): a POST with List-Unsubscribe=One-Click.
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    await linkPage.reload();
    await linkPage.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await linkPage.close();

    const row = await prospectRowInState(prospect, 'Finished');
    await expect.poll(() => row.getByText('Finished').count()).toBe(1);
  });

  it('a reply pauses the prospect', async () => {
    const prospect = prospectOf(smtp.received[1] as ReceivedEmail);
    // What a worker watching the account's inbox reports (docs/automation-tasks.md, /automation/events).
    await api(baseUrl, token, 'POST', '/automation/events', {
      credentials_id: sender._id,
      prospect_id: await prospectIdOf(prospect),
      kind: 'reply',
      text: 'Sounds interesting, can you send more details?',
      at: new Date().toISOString(),
    });
    const row = await prospectRowInState(prospect, 'Paused');
    // The pause reason and the prospect's status both read "Got reply".
    await row.locator('.prospect-status[data-status="got_reply"]').waitFor();
    await expect.poll(() => row.getByText('Got reply').count()).toBe(2);
  });

  it('a limit signal slows its sender, and the forecast explains the next 24 hours', async () => {
    const card = page.locator(`section[data-credential-id="${sender._id}"]`);
    const emailCap = () =>
      card
        .getByRole('row', { name: /^Emails/ })
        .getByRole('cell')
        .nth(1);
    await page.goto(`${baseUrl}/campaigns/forecast`);
    await card.getByText(`In the next 24 hours ${senderName} will send:`).waitFor({ timeout: 15_000 });
    await expect.poll(() => card.textContent()).toMatch(/Emails: \d+/);
    expect(await emailCap().textContent()).toBe('150');

    // The mailbox's provider refuses with 451 "too many messages": a limit signal.
    throttleNextMessage = true;
    const healthScore = async () =>
      (
        await api<{ senders: { credential_id: string; health_score: number }[] }>(
          baseUrl,
          token,
          'GET',
          `/engine/forecast?credentials_id=${sender._id}`,
        )
      ).senders[0]?.health_score ?? 1;
    await expect.poll(healthScore, { timeout: 30_000, interval: 1000 }).toBeLessThan(1);
    // One signal halves the score; the page shows the score the engine holds and the caps it gives.
    const score = await healthScore();
    expect(score).toBeLessThanOrEqual(0.5);

    await page.reload();
    await expect
      .poll(() => card.textContent({ timeout: 5000 }), { timeout: 15_000 })
      .toContain(`Sending at ${Math.round(score * 100)}% of the usual limits`);
    await card.getByText('The sender is cooling down after a limit signal').waitFor();
    expect(await emailCap().textContent()).toBe(String(Math.floor(150 * score)));
    // After the cool-down the emails go on, at the lower pace: still explained hour by hour.
    await expect.poll(() => card.textContent()).toMatch(/will send: .*Emails: \d+/);
  });
});
