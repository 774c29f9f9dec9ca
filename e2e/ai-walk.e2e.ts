import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReceivedEmail,
  TestImapServer,
  TestSmtpServer,
} from '../api/src/providers/outreach-email/testing/mail-servers';
import { api, browserForFile, closeNotifications } from './browser';
import type { SandboxSender } from './campaigns';
import { openSignedUp, signUpPaidWithSender } from './sign-up';
import { startWalkServers, stopWalkAtFirstFailure, type WalkServers } from './walk';

/**
 * Issue 28 "Done when", item 1: the AI walk in Chromium, on a server of its own (a fresh embedded
 * database). A new workspace on the plan with AI Employees runs the onboarding from its company's
 * site (served here, on 127.0.0.1, named acme-robotics.test through RESEARCH_SITES), builds an
 * employee, sees the default magic campaigns arrive, binds the employee to its sandbox account;
 * a prospect's reply on the sandbox network and one over real email (local SMTP and IMAP servers)
 * each get a drafted answer awaiting approval in the inbox; approving sends it; a booking through
 * the scheduling sandbox (Calendly's webhook, signed) ends the conversation as meeting_booked.
 * The set-up a user does elsewhere (sign-up and plan, the account, its mailbox, the campaigns that
 * reach the prospects) goes through the API, as outreach-walk.e2e.ts does.
 */

const stamp = Date.now();
const siteHost = 'acme-robotics.test';
const objective = 'Book demos with warehouse operations leaders';
const mailbox = { email: 'rosa@acme-robotics.test', password: 'mailbox-password-2026' };
const senderName = 'Rosa Robotics';
const socialProspect = {
  first: 'Sam',
  last: 'Social',
  url: `https://sandbox.reachly.io/in/ai-walk-sam-${stamp}`,
  company: 'Northwind Depots',
};
const emailProspect = {
  first: 'Erin',
  last: 'Email',
  email: `erin.${stamp}@prospects.example.test`,
  company: 'Globex Storage',
};
const emailReplyText = 'Thanks Rosa, what would a pilot in one warehouse look like?';

/** The company's site: a home page linking to about and pricing, as research reads it. */
const sitePages: Record<string, string> = {
  '/': page(
    'Acme Robotics',
    '<p>Acme Robotics builds autonomous picking robots for warehouses. Our robots pick 600 items an hour and work next to people safely.</p><a href="/about">About us</a> <a href="/pricing">Pricing</a>',
  ),
  '/about': page(
    'About Acme Robotics',
    '<p>Acme Robotics was founded in Lyon in 2019. We help warehouse operations leaders ship orders faster with fewer errors, and our customers include regional grocers and parcel carriers.</p>',
  ),
  '/pricing': page(
    'Pricing',
    '<p>Acme Robotics robots are leased per month, with installation and support included. A pilot runs in one warehouse for eight weeks.</p>',
  ),
};

function page(title: string, body: string): string {
  return `<!doctype html><html><head><title>${title}</title><meta name="description" content="${title}"></head><body><nav>Home</nav><main><article><h1>${title}</h1>${body}</article></main><footer>Cookies</footer></body></html>`;
}

const browser = browserForFile();
let site: Server;
let servers: WalkServers | undefined;
let smtp: TestSmtpServer;
let imap: TestImapServer;
let baseUrl = '';
let owner: { token: string; spaceId: string; email: string };
let sender: SandboxSender;
let integrationId = '';
let employeeName = '';
let ui: Page;

