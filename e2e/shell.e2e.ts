import { describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, demo, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const port = inject('port');
const browser = browserForFile();

describe('the shell', () => {
  it('renders the sign-in page in the default brand colour (#47e671)', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/campaigns`);
    await page.waitForURL('**/auth/sign-in');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await submit.waitFor();
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(71, 230, 113)');
    expect(await page.locator('[data-brand]').first().getAttribute('data-brand')).toBe('reachly');
    await page.close();
  });

  it('renders the sign-in page in the partner brand on its custom domain', async () => {
    const page = await browser().newPage();
    // *.localhost resolves to loopback in Chromium; acme.localhost is one of the acme brand's domains.
    await page.goto(`http://acme.localhost:${port}/auth/sign-in`);
    const submit = page.getByRole('button', { name: 'Sign in' });
    await submit.waitFor();
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
    await page.close();
  });

  it('signs in through the form and lands on the campaigns page with API data', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/sign-in`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The guard adds selectedCred (the demo's sandbox account) to the query.
    await page.waitForURL(/\/campaigns\/my-campaigns(\?|$)/);
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    const items = page.locator('[data-workflow-id]');
    await items.first().waitFor();
    expect(await items.count()).toBe(8);
    await context.close();
  });

  it('shows a workflow created and then renamed through the API without a reload', async () => {
    const token = await apiSignIn(baseUrl);
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    await page.locator('[data-workflow-id]').first().waitFor();
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    const created = await api<{ _id: string }>(baseUrl, token, 'POST', '/workflows', {
      name: 'Realtime launch',
    });
    await page.getByText('Realtime launch').waitFor({ timeout: 10_000 });
    await api(baseUrl, token, 'PUT', `/workflows/${created._id}/update/async`, {
      name: 'Realtime launch (renamed)',
    });
    await page.getByText('Realtime launch (renamed)').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    await page.context().close();
  });

  it('pages the list 8 at a time and filters by text', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    await page.locator('[data-workflow-id]').first().waitFor();
    const ids = () =>
      page
        .locator('[data-workflow-id]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-workflow-id')));
    const first = await ids();
    expect(first).toHaveLength(8);
    await page.getByRole('button', { name: 'Next' }).click();
    // Other files add campaigns to the shared demo workspace, so page 2 may be full too: it must show
    // at most 8 rows, none of them from page 1.
    await page.waitForFunction((previous) => {
      const rows = [...document.querySelectorAll('[data-workflow-id]')].map((row) =>
        row.getAttribute('data-workflow-id'),
      );
      return rows.length > 0 && rows.length <= 8 && rows.every((id) => !previous.includes(id));
    }, first);
    await page.getByRole('textbox', { name: 'Search campaigns' }).fill('zzz-no-such-campaign');
    await page.getByText('No campaign matches your search').waitFor();
    await page.context().close();
  });

  // issue 11 §6: only the sidebar link was hidden; /admin/... opened for anyone signed in.
  it('sends a signed-in member who is not a platform admin from /admin to campaigns without loading the admin remote', async () => {
    const token = await apiSignIn(baseUrl);
    const context = await browser().newContext();
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const adminRemote: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/admin/')) adminRemote.push(request.url());
    });
    await page.goto(`${baseUrl}/admin/customers`);
    await page.waitForURL(/\/campaigns\/my-campaigns(\?|$)/);
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    expect(adminRemote, adminRemote.join(' ')).toEqual([]);
    await context.close();
  });
});
