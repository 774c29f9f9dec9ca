/**
 * bench: a cold, signed-in page load of each main route (empty cache, a fresh browser context),
 * to its largest contentful paint, against a bare React 19 page (bench/baseline/index.tsx, built
 * like the shell) served by the same server. Median of five loads each. One line per route:
 *
 *   bench page-lcp ROUTE: OURS ms vs bare-react-page BASE ms = ratio R (N requests, session at S ms, data at D ms, code done at C ms)
 *
 * "session" is when GET /api/bootstrap (the session's answer) arrived; "data" is when the page's
 * first data call (an /api request other than the shell's session and config calls) started;
 * "code done" is when the last JavaScript file of the route's remote arrived. The goal of issue 25:
 * the data does not wait for the remote's code, at most 20 requests. Since the page's HTML names
 * the remote's code (api/src/page-preload.ts), that code is usually done first; the data waits only
 * for the session's answer (a page a guard redirects or locks must not ask for its data).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Browser, Page } from 'playwright-core';
import { remoteForPath } from '../core/src/areas';
import { apiSignIn, launchBrowser } from '../e2e/browser';
import { repoRoot, startServer } from '../e2e/server';
import { buildBareReactPage } from './baseline/build';

/** The main pages of issue 25, each a route of a remote. */
const routes: Record<string, string> = {
  campaigns: '/campaigns/my-campaigns',
  inbox: '/inbox',
  templates: '/templates',
  reports: '/reports',
  billing: '/billing/overview',
  dashboard: '/dashboard',
  // The nav's CRM link: the demo workspace has no CRM connected, so the guard sends it to /crm/ (no data).
  crm: '/crm',
  // Where /crm leads once a CRM is connected: the board of the CRM chosen last (the built-in one here).
  'crm-board': '/crm/manage-last',
};

/** The shell's own calls: whatever else the page asks the API for is the page's data. */
const shellCalls =
  /^\/api\/(config|bootstrap|users\/fetch_user|space\/|credentials\/|admin\/|i18n|notifications)/;

/** Loads per route: the median of five holds against one load that meets a busy moment. */
const runs = 5;

/** The median of the loads that measured it (a load without the value is left out). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? (measured[Math.floor(measured.length / 2)] as number) : Number.NaN;
};

/** The bare page, built into `outDir` with an index.html loading it as the shell's is loaded. */
async function buildBaseline(outDir: string): Promise<void> {
  await buildBareReactPage(
    { path: outDir, clean: true, filename: 'main.[contenthash:10].js', publicPath: '/e2e/portal/' },
    [
      new rspack.HtmlRspackPlugin({
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Bare</title></head><body><div id="root"></div></body></html>',
        inject: 'body',
        scriptLoading: 'module',
      }),
    ],
  );
}

/**
 * A DIST_DIR for the bench's server: the production build (linked, not copied) and the bare page
 * in the folder the server serves at /e2e/portal/ (static.ts), so both come from one server.
 */
async function benchDist(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'reachly-page-lcp-'));
  for (const name of ['shell', 'remotes']) {
    symlinkSync(path.join(repoRoot, 'dist', name), path.join(dir, name));
  }
  mkdirSync(path.join(dir, 'e2e-portal'));
  await buildBaseline(path.join(dir, 'e2e-portal'));
  writeFileSync(path.join(dir, 'README'), 'page-lcp bench: a temporary DIST_DIR\n');
  return dir;
}

interface Load {
  lcp: number;
  requests: number;
  dataStart: number | null;
  codeDone: number | null;
  sessionDone: number | null;
}

/** Records every largest-contentful-paint candidate from the first byte of the page. */
function watchLcp() {
  const entries: number[] = [];
  (window as unknown as { __lcp: number[] }).__lcp = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function load(
  browser: Browser,
  url: string,
  token: string | null,
  remote: string | null,
): Promise<Load> {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await context.addInitScript(watchLcp);
  const page: Page = await context.newPage();
  let requests = 0;
  let dataStart: number | null = null;
  let codeDone: number | null = null;
  let sessionDone: number | null = null;
  const t0 = Date.now();
  page.on('request', (request) => {
    requests++;
    const { pathname } = new URL(request.url());
    if (dataStart === null && pathname.startsWith('/api/') && !shellCalls.test(pathname)) {
      dataStart = Date.now() - t0;
    }
  });
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (remote && pathname.startsWith(`/remotes/${remote}/`) && pathname.endsWith('.js')) {
      codeDone = Date.now() - t0;
    }
    if (sessionDone === null && pathname === '/api/bootstrap') sessionDone = Date.now() - t0;
  });
  await page.goto(url);
  // On a busy machine the network can pause for longer than networkidle's half second before the
  // remote has even started: wait for the remote's root first, then for the page to settle.
  if (remote) await page.locator(`[data-remote="${remote}"]`).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(() => {
    const entries = (window as unknown as { __lcp: number[] }).__lcp;
    return entries.length ? Math.max(...entries) : Number.NaN;
  });
  await context.close();
  return { lcp, requests, dataStart, codeDone, sessionDone };
}

export async function pageLcpBench(): Promise<string[]> {
  const dist = await benchDist();
  const server = await startServer({ DIST_DIR: dist }, { startTimeoutMs: 300_000 });
  let browser: Browser | undefined;
  const lines: string[] = [];
  try {
    browser = await launchBrowser();
    const loads = async (url: string, token: string | null, remote: string | null) => {
      const results: Load[] = [];
      // A first load warms the server (its caches, the JIT), as a running server would be.
      await load(browser as Browser, url, token, remote);
      for (let i = 0; i < runs; i++) results.push(await load(browser as Browser, url, token, remote));
      return results;
    };
    const base = median((await loads(`${server.baseUrl}/e2e/portal/`, null, null)).map((r) => r.lcp));
    const token = await apiSignIn(server.baseUrl);
    for (const [route, pagePath] of Object.entries(routes)) {
      const remote = remoteForPath(pagePath);
      const results = await loads(`${server.baseUrl}${pagePath}`, token, remote);
      const ours = median(results.map((r) => r.lcp));
      const requests = median(results.map((r) => r.requests));
      const data = median(results.map((r) => r.dataStart ?? Number.NaN));
      const code = median(results.map((r) => r.codeDone ?? Number.NaN));
      const session = median(results.map((r) => r.sessionDone ?? Number.NaN));
      lines.push(
        `bench page-lcp ${route}: ${ours.toFixed(0)} ms vs bare-react-page ${base.toFixed(0)} ms = ratio ${(ours / base).toFixed(2)} (${requests} requests, session at ${session.toFixed(0)} ms, data at ${data.toFixed(0)} ms, code done at ${code.toFixed(0)} ms)`,
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  }
  return lines;
}

// `tsx bench/page-lcp.bench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await pageLcpBench()) console.log(line);
}
