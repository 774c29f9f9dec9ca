import { describe, expect, inject, it } from 'vitest';
import { browserForFile, openSignedIn } from './browser';
import { lastMail, linkIn } from './outbox';
import { submitSignUpForm } from './sign-up';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** Issue 26 item 26: what a new user sees first, in the browser (layout and timing jsdom cannot show). */
describe('the first pages a new user sees', () => {
  it('the activation link says "Confirming your email…" at once and calls nothing signed-in before the answer', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const email = `first.page.${Date.now()}@example.test`;
    await page.goto(`${baseUrl}/auth/sign-up`);
    await submitSignUpForm(page, {
      firstName: 'Fay',
      lastName: 'First',
      email,
      password: 'Lantern-harbour-42',
    });
    await page.waitForURL(/\/auth\/activate-email/);
    const activation = await lastMail(baseUrl, email, 'activation');

    // The link opens in a new tab, as from a mail client; the check is held until the words are
    // seen, so what shows is what a slow answer shows.
    const tab = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/api/auth/check_activation_code**', async (route) => {
      await held;
      await route.continue();
    });
    const calls: string[] = [];
    tab.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(path);
    });
    await tab.goto(linkIn(baseUrl, activation.text, '/auth/activate-email'), { waitUntil: 'commit' });
    await tab.getByRole('heading', { name: 'Confirming your email…' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => tab.title()).toBe('Confirming your email… · Reachly');
    expect(
      calls.filter((path) => path !== '/api/config' && path !== '/api/auth/check_activation_code'),
    ).toEqual([]);
    release();
    await tab.getByText('Your email was successfully confirmed').waitFor();
    await context.close();
  });

  it("the first page's toast sits below the header, not over it", async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    // A first visit in this browser shows the one-time feature request notice.
    const toast = page.locator('.ds-notification').first();
    await toast.waitFor({ timeout: 30_000 });
    const header = await page.locator('.shell-header').boundingBox();
    const box = await toast.boundingBox();
    expect(header).not.toBeNull();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.context().close();
  });

  it('titles every page "<Page> · <brand name>": an area\'s page and a shell page', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor({ timeout: 30_000 });
    // "(N) " ahead is the unread replies' count (shell layouts/page-title.ts), which other files change.
    const unread = String.raw`^(?:\(\d+\) )?`;
    await expect.poll(() => page.title()).toMatch(new RegExp(`${unread}My Campaigns · Reachly$`));
    await page.goto(`${baseUrl}/preferences/user/password`);
    const heading = page.locator('h1').first();
    await heading.waitFor({ timeout: 30_000 });
    const name = (await heading.textContent())?.trim();
    await expect.poll(() => page.title()).toMatch(new RegExp(`${unread}${name} · Reachly$`));
    expect(name).not.toBe('Sign in');
    await page.context().close();
  });
});
