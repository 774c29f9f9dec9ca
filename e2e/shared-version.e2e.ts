import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, openSignedIn } from './browser';
import { repoRoot } from './server';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/**
 * A copy of the inbox remote built as if its package.json required react ^99 (the factory's
 * FEDERATION_REQUIRED_VERSIONS, tests only), beside the real one: the server hosts everything under
 * dist/remotes/, and the page is pointed at it through its /api/config, so the real inbox and
 * the other tests are untouched.
 */
const folder = 'inbox-incompatible';
const outputDir = path.join(repoRoot, 'dist', 'remotes', folder);

beforeAll(async () => {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: path.join(repoRoot, 'remotes', 'inbox'),
    env: {
      ...process.env,
      BUILD_ID: 'incompatible',
      FEDERATION_REQUIRED_VERSIONS: 'react=^99.0.0',
      REMOTE_OUTPUT_DIR: outputDir,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building ${folder} failed:\n${result.stdout}\n${result.stderr}`);
});
afterAll(async () => {
  rmSync(outputDir, { recursive: true, force: true });
});

describe('a remote built against an incompatible shared version', () => {
  it('shows the error panel in its area instead of running on the page’s React, and the shell keeps working', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/campaigns/my-campaigns');
    await page.locator('[data-workflow-id]').first().waitFor();
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));

    // This page loads the inbox from the incompatible build: the config the server put into the
    // page (api/src/static.ts, issue 25) points it there.
    await page.route(
      (url) => url.pathname === '/campaigns/my-campaigns',
      async (route) => {
        const response = await route.fetch();
        const block = /(<script type="application\/json" id="app-config">)(.*?)(<\/script>)/s;
        const html = (await response.text()).replace(
          block,
          (_, open: string, json: string, close: string) => {
            const config = JSON.parse(json) as { remotes: Record<string, string> };
            config.remotes.inbox = `/remotes/${folder}/mf-manifest.json`;
            return `${open}${JSON.stringify(config)}${close}`;
          },
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.reload();
    await page.locator('[data-workflow-id]').first().waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
    const panel = page.locator('[data-remote-error="inbox"]');
    await panel.waitFor();
    expect(await panel.getByRole('alert').textContent()).toContain('could not be loaded');
    expect(await page.locator('[data-remote="inbox"]').count()).toBe(0);
    // The reason is in the console: the page's react does not satisfy ^99.
    expect(warnings.join('\n')).toMatch(/react.*\^99\.0\.0/);

    // Retry fails the same way (the build is still incompatible) and nothing crashes.
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.locator('[data-remote="inbox"]').count()).toBe(0);

    // The rest of the shell still works: other areas through the sidebar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.locator('[data-remote="billing"]').waitFor();
    await page.context().close();
  });
});
