import { describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('preferences', () => {
  it('switches the theme to dark and the language to German, and both persist after a reload', async () => {
    const space = await api<{ _id: string }>(baseUrl, await apiSignIn(baseUrl), 'GET', '/space/info');
    const page = await openSignedIn(browser(), baseUrl, `/preferences/workspace/appearance/${space._id}`);
    const themeOf = () => page.locator('#root [data-brand]').first().getAttribute('data-theme');

    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect.poll(themeOf).toBe('dark');

    await page.goto(`${baseUrl}/preferences/user/language`);
    await page.getByLabel('Interface language').selectOption('de');
    // platform §1: the language is stored locally and the page reloads on change.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save' }).click()]);

    await page.goto(`${baseUrl}/campaigns/my-campaigns`);
    await page.getByRole('heading', { name: 'Meine Kampagnen' }).waitFor();
    expect(await themeOf()).toBe('dark');

    await page.reload();
    await page.getByRole('heading', { name: 'Meine Kampagnen' }).waitFor();
    expect(await themeOf()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    await page.context().close();
  });
});
