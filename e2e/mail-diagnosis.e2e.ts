import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, openSignedIn } from './browser';

/**
 * Issue 26 item 10, as a person sees it: a mail server that accepts the connection and never
 * answers was told "Port N uses SSL: turn SSL on" after 10 s. The mailbox form now says what was
 * found (a second connection asks the server) and which setting to look at.
 */
const baseUrl = inject('baseUrl');
const browser = browserForFile();
let silent: net.Server;
let port: number;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a mailbox whose server never answers (issue 26 item 10)', () => {
  it('says the server accepted the connection and sent nothing, not "turn SSL on"', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/integrations?type=email');
    const section = page.getByRole('region', { name: 'Mailboxes' });
    await section.getByRole('button', { name: 'Connect a mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a mailbox (SMTP / IMAP)' });
    await dialog.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await dialog.getByLabel('Port', { exact: true }).fill(String(port));
    await dialog.getByLabel('Security', { exact: true }).selectOption('starttls');
    await dialog.getByLabel('User', { exact: true }).fill('quiet@mailbox.example.test');
    await dialog.getByLabel('Password', { exact: true }).fill('any-password');
    await dialog.getByLabel('Sender name').fill('Quiet Mailbox');
    await dialog.getByLabel('Sender address').fill('quiet@mailbox.example.test');
    await dialog.getByRole('button', { name: 'Connect' }).click();

    await dialog
      .getByText(`127.0.0.1:${port} accepted the connection but sent nothing in 10 seconds`)
      .waitFor({ timeout: 60_000 });
    expect(await dialog.textContent()).not.toContain('turn SSL on');
    await page.context().close();
  });
});
