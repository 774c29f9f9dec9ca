import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let token: string;

beforeAll(async () => {
  token = await apiSignIn(baseUrl);
});

/**
 * Issue 26 item 15: an answer sent from the inbox stayed "Queued" until the page was reloaded.
 * The account's worker (here the sandbox network) reports it sent; the API says so over the
 * socket (`update_message`) and the open chat shows "Sent" on the same page, never reloaded.
 */
describe('inbox: a queued answer turns Sent live', () => {
  it('sends a LinkedIn answer and sees it turn from Queued to Sent without a reload', async () => {
    const [sender] = await api<{ _id: string }[]>(baseUrl, token, 'GET', '/credentials/fetch');
    if (!sender) throw new Error('the demo workspace has no sender');
    const stamp = Date.now();
    const prospect = await api<{ _id: string }>(baseUrl, token, 'POST', '/profiles', {
      first_name: 'Lea',
      last_name: `Live${stamp}`,
      company_name: 'Statusco',
      profile_url: `https://www.linkedin.com/in/lea-live-${stamp}`,
    });
    await api(baseUrl, token, 'POST', '/automation/events', {
      credentials_id: sender._id,
      prospect_id: prospect._id,
      kind: 'reply',
      text: 'Could you send me the details?',
      at: new Date().toISOString(),
    });

    const page = await openSignedIn(browser(), baseUrl, `/inbox/${prospect._id}?selectedCred=${sender._id}`);
    const chat = page.getByRole('list', { name: 'Messages' });
    await chat.getByText('Could you send me the details?').waitFor({ timeout: 30_000 });
    // A full page load would reset this marker: the check below is on the same document.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const composer = page.getByRole('form', { name: 'Reply' });
    await composer.getByLabel('Message').fill(`Here they are (${stamp}).`);
    await composer.getByRole('button', { name: 'Send' }).click();
    const answer = chat.getByRole('listitem').filter({ hasText: `Here they are (${stamp}).` });
    await answer.waitFor();
    const status = answer.locator('.inbox-message__status');
    await expect.poll(() => status.textContent(), { timeout: 60_000, interval: 250 }).toBe('Sent');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await page.context().close();
  });
});
