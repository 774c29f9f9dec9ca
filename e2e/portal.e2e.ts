import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const portalStyles = (page: Page) =>
  page.evaluate(() => {
    const pick = (selector: string, props: string[]) => {
      const style = getComputedStyle(document.querySelector(selector) as Element);
      return Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
    };
    return {
      body: pick('body', ['font-family', 'color', 'background-color', 'margin-top']),
      title: pick('#portal-title', ['color', 'font-size', 'font-family']),
      text: pick('#portal-text', ['line-height', 'color']),
      button: pick('#portal-button', [
        'background-color',
        'color',
        'border-top-color',
        'border-radius',
        'font-family',
      ]),
    };
  });

describe('the partner portal (single-spa, no shell)', () => {
  it('mounts the inbox and campaigns remotes side by side with API data, themed by the brand prop, without CSS leaks', async () => {
    const token = await apiSignIn(baseUrl);
    // A conversation of the demo workspace for the inbox to show: a reply from a prospect of this run.
    const [sender] = await api<{ _id: string }[]>(baseUrl, token, 'GET', '/credentials/fetch');
    const stamp = Date.now();
    const prospect = await api<{ _id: string }>(baseUrl, token, 'POST', '/profiles', {
      first_name: 'Petra',
      last_name: `Portal${stamp}`,
      profile_url: `https://www.linkedin.com/in/petra-portal-${stamp}`,
    });
    await api(baseUrl, token, 'POST', '/automation/events', {
      credentials_id: sender?._id,
      prospect_id: prospect._id,
      kind: 'reply',
      text: 'Hello from the portal test',
      at: new Date().toISOString(),
    });
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/e2e/portal/?brand=acme`);
    const before = await portalStyles(page);

    await page.goto(`${baseUrl}/e2e/portal/?brand=acme&token=${encodeURIComponent(token)}`);
    const inbox = page.locator('#slot-inbox [data-remote="inbox"]');
    const campaigns = page.locator('#slot-campaigns [data-remote="campaigns"]');
    await inbox.waitFor();
    await campaigns.waitFor();

    // Data from the API in both: the conversation in the inbox, the workflows in campaigns.
    await page.locator('#slot-inbox').getByText(`Petra Portal${stamp}`).waitFor();
    await page.locator('#slot-campaigns [data-workflow-id]').first().waitFor();

    // Themed by the brand prop: acme's primary colour on the remotes' primary buttons.
    expect(await page.locator('#slot-inbox [data-brand]').first().getAttribute('data-brand')).toBe('acme');
    const remoteButton = page
      .locator('#slot-campaigns button.ds-button--primary, #slot-campaigns [role="tab"]')
      .first();
    await remoteButton.waitFor();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.querySelector('#slot-campaigns [data-ds-root]') as Element)
        .getPropertyValue('--ds-primary')
        .trim(),
    );
    expect(primary.toLowerCase()).toBe('#1d4ed8');

    // No leak into the portal: its own elements keep their computed styles.
    expect(await portalStyles(page)).toEqual(before);

    // No leak from the portal into the remotes: its broad `button`, `h1` and body font rules don't win.
    const remoteHeading = await page
      .locator('#slot-campaigns h1')
      .first()
      .evaluate((el) => ({ color: getComputedStyle(el).color, font: getComputedStyle(el).fontFamily }));
    expect(remoteHeading.color).not.toBe('rgb(128, 0, 0)');
    expect(remoteHeading.font).not.toContain('Georgia');
    const tabBackground = await page
      .locator('#slot-campaigns button')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(tabBackground).not.toBe('rgb(255, 99, 71)');

    // Unmount cleanly: both slots empty, single-spa reports NOT_MOUNTED, portal styles intact.
    await page.evaluate(() =>
      (window as unknown as { portal: { setMounted(v: boolean): Promise<void> } }).portal.setMounted(false),
    );
    await page.waitForFunction(
      () =>
        !document.querySelector('#slot-inbox')?.children.length &&
        !document.querySelector('#slot-campaigns')?.children.length,
    );
    const status = await page.evaluate(() =>
      (window as unknown as { portal: { status(): Record<string, string> } }).portal.status(),
    );
    expect(status).toEqual({ inbox: 'NOT_MOUNTED', campaigns: 'NOT_MOUNTED' });
    expect(await portalStyles(page)).toEqual(before);
    await page.close();
  });
});