beforeAll(async () => {
  site = createServer((request, response) => {
    const body = sitePages[(request.url ?? '/').split('?')[0] ?? '/'];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(body ?? '<html><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const sitePort = (site.address() as AddressInfo).port;
  servers = await startWalkServers(mailbox, {
    // Every message on the sandbox network is answered, a second later.
    SANDBOX_REPLY_RATE: '1',
    SANDBOX_REPLY_DELAY_SECONDS: '1',
    // The company's site is this test's server on 127.0.0.1, under the name the user types.
    RESEARCH_ALLOW_PRIVATE: 'true',
    RESEARCH_SITES: `${siteHost}=http://127.0.0.1:${sitePort}`,
  });
  ({ smtp, imap } = servers);
  baseUrl = servers.server.baseUrl;
}, 240_000);

afterAll(async () => {
  await ui?.context().close();
  await servers?.stop();
  site?.closeAllConnections();
  await new Promise((resolve) => (site ? site.close(resolve) : resolve(null)));
});

stopWalkAtFirstFailure('ai-walk', () => ui);

/** A campaign over the sender with one step, its prospects imported from a CSV file, started. */
async function startCampaign(
  name: string,
  step: Record<string, unknown>,
  csv: string,
  fields: Record<string, string>,
): Promise<string> {
  const campaign = await api<{ _id: string }>(baseUrl, owner.token, 'POST', '/workflows', {
    name,
    credentials: [sender._id],
    sequence: [{ key: 'first', wait_days: 0, ...step }],
  });
  const form = new FormData();
  form.append('file', new File([csv], `${name}.csv`, { type: 'text/csv' }));
  const uploaded = await fetch(`${baseUrl}/api/workflows/upload_csv_file?is_existing_people=false`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const upload = ((await uploaded.json()) as { payload: { filename: string } }).payload;
  const started = await api<{ upload_id: string; status: string }>(
    baseUrl,
    owner.token,
    'POST',
    '/workflows/set_data_from_csv_file',
    { filename: upload.filename, user_fields: fields, is_existing_people: false, workflow_id: campaign._id },
  );
  await expect
    .poll(
      async () =>
        (
          await api<{ status: string; added: number }>(
            baseUrl,
            owner.token,
            'GET',
            `/workflows/csv_imports/${started.upload_id}`,
          )
        ).added,
      { timeout: 60_000, interval: 500 },
    )
    .toBe(1);
  await api(baseUrl, owner.token, 'POST', `/workflows/${campaign._id}/update_status`, { status: 'active' });
  return campaign._id;
}

/** Opens a conversation of the unified inbox by the prospect's name. */
async function openThread(name: string): Promise<void> {
  await ui.goto(`${baseUrl}/inbox`);
  const row = ui.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });
  await row.waitFor({ timeout: 60_000 });
  await row.click();
}

/** The AI Employee's card on the open thread. */
const employeeCard = () => ui.getByRole('region', { name: `AI Employee ${employeeName}` });

describe('the AI walk (issue 28, "Done when")', () => {
  it('a new workspace runs the onboarding from its company’s site, read and summarised', async () => {
    // The plan's monthly credits pay for the magic campaigns: they come in with the paid invoice.
    ({ owner, sender } = await signUpPaidWithSender(baseUrl, 'AI Walk', {
      tier: 'unlimited',
      credits: 25,
      senderEmail: `rosa.robotics.${stamp}@sandbox.reachly.io`,
    }));
    const { integration } = await api<{ integration: { _id: string } }>(
      baseUrl,
      owner.token,
      'POST',
      `/integrations/smtp/connect?credentials_id=${sender._id}`,
    );
    integrationId = integration._id;
    await api(baseUrl, owner.token, 'PUT', `/integrations/smtp/${integrationId}/add_smtp`, {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: mailbox.email,
      password: mailbox.password,
      from_name: senderName,
      from_email: mailbox.email,
      imap_host: '127.0.0.1',
      imap_port: imap.port,
      imap_secure: false,
    });

    ui = await openSignedUp(browser(), baseUrl, '/onboarding/ai-employee/intro', owner.email);
    await ui.getByText('Step 1 of 5: Introduction').waitFor({ timeout: 30_000 });
    await ui.getByRole('button', { name: 'Start', exact: true }).click();
    await ui.waitForURL(/\/onboarding\/ai-employee\/objective/);
    await ui.getByRole('textbox', { name: 'What should your AI Employee achieve?' }).fill(objective);
    await ui.getByRole('button', { name: 'Next', exact: true }).click();
    await ui.waitForURL(/\/onboarding\/ai-employee\/company-search/);
    await ui.getByRole('textbox', { name: "Your company's website" }).fill(siteHost);
    await ui.getByRole('button', { name: 'Research my company' }).click();
    // Read and summarised: the overview shows what the site says, and nothing it does not.
    await ui.waitForURL(/\/onboarding\/ai-employee\/company-overview/, { timeout: 60_000 });
    await ui.getByText(siteHost).first().waitFor();
    await ui
      .getByText(/regional grocers and parcel carriers/)
      .first()
      .waitFor();
  });

  it('builds the employee from the research, Calendly connected, and sees the default magic campaigns arrive', async () => {
    await ui.getByRole('button', { name: 'Create AI Employee' }).click();
    const builder = ui.getByRole('dialog', { name: 'New AI Employee' });
    await builder.waitFor({ timeout: 30_000 });
    const next = () => builder.getByRole('button', { name: 'Next', exact: true }).click();
    const fillWhenEmpty = async (name: string, value: string) => {
      const box = builder.getByRole('textbox', { name });
      if (!(await box.inputValue())) await box.fill(value);
    };
    await builder.getByRole('textbox', { name: 'Job titles' }).fill('Head of Operations');
    await builder.getByRole('textbox', { name: 'Job titles' }).press('Enter');
    await next();
    // The objective is prefilled from the research where it had an answer; the rest is typed.
    const problem = builder.getByRole('textbox', { name: 'The problem you solve' });
    await problem.waitFor();
    await fillWhenEmpty('The problem you solve', 'Orders ship late');
    await fillWhenEmpty('Your solution', 'Autonomous picking robots');
    await fillWhenEmpty('Why you contact them', 'Your warehouses are growing');
    await next();
    await next();
    await next();
    await next();
    await builder.getByRole('heading', { name: 'Settings' }).waitFor();
    const popup = ui.waitForEvent('popup');
    await builder.getByRole('button', { name: 'Connect Calendly' }).click();
    await (await popup).waitForLoadState();
    const user = builder.getByRole('combobox', { name: 'User' });
    await user.locator('option:not([value=""])').first().waitFor({ state: 'attached', timeout: 30_000 });
    await user.selectOption(
      (await user.locator('option:not([value=""])').first().getAttribute('value')) ?? '',
    );
    await builder.getByRole('button', { name: 'Setup' }).click();
    await ui.getByText(/^AI Employee .+ has been created\.$/).waitFor({ timeout: 30_000 });
    employeeName =
      /^AI Employee (.+) has been created\.$/.exec(
        (await ui
          .getByText(/^AI Employee .+ has been created\.$/)
          .first()
          .textContent()) ?? '',
      )?.[1] ?? '';
    expect(employeeName).not.toBe('');

    // The default magic campaigns: placeholders first, each replaced by its campaign over the socket.
    const campaigns = ui.getByRole('dialog', { name: 'Create Outreach Campaigns' });
    await campaigns.waitFor({ timeout: 30_000 });
    const reviews = campaigns.getByRole('link', { name: 'Review campaign' });
    await expect.poll(() => reviews.count(), { timeout: 120_000, interval: 1000 }).toBeGreaterThan(0);
    await expect.poll(() => campaigns.getByTestId('magic-placeholder').count(), { timeout: 120_000 }).toBe(0);
    const total = await reviews.count();
    await campaigns.getByText(`${total} of ${total} campaigns ready`).waitFor();
    await campaigns.getByRole('button', { name: 'Got it!' }).click();
    await campaigns.waitFor({ state: 'detached' });
    // Ordinary campaigns of the workspace, one per link.
    const generated = await api<{ total: number }>(baseUrl, owner.token, 'GET', '/workflows');
    expect(generated.total).toBe(total);
  }, 240_000);

  it('binds the employee to the sandbox account on the AI Employees page', async () => {
    await ui.waitForURL(/\/preferences\/workspace\/ai-employees/, { timeout: 30_000 });
    const row = ui.getByRole('row', { name: new RegExp(employeeName) });
    await row.waitFor({ timeout: 30_000 });
    // Created from the selected account, the employee is bound to it already: unbound, then bound again here.
    const accounts = row.getByRole('listitem').filter({ hasText: /· enabled/ });
    await accounts.first().waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Unbind', exact: true }).click();
    await expect.poll(() => accounts.count(), { timeout: 30_000 }).toBe(0);
    const account = row.getByRole('combobox', { name: 'Account' });
    const option = account.locator(`option[value="${sender._id}"]`);
    await option.waitFor({ state: 'attached', timeout: 30_000 });
    await account.selectOption(sender._id);
    await row.getByRole('button', { name: 'Bind', exact: true }).click();
    await accounts.first().waitFor({ timeout: 30_000 });
    const listed = await api<{
      items: { name: string; bindings: { credentials_id: string; enabled: boolean }[] }[];
    }>(baseUrl, owner.token, 'GET', '/employees');
    expect(listed.items[0]?.bindings).toEqual([
      expect.objectContaining({ credentials_id: sender._id, enabled: true }),
    ]);
  });

  it('a prospect answers on the sandbox network: a drafted answer waits for approval in the inbox; approving sends it', async () => {
    await startCampaign(
      `AI walk social ${stamp}`,
      { kind: 'send_message', text: 'Hi {first_name}, may I show you our picking robots?' },
      `First name,Last name,Profile URL,Company\n${socialProspect.first},${socialProspect.last},${socialProspect.url},${socialProspect.company}\n`,
      {
        'First name': 'first_name',
        'Last name': 'last_name',
        'Profile URL': 'profile_url',
        Company: 'company_name',
      },
    );
    await closeNotifications(ui);
    await openThread(`${socialProspect.first} ${socialProspect.last}`);
    const card = employeeCard();
    await card.getByText('Waiting for approval').waitFor({ timeout: 120_000 });
    const draft = await card.getByRole('textbox').inputValue();
    expect(draft.length).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Approve & send' }).click();
    await expect.poll(() => card.getByText('Waiting for approval').count(), { timeout: 60_000 }).toBe(0);
    // Sent: the conversation moved on to its follow-up (or to waiting, with follow-ups off).
    await card.getByText(/^(Follow-up planned|Waiting for a reply)$/).waitFor({ timeout: 60_000 });
    // Sent on the sandbox network: the thread shows it as the account's message.
    await ui
      .getByRole('list', { name: 'Messages' })
      .getByText(draft.slice(0, 40))
      .first()
      .waitFor({ timeout: 60_000 });
  }, 240_000);

  it('a prospect answers by email: the mailbox reads it, the draft waits for approval; approving sends it over SMTP', async () => {
    await startCampaign(
      `AI walk email ${stamp}`,
      {
        kind: 'send_email',
        subject: 'Picking robots for {company_name}',
        text: 'Hi {first_name}, may I show you our picking robots?',
        email_type: 'work',
        config: { integration_id: integrationId },
      },
      `First name,Last name,Company,Email\n${emailProspect.first},${emailProspect.last},${emailProspect.company},${emailProspect.email}\n`,
      { 'First name': 'first_name', 'Last name': 'last_name', Company: 'company_name', Email: 'work_email' },
    );
    await expect.poll(() => smtp.received.length, { timeout: 90_000, interval: 500 }).toBe(1);
    const sent = smtp.received[0] as ReceivedEmail;
    expect(sent.to).toEqual([emailProspect.email]);
    const messageId = sent.parsed.messageId ?? '';
    imap.deliver(
      [
        `From: ${emailProspect.first} ${emailProspect.last} <${emailProspect.email}>`,
        `To: ${senderName} <${mailbox.email}>`,
        `Subject: Re: ${sent.parsed.subject ?? ''}`,
        `Message-ID: <ai-walk-reply-${stamp}@prospects.example.test>`,
        `In-Reply-To: ${messageId}`,
        `References: ${messageId}`,
        `Date: ${new Date((Math.floor(Date.now() / 1000) + 2) * 1000).toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        emailReplyText,
      ].join('\r\n'),
    );
    await closeNotifications(ui);
    await openThread(`${emailProspect.first} ${emailProspect.last}`);
    await ui.getByRole('list', { name: 'Messages' }).getByText(emailReplyText).waitFor({ timeout: 150_000 });
    const card = employeeCard();
    await card.getByText('Waiting for approval').waitFor({ timeout: 60_000 });
    const draft = await card.getByRole('textbox').inputValue();
    expect(draft.length).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Approve & send' }).click();
    await expect.poll(() => smtp.received.length, { timeout: 90_000, interval: 500 }).toBe(2);
    await card.getByText(/^(Follow-up planned|Waiting for a reply)$/).waitFor({ timeout: 60_000 });
    const answer = smtp.received[1] as ReceivedEmail;
    expect(answer.to).toEqual([emailProspect.email]);
    expect(answer.parsed.text?.replace(/\s+/g, ' ')).toContain(draft.replace(/\s+/g, ' ').slice(0, 40));
  }, 300_000);

  it('a booking through the Calendly sandbox ends the conversation as meeting booked, shown on the thread', async () => {
    await api(baseUrl, owner.token, 'POST', '/integrations/calendly/sandbox/book', {
      email: emailProspect.email,
      name: `${emailProspect.first} ${emailProspect.last}`,
    });
    await ui.reload();
    await employeeCard().getByText('Meeting booked').waitFor({ timeout: 60_000 });
  });
});
