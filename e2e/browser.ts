import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no background network). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it with 'apt-get install -y chromium'`);
  }
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
