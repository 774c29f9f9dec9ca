import { describe, expect, inject, it } from 'vitest';
import { browserForFile } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('the API reference (issue 12)', () => {
  // The browser helper fails the test on any Content Security Policy violation of the page.
  it('opens at /api/docs from the app itself and lists the declared routes from /api/openapi.json', async () => {
    const page = await browser().newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) outside.push(request.url());
    });
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByRole('heading', { name: /Reachly API/ }).waitFor();
    // The tag by its exact name (other tags, such as 'Admin health index', contain the word).
    await page.locator('.opblock-tag[data-tag="Health"]').waitFor();
    // Every operation of the document is listed under its tag: every route of the app, one block each.
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const byTag = new Map<string, number>();
    for (const operations of Object.values(document.paths))
      for (const operation of Object.values(operations)) {
        const tag = operation.tags?.[0] ?? 'default';
        byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
      }
    const total = [...byTag.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThan(190);
    expect(await page.locator('.opblock-tag').count()).toBe(byTag.size);
    let listed = 0;
    for (const [tag, count] of byTag) {
      const section = page.locator('.opblock-tag-section').filter({
        has: page.locator(`.opblock-tag[data-tag="${tag}"]`),
      });
      await section.locator('.opblock-tag').click();
      await expect.poll(() => section.locator('.opblock').count(), { message: tag }).toBe(count);
      listed += count;
      await section.locator('.opblock-tag').click();
    }
    expect(listed).toBe(total);
    await page.locator('.opblock-tag[data-tag="Config"]').click();
    await page.locator('.opblock-summary-path', { hasText: '/config' }).first().waitFor();
    // No CDN: every request of the page stays on the app's origin.
    expect(outside).toEqual([]);
    await page.close();
  });
});
