/**
 * bench: the shell's initial JavaScript (gzipped) against a bare React 19 page built the
 * same way (rspack, production, swc, minified), and each remote's entry + first-page
 * JavaScript. Measured in a real browser: every .js response until the page is usable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { apiSignIn, launchBrowser } from '../e2e/browser';
import { repoRoot, startServer } from '../e2e/server';
import { buildBareReactPage } from './baseline/build';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function buildBaseline(): Promise<number> {
  const outDir = path.join(repoRoot, '.tmp', 'bench-baseline');
  await buildBareReactPage({ path: outDir, clean: true });
  return readdirSync(outDir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
}

/** Gzipped bytes of every JS file the page fetched (optionally only under `prefix`) while `action` ran. */
async function measure(page: Page, action: () => Promise<void>, prefix = ''): Promise<number> {
  const bodies: Promise<number>[] = [];
  const listener = (response: import('playwright-core').Response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && url.pathname.startsWith(prefix) && response.ok()) {
      bodies.push(response.body().then((body) => gzipSync(body).length));
    }
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
}

const remotePages: Record<string, string> = {
  campaigns: '/campaigns/my-campaigns',
  inbox: '/inbox',
  billing: '/billing/overview',
  dialer: '/dialer',
  ai: '/mailboxes/overview',
  // No admin: /admin needs a platform admin (users.is_admin) and no e2e helper can make the bench user one.
};

export async function bundleSizeBench(): Promise<string[]> {
  const lines: string[] = [];
  const baseline = await buildBaseline();
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const anonymous = await browser.newPage();
    const shell = await measure(anonymous, async () => {
      await anonymous.goto(`${server.baseUrl}/auth/sign-in`);
      await anonymous.getByRole('button', { name: 'Sign in' }).waitFor();
    });
    lines.push(
      `bench shell-initial-js: ${kb(shell)} KB gz vs bare-react-19-page ${kb(baseline)} KB gz = ratio ${(shell / baseline).toFixed(2)}`,
    );

    const token = await apiSignIn(server.baseUrl);
    // Each remote page in its own context, so no remote file is served from another page's cache.
    const newContext = () => browser?.newContext() as ReturnType<Browser['newContext']>;
    for (const [name, pagePath] of Object.entries(remotePages)) {
      // A fresh page straight on the area: its remote's entry and first page, nothing cached.
      const context = await newContext();
      await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
      const page = await context.newPage();
      const bytes = await measure(
        page,
        async () => {
          await page.goto(`${server.baseUrl}${pagePath}`);
          await page.locator(`[data-remote="${name}"]`).waitFor();
        },
        `/remotes/${name}/`,
      );
      lines.push(
        `bench remote-${name}-entry-and-first-page-js: ${kb(bytes)} KB gz vs bare-react-19-page ${kb(baseline)} KB gz = ratio ${(bytes / baseline).toFixed(2)}`,
      );
      await context.close();
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  return lines;
}
