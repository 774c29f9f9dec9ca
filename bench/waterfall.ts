/**
 * The waterfall of one cold, signed-in page load: every request (start, end, encoded size, the order
 * it was asked in and what asked for it) and the largest-contentful-paint candidates (tag, text or
 * src, time), in Chromium against a built server on a fresh database, as `bench/page-lcp.bench.ts`
 * loads a page. For finding the chain behind a late paint:
 *
 *   npx tsx bench/waterfall.ts /templates [/inbox ...]     (after `npm run build`)
 *
 * Set BASE_URL (and TOKEN) to use a running server instead of starting one. Times are ms from the
 * navigation's start; the second load of each path is printed (the first warms the server).
 */
import type { Browser, Request } from 'playwright-core';
import { apiSignIn, launchBrowser } from '../e2e/browser';
import { startServer } from '../e2e/server';

interface Row {
  order: number;
  url: string;
  type: string;
  start: number;
  end: number | null;
  bytes: number | null;
  initiator: string;
  failed: boolean;
  status: number | null;
}

interface Paint {
  time: number;
  tag: string;
  what: string;
  size: number;
}

/** Keeps every LCP candidate with its element, from the first byte of the page. */
function watchLcp() {
  const paints: { time: number; tag: string; what: string; size: number }[] = [];
  (window as unknown as { __paints: typeof paints }).__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element: Element | null;
      url: string;
      size: number;
    })[]) {
      const element = entry.element;
      const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      paints.push({
        time: entry.startTime,
        tag: element
          ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
          : '(removed)',
        what: entry.url || text,
        size: entry.size,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Main-thread tasks over 50 ms: parsing and running code, rendering.
  const tasks: { time: number; what: string }[] = [];
  (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push({ time: entry.startTime, what: `long task ${entry.duration.toFixed(0)} ms` });
    }
  }).observe({ type: 'longtask', buffered: true });
  // When the page's parts first appear in the DOM (a spinner, the remote's root, its heading...).
  const marks: { time: number; what: string }[] = [];
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  const watched = ['[data-remote]', '.ds-spinner', 'h1', '.ds-empty-state', 'table', '[role="alert"]'];
  const seen = new Set<string>();
  new MutationObserver(() => {
    for (const selector of watched) {
      const present = document.querySelector(selector) !== null;
      const key = `${selector}:${present}`;
      if (present && !seen.has(key)) {
        seen.add(key);
        seen.delete(`${selector}:false`);
        marks.push({ time: performance.now(), what: `${selector} appears` });
      } else if (!present && seen.has(`${selector}:true`) && !seen.has(key)) {
        seen.add(key);
        seen.delete(`${selector}:true`);
        marks.push({ time: performance.now(), what: `${selector} gone` });
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const short = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);

async function waterfall(browser: Browser, baseUrl: string, token: string, pagePath: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await context.addInitScript(watchLcp);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const rows = new Map<string, Row>();
  const byRequest = new Map<Request, Row>();
  let t0 = 0;
  let order = 0;
  // The initiator (parser, script with its URL, preload) comes from the DevTools protocol.
  const initiators = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const init = event.initiator;
    const frame = init.stack?.callFrames?.[0]?.url ?? init.url ?? '';
    initiators.set(event.request.url, `${init.type}${frame ? ` ${short(frame, baseUrl)}` : ''}`);
  });
  page.on('request', (request) => {
    const row: Row = {
      order: order++,
      url: short(request.url(), baseUrl),
      type: request.resourceType(),
      start: Date.now() - t0,
      end: null,
      bytes: null,
      initiator: '',
      failed: false,
      status: null,
    };
    byRequest.set(request, row);
    rows.set(`${row.order}`, row);
  });
  const finish = async (request: Request, failed: boolean) => {
    const row = byRequest.get(request);
    if (!row) return;
    row.end = Date.now() - t0;
    row.failed = failed;
    row.initiator = initiators.get(request.url()) ?? '';
    row.status = (await request.response().catch(() => null))?.status() ?? null;
    try {
      row.bytes = (await request.sizes()).responseBodySize;
    } catch {
      row.bytes = null;
    }
  };
  page.on('requestfinished', (request) => void finish(request, false));
  page.on('requestfailed', (request) => void finish(request, true));
  t0 = Date.now();
  await page.goto(`${baseUrl}${pagePath}`);
  await page.waitForLoadState('networkidle');
  const { paints, marks } = await page.evaluate(() => {
    const w = window as unknown as { __paints: Paint[]; __marks: { time: number; what: string }[] };
    const tasks = (window as unknown as { __tasks: { time: number; what: string }[] }).__tasks;
    return { paints: w.__paints, marks: [...w.__marks, ...tasks].sort((a, b) => a.time - b.time) };
  });
  await context.close();
  return { rows: [...rows.values()], paints, marks };
}

function print(pagePath: string, result: Awaited<ReturnType<typeof waterfall>>) {
  console.log(`\n== ${pagePath}: ${result.rows.length} requests`);
  console.log('  #  start    end   dur     bytes status type        url  <- initiator');
  for (const row of result.rows) {
    const dur = row.end === null ? '' : String(row.end - row.start);
    console.log(
      `${String(row.order).padStart(3)} ${String(row.start).padStart(6)} ${String(row.end ?? '-').padStart(6)} ${dur.padStart(5)} ${String(row.bytes ?? '-').padStart(9)} ${String(row.status ?? '-').padStart(6)} ${row.type.padEnd(10)}  ${row.url.slice(0, 90)}${row.failed ? ' FAILED' : ''}  <- ${row.initiator.slice(0, 70)}`,
    );
  }
  console.log('  DOM and long tasks:');
  for (const mark of result.marks) console.log(`   ${mark.time.toFixed(0).padStart(6)} ms  ${mark.what}`);
  console.log('  largest-contentful-paint candidates:');
  for (const paint of result.paints) {
    console.log(
      `   ${paint.time.toFixed(0).padStart(6)} ms  ${paint.tag.padEnd(24)} size ${String(paint.size).padStart(7)}  ${paint.what.slice(0, 80)}`,
    );
  }
}

const paths = process.argv.slice(2);
if (!paths.length) {
  console.error('usage: npx tsx bench/waterfall.ts /path [/path ...]');
  process.exit(2);
}
const server = process.env.BASE_URL ? null : await startServer({}, { startTimeoutMs: 300_000 });
const baseUrl = process.env.BASE_URL ?? (server as NonNullable<typeof server>).baseUrl;
const browser = await launchBrowser();
try {
  const token = process.env.TOKEN ?? (await apiSignIn(baseUrl));
  for (const pagePath of paths) {
    await waterfall(browser, baseUrl, token, pagePath);
    print(pagePath, await waterfall(browser, baseUrl, token, pagePath));
  }
} finally {
  await browser.close();
  await server?.stop();
}
