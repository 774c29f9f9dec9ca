import { describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

// issue 26 item 25: a French page has no English left, the server's seeded plans included.
describe('a French page', () => {
  it('shows the seeded plans, the page title and <html lang> in French', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/pricing');
    await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
    await page.reload();
    await page.getByText('Campagnes illimitées').first().waitFor();
    expect(await page.getByText('Suivi des liens').count()).toBeGreaterThan(0);
    expect(await page.getByText('Unlimited campaigns').count()).toBe(0);
    expect(await page.getByText('Link tracking').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => page.title()).toContain('Forfaits');
    await page.context().close();
  });

  it('shows the pipeline and stages the API seeds in French', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/crm/manage/default');
    await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
    await page.reload();
    await page.getByRole('heading', { name: 'Contacté' }).waitFor();
    for (const stage of ['Qualifié', 'Proposition', 'Gagné'])
      expect(await page.getByRole('heading', { name: stage }).count()).toBe(1);
    for (const stage of ['Contacted', 'Qualified', 'Proposal', 'Won'])
      expect(await page.getByRole('heading', { name: stage, exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the AI labels the API seeds in French, in the shell and in an area', async () => {
    const token = await apiSignIn(baseUrl);
    const [space] = await api<{ _id: string }[]>(baseUrl, token, 'GET', '/users/fetch_spaces');
    const page = await openSignedIn(browser(), baseUrl, `/preferences/workspace/labels/${space?._id}`);
    await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
    await page.reload();
    await page.getByRole('cell', { name: 'absent du bureau', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'pas intéressé', exact: true }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'out of office', exact: true }).count()).toBe(0);
    // The campaigns area's prospect filter lists them too (the sdk's strings, loaded by the remote).
    await page.goto(`${baseUrl}/profiles/my-prospects`);
    await expect.poll(() => page.locator('option', { hasText: 'relancer plus tard' }).count()).toBe(1);
    expect(await page.locator('option', { hasText: 'follow up later' }).count()).toBe(0);
    await page.context().close();
  });
});
