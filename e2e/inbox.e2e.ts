import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let token: string;

beforeAll(async () => {
  token = await apiSignIn(baseUrl);
});

interface Credential {
  _id: string;
  username: string;
  unread_count: number;
}

describe('inbox', () => {
  it('shows a reply as unread, opens it, and answers it on LinkedIn through the sandbox network', async () => {
    // The demo workspace's sandbox sender, and a prospect of its own for this run.
    const [sender] = await api<Credential[]>(baseUrl, token, 'GET', '/credentials/fetch');
    if (!sender) throw new Error('the demo workspace has no sender');
    const stamp = Date.now();
    const prospect = await api<{ _id: string }>(baseUrl, token, 'POST', '/profiles', {
      first_name: 'Ines',
      last_name: `Inbox${stamp}`,
      company_name: 'Replyco',
      profile_url: `https://www.linkedin.com/in/ines-inbox-${stamp}`,
    });
    // What a worker watching the account's LinkedIn inbox reports (docs/automation-tasks.md).
    await api(baseUrl, token, 'POST', '/automation/events', {
      credentials_id: sender._id,
      prospect_id: prospect._id,
      kind: 'reply',
      text: 'Thanks for reaching out, tell me more.',
      at: new Date().toISOString(),
    });

    const page = await openSignedIn(browser(), baseUrl, `/inbox?selectedCred=${sender._id}`);
    const list = page.getByRole('list', { name: 'Conversations' });
    const row = list.getByRole('link', { name: new RegExp(`Ines Inbox${stamp}`) });
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.textContent()).toContain('Thanks for reaching out');
    expect(await row.locator('.inbox-dialog__dot').count()).toBe(1);

    // Unread only, then open it: the chat, the prospect's info, and the dialog is read.
    await page.getByRole('tab', { name: 'Unread' }).click();
    await row.waitFor();
    await row.click();
    await page.waitForURL(new RegExp(`/inbox/${prospect._id}`));
    await page
      .getByRole('list', { name: 'Messages' })
      .getByText('Thanks for reaching out, tell me more.')
      .waitFor();
    await page.getByText('Replyco').first().waitFor();
    await expect
      .poll(async () => {
        const dialogs = await api<{ items: { is_unread: boolean }[] }>(
          baseUrl,
          token,
          'GET',
          `/inbox/dialogs?prospect_id=${prospect._id}&credentials_id=${sender._id}`,
        );
        return dialogs.items[0]?.is_unread;
      })
      .toBe(false);

    // A LinkedIn reply: queued as an automation task, which the sandbox network sends.
    const composer = page.getByRole('form', { name: 'Reply' });
    await composer.getByLabel('Message').fill('Happy to: here is a two-line summary.');
    await composer.getByRole('button', { name: 'Send' }).click();
    const sent = page
      .getByRole('list', { name: 'Messages' })
      .getByText('Happy to: here is a two-line summary.');
    await sent.waitFor();
    expect(await composer.getByLabel('Message').inputValue()).toBe('');
    await expect
      .poll(
        async () => {
          const [dialog] = (
            await api<{ items: { _id: string }[] }>(
              baseUrl,
              token,
              'GET',
              `/inbox/dialogs?prospect_id=${prospect._id}&credentials_id=${sender._id}`,
            )
          ).items;
          const messages = await api<{ items: { direction: string; status: string }[] }>(
            baseUrl,
            token,
            'GET',
            `/inbox/dialogs/${dialog?._id}/messages`,
          );
          return messages.items.filter((message) => message.direction === 'out').map((m) => m.status);
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toEqual(['sent']);
    await page.context().close();
  });
});
