/**
 * The dialer browser tests' shared set-up (issue 27): a workspace on the Scale plan (calling) with
 * a sandbox account, sandbox numbers bought once the plan's credits are there, and a member's page
 * with the header's dialer panel open. Used by dialer-panel, incoming-call, call-history, call-timeline,
 * sms-step and sip-panel.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, vi } from 'vitest';
import { api, launchBrowser, openSignedIn } from './browser';
import { createSandboxSender } from './campaigns';
import { signedUpPassword, signUpConfirmed, signUpWorkspace, subscribeThroughCheckout } from './sign-up';

/** Chromium's fake microphone, allowed without asking: the call tests launch the browser with these. */
export const fakeMediaArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/**
 * The test file's Chromium with the fake microphone (browserForFile's, for calls): launched before
 * its tests, closed after them. The getter is for tests and hooks.
 */
export function callBrowserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(fakeMediaArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('callBrowserForFile: the browser is launched in beforeAll');
    return browser;
  };
}

export interface Person {
  token: string;
  spaceId: string;
  email: string;
}

export interface OwnedNumber {
  id: string;
  number: string;
}

/**
 * A new workspace on Scale (the plan with calling), owned by a new user, with a sandbox account of
 * its own, so pages open on the product rather than the first-account flow.
 */
export async function callingWorkspace(baseUrl: string, name: string): Promise<Person> {
  const owner = await signUpWorkspace(baseUrl, name);
  await subscribeThroughCheckout(baseUrl, owner.token, 'scale');
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  await createSandboxSender(baseUrl, owner.token, `${local}.${Date.now()}@sandbox.reachly.io`);
  return owner;
}

/**
 * A new user who joins `owner`'s workspace with its invite code, as a member (no workspace of
 * their own, so the app opens on this one), with a sandbox account of their own.
 */
export async function joinAsMember(baseUrl: string, owner: Person, name: string): Promise<Person> {
  const { token, email } = await signUpConfirmed(baseUrl, name);
  const [invite] = await api<{ code: string }[]>(
    baseUrl,
    owner.token,
    'GET',
    `/space/${owner.spaceId}/code_invites`,
  );
  await api(baseUrl, token, 'POST', '/space/join', { invite_code: invite?.code });
  // An account of their own: a member without one is sent to connect one first.
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  await createSandboxSender(baseUrl, token, `${local}.${Date.now()}@sandbox.reachly.io`);
  return { token, spaceId: owner.spaceId, email };
}

/**
 * A sandbox local number in Austin, TX, bought by `token`'s member (its owner), once the plan's
 * credits have landed (they come with the payment's webhook). vi.waitFor: usable in hooks too.
 */
export async function buyAustinNumber(baseUrl: string, token: string): Promise<OwnedNumber> {
  const states = await api<{ id: string; name: string }[]>(
    baseUrl,
    token,
    'GET',
    '/dialer/states?country_code=US&category=local',
  );
  const texas = states.find((state) => state.name === 'Texas');
  const regions = await api<{ id: string; name: string }[]>(
    baseUrl,
    token,
    'GET',
    `/dialer/regions?country_code=US&category=local&state_id=${texas?.id}`,
  );
  const austin = regions.find((region) => region.name === 'Austin');
  const bought = await vi.waitFor(
    () =>
      api<{ phones: OwnedNumber[] }>(baseUrl, token, 'POST', '/dialer/phones/buy', {
        region_id: austin?.id,
        count: 1,
      }),
    { timeout: 30_000, interval: 500 },
  );
  const [phone] = bought.phones;
  if (!phone) throw new Error('no number bought');
  return phone;
}

/** Releases a number bought for a test (ignoring one already gone). */
export async function releaseNumber(
  baseUrl: string,
  token: string,
  phone: OwnedNumber | undefined,
): Promise<void> {
  if (phone) await api(baseUrl, token, 'DELETE', `/dialer/phones/${phone.id}`).catch(() => undefined);
}

/** `person`'s browser on `path`, signed in. */
export function openAs(browser: Browser, baseUrl: string, person: Person, path = '/inbox'): Promise<Page> {
  return openSignedIn(browser, baseUrl, path, { email: person.email, password: signedUpPassword });
}

/**
 * Opens the dialer side panel from the header's phone button (the dialer remote's Panel, loaded on
 * that first click) and waits for its dial form.
 */
export async function openDialerPanel(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Phone', exact: true });
  await button.waitFor();
  await button.click();
  const panel = page.getByRole('complementary', { name: 'Phone' });
  await panel.getByLabel('Number to call').waitFor();
  return panel;
}

/**
 * A dialer test on a workspace of its own (callingWorkspace `name`) with an Austin number, its owner's
 * page open with the dialer panel: `test` runs with them, then the page is closed; the number is
 * released whatever happens.
 */
export async function withDialerPanel(
  browser: Browser,
  baseUrl: string,
  name: string,
  test: (opened: { owner: Person; phone: OwnedNumber; page: Page; panel: Locator }) => Promise<void>,
): Promise<void> {
  const owner = await callingWorkspace(baseUrl, name);
  const phone = await buyAustinNumber(baseUrl, owner.token);
  try {
    const page = await openAs(browser, baseUrl, owner);
    const panel = await openDialerPanel(page);
    await test({ owner, phone, page, panel });
    await page.context().close();
  } finally {
    await releaseNumber(baseUrl, owner.token, phone);
  }
}
