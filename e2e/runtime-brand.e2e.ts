import { describe, expect, inject, it } from 'vitest';
import { browserForFile, demo, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
/** Seeded beside the main demo (api/src/seeds/seed-restricted.ts): a CloseDesk workspace. */
const closedeskDemo = { email: 'demo@closedesk.test', password: demo.password };
const browser = browserForFile();

describe('the brand at run time (issue 14 item 6)', () => {
  it("a CloseDesk workspace on the main host shows CloseDesk's logo, colours and favicon; its sign-in page stays the host's", async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns', closedeskDemo);
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    // One brand object for everything: the theme root, the header's logo and the tab's icon.
    await expect
      .poll(() => page.locator('[data-brand]').first().getAttribute('data-brand'))
      .toBe('closedesk');
    await page.getByRole('img', { name: 'CloseDesk' }).first().waitFor();
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/^data:image\//);
    await page.context().close();

    // Signed out (a fresh context: no token), the same host's sign-in page is the host's brand.
    const signIn = await browser().newPage();
    await signIn.goto(`${baseUrl}/auth/sign-in`);
    await signIn.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await signIn.locator('[data-brand]').first().getAttribute('data-brand')).toBe('reachly');
    await expect.poll(() => signIn.locator('link[rel="icon"]').getAttribute('href')).not.toBe(favicon);
    await signIn.close();
  });
});
