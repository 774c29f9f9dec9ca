import { describe, expect, inject, it } from 'vitest';
import { browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('a remote that fails to load', () => {
  it('shows an error panel in its area while the sidebar and other areas keep working, and Retry recovers', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    await page.locator('[data-workflow-id]').first().waitFor();

    let blocked = true;
    await page.route('**/remotes/inbox/**', (route) => (blocked ? route.abort('failed') : route.continue()));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
    const panel = page.locator('[data-remote-error="inbox"]');
    await panel.waitFor();
    expect(await panel.getByRole('alert').textContent()).toContain('could not be loaded');

    // The rest of the shell still works: another area through the sidebar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.locator('[data-remote="billing"]').waitFor();

    // Back to the broken area; once the remote is reachable again, Retry loads it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
    await panel.waitFor();
    blocked = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-remote="inbox"]').waitFor();
    expect(await page.locator('[data-remote-error="inbox"]').count()).toBe(0);
    await page.context().close();
  });

  it('keeps the shell up when only a chunk of the remote fails', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    await page.locator('[data-workflow-id]').first().waitFor();
    let blocked = true;
    // The manifest and remoteEntry load; the exposed module's chunks do not.
    await page.route(/\/remotes\/dialer\/(?!mf-manifest\.json|remoteEntry\.js).+\.js$/, (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns' }).click();
    await page.goto(`${baseUrl}/dialer`);
    await page.locator('[data-remote-error="dialer"]').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-remote="dialer"]').waitFor();
    await page.context().close();
  });
});
