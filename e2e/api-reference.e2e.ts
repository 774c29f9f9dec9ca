import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API reference (issue 12)', () => {
  // The browser helper fails the test on any Content Security Policy violation of the page.
  it('opens at /api/docs from the app itself and lists the declared routes from /api/openapi.json', async () => {
    const page = await browser.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) outside.push(request.url());
    });
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByRole('heading', { name: /Reachly API/ }).waitFor();
    await page.locator('.opblock-tag', { hasText: 'Health' }).waitFor();
    await page.locator('.opblock-tag', { hasText: 'Config' }).click();
    await page.locator('.opblock-summary-path', { hasText: '/config' }).waitFor();
    // No CDN: every request of the page stays on the app's origin.
    expect(outside).toEqual([]);
    await page.close();
  });
});
