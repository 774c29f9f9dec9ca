import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Content-Security-Policy violations seen by any page of a browser launched here (security-headers.ts).
 * Chromium reports each one as a console error ("Refused to load the script ... because it violates
 * the following Content Security Policy directive"), or throws an EvalError for eval; either fails
 * the test it happened in (afterEach below), or the file at browser.close() for one in a hook.
 */
const cspViolations: string[] = [];
const cspMessage = /Content Security Policy|Refused to/i;

function watchForCspViolations(context: BrowserContext): BrowserContext {
  context.on('console', (message) => {
    if (cspMessage.test(message.text()))
      cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    if (cspMessage.test(`${error.name}: ${error.message}`)) {
      cspViolations.push(`${webError.page()?.url() ?? ''}: ${error.name}: ${error.message}`);
    }
  });
  return context;
}

function throwOnCspViolations(): void {
  if (cspViolations.length === 0) return;
  const found = cspViolations.splice(0);
  throw new Error(`Content Security Policy violation${found.length > 1 ? 's' : ''}:\n${found.join('\n')}`);
}

// Registered on the test file that imports this helper. Outside vitest (the bench imports
// launchBrowser) there is no runner to register with, and nothing to fail.
try {
  afterEach(throwOnCspViolations);
} catch {
  // not running under vitest
}

/**
 * Debian's Chromium, with the flags this machine needs (no sandbox as root, no background network),
 * plus `extraArgs` (the call tests add the fake microphone flags).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it with 'apt-get install -y chromium'`);
  }
  const browser = await launchChromium(extraArgs);
  // Every page a test opens is watched, whether through a context or browser.newPage().
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  const close = browser.close.bind(browser);
  browser.newContext = async (options) => watchForCspViolations(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchForCspViolations(page.context());
    return page;
  };
  browser.close = async (options) => {
    await close(options);
    throwOnCspViolations();
  };
  return browser;
}

/**
 * The test file's Chromium: launched before its tests, closed after them (the close also fails the file
 * for a CSP violation seen in a hook). Call once at the top of an e2e file; the getter is for tests and
 * hooks, where the browser exists.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('browserForFile: the browser is launched in beforeAll; read it inside a test or hook');
    return browser;
  };
}

function launchChromium(extraArgs: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const demo = { email: 'demo@reachly.io', password: 'demo-password-2026' };

/** Sign in through the API and return the token (the UI sign-in is covered by its own test). */
export async function apiSignIn(baseUrl: string, credentials = demo): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { ok: boolean; payload: { token: string }; error?: string };
  if (!body.ok) throw new Error(`sign in failed: ${body.error}`);
  return body.payload.token;
}

/** Open the app already signed in (token in local storage, as the sign-in page leaves it). */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  path: string,
  credentials = demo,
): Promise<Page> {
  const token = await apiSignIn(baseUrl, credentials);
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

export async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { ok: boolean; payload: T; error?: string };
  if (!envelope.ok) throw new Error(`${method} ${path}: ${envelope.error}`);
  return envelope.payload;
}

/**
 * Closes the notifications a user would close before using the header or a toolbar under them (the
 * stack sits at the top right, over both): the ones with a close button go at once, the timed ones are
 * waited out.
 */
export async function closeNotifications(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close notification' });
  for (let left = 10; left > 0 && (await close.count()) > 0; left -= 1)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await page
    .locator('.ds-notification')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
}
