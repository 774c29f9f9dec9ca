import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startSmtpServer,
  type TestSmtpServer,
} from '../api/src/providers/outreach-email/testing/mail-servers';
import { browserForFile, openSignedIn } from './browser';
import { createSandboxSender } from './campaigns';
import { signUpWorkspace } from './sign-up';

/**
 * Mailboxes as a new user meets them (issue 26 items 8, 9, 11 and 14), in Chromium against the
 * built app and a local SMTP server:
 * - the sidebar's Mailboxes opens the connected mailboxes, the AI email service has its own entry;
 * - on Free, three refused tries leave nothing that counts and a good one then connects; every
 *   mailbox has Remove;
 * - a mailbox without IMAP says its replies are not read, and its user picks what follow-ups do;
 * - while the SMTP server is down the mailbox says so (not Connected), and recovers with it.
 */
const baseUrl = inject('baseUrl');
const mailbox = { email: 'robin@mailbox.example.test', password: 'mailbox-password-2026' };

const browser = browserForFile();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer({ [mailbox.email]: mailbox.password });
});

afterAll(async () => {
  await smtp?.close();
});

describe('the sidebar (issue 26 item 14)', () => {
  it('Mailboxes opens the connected mailboxes; the AI email service keeps its own entry', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/dashboard');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Mailboxes' }).click();
    await page.getByRole('region', { name: 'Mailboxes' }).waitFor({ timeout: 20_000 });
    const opened = new URL(page.url());
    expect(opened.pathname).toBe('/integrations');
    expect(opened.searchParams.get('type')).toBe('email');
    expect(await nav.getByRole('link', { name: 'Mailboxes' }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('link', { name: 'AI email service' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/mailboxes/);
    await page.context().close();
  });
});

/** Fills the mailbox form for the local SMTP server, without IMAP. */
async function fillMailboxForm(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Connect a mailbox (SMTP / IMAP)' });
  await dialog.getByLabel('Host', { exact: true }).fill('127.0.0.1');
  await dialog.getByLabel('Port', { exact: true }).fill(String(smtp.port));
  await dialog.getByLabel('Security', { exact: true }).selectOption('starttls');
  await dialog.getByLabel('User', { exact: true }).fill(mailbox.email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Sender address').fill(mailbox.email);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  return dialog;
}

describe('a new workspace on Free connects its mailbox (issue 26 items 8, 9, 11)', () => {
  it('three refused tries leave nothing that counts; the mailbox says what it does not read and when it fails', async () => {
    const person = await signUpWorkspace(baseUrl, 'Mailbox Tester');
    await createSandboxSender(baseUrl, person.token, `robin.${Date.now()}@sandbox.reachly.io`);
    const page = await openSignedIn(browser(), baseUrl, '/integrations?type=email', {
      email: person.email,
      password: 'E2e-workspace-2026',
    });
    const section = page.getByRole('region', { name: 'Mailboxes' });
    // The first page of a new workspace loads its remote: give it the time a busy machine takes.
    await section.getByRole('button', { name: 'Connect a mailbox' }).waitFor({ timeout: 60_000 });

    // Item 9: each try refused, as a person who comes back to the page tries again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await section.getByRole('button', { name: 'Connect a mailbox' }).click({ timeout: 20_000 });
      const dialog = await fillMailboxForm(page, 'wrong-password');
      await dialog
        .getByText('The SMTP server refused the user name or password')
        .waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.reload();
      await section.getByRole('button', { name: 'Connect a mailbox' }).waitFor({ timeout: 60_000 });
    }
    await section.getByRole('button', { name: 'Connect a mailbox' }).click({ timeout: 20_000 });
    const dialog = await fillMailboxForm(page, mailbox.password);
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await page.getByText(/upgrade/i).count()).toBe(0);

    const table = section.getByRole('table', { name: 'Mailboxes' });
    const row = table.getByRole('row', { name: new RegExp(mailbox.email) });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Connected');
    // One mailbox: the refused tries left no row behind.
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Remove' }).count()).toBe(1);

    // Item 8: no IMAP, so replies are not read; the follow-ups are the user's choice.
    const note = row.getByRole('note', { name: 'Replies are not read' });
    expect(await note.textContent()).toContain('a prospect who answers would still get the follow-ups');
    const followUps = note.getByLabel('Follow-ups while replies are not read');
    expect(await followUps.inputValue()).toBe('stop');
    await followUps.selectOption('send');
    await expect.poll(() => followUps.inputValue(), { timeout: 20_000 }).toBe('send');

    // Item 11: the SMTP server goes down; a send fails and the mailbox says so, live.
    const port = smtp.port;
    await smtp.close();
    await row.getByRole('button', { name: 'Send test email' }).click();
    const test = page.getByRole('dialog', { name: 'Send a test email' });
    await test.getByLabel('Send to').fill('check@receiver.example.test');
    await test.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Sending fails');
    expect(await row.textContent()).not.toContain('Connected');
    await page.keyboard.press('Escape');
    await test.waitFor({ state: 'detached', timeout: 20_000 });

    smtp = await startSmtpServer({ [mailbox.email]: mailbox.password }, { port });
    await row.getByRole('button', { name: 'Send test email' }).click();
    await test.getByLabel('Send to').fill('check@receiver.example.test');
    await test.getByRole('button', { name: 'Send' }).click();
    await test.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Connected');
    expect(await row.textContent()).not.toContain('Sending fails');

    // Item 9: Remove, after a question; the place in the plan is free again.
    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this mailbox?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('No mailbox connected to this account yet').waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});
