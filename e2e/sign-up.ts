import type { Browser, Page } from 'playwright-core';
import { vi } from 'vitest';
import { api, openSignedIn } from './browser';
import { createSandboxSender, type SandboxSender } from './campaigns';
import { lastMail, linkIn } from './outbox';

/** The password of every person signUpConfirmed signs up. */
export const signedUpPassword = 'E2e-workspace-2026';

/**
 * POST /auth/sign_up from a random documentation address (X-Forwarded-For, which the shared e2e
 * server trusts): sign-ups are limited to 20 an hour per address, and a whole run signs up more
 * people than that. A server that does not trust the header counts 127.0.0.1 as before.
 */
async function signUpFromOwnAddress(baseUrl: string, body: Record<string, unknown>) {
  const address = `203.0.113.${Math.floor(Math.random() * 254) + 1}`;
  const response = await fetch(`${baseUrl}/api/auth/sign_up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { ok: boolean; payload: { token: string }; error?: string };
  if (!envelope.ok) throw new Error(`POST /auth/sign_up: ${envelope.error}`);
  return envelope.payload;
}

/**
 * A new user with a confirmed email and no workspace yet, through the API as the sign-up pages call
 * it (sign up, the activation link from the outbox); `name` makes the email's local part.
 */
export async function signUpConfirmed(
  baseUrl: string,
  name: string,
): Promise<{ token: string; email: string }> {
  const local =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'user';
  const email = `${local}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.example.test`;
  const { token } = await signUpFromOwnAddress(baseUrl, {
    email,
    password: signedUpPassword,
    first_name: 'Casey',
    last_name: 'Tester',
    phone: '+1 415 555 0100',
    country: 'US',
    terms_accepted: true,
    privacy_accepted: true,
  });
  const activation = await lastMail(baseUrl, email, 'activation');
  const code = new URL(linkIn(baseUrl, activation.text, '/auth/activate-email')).searchParams.get(
    'activation_code',
  );
  await api(baseUrl, '', 'GET', `/auth/check_activation_code?activation_code=${code}`);
  return { token, email };
}

/**
 * A new user with a confirmed email and a workspace of their own (signUpConfirmed, then the
 * workspace created). New workspaces start on the free tier.
 */
export async function signUpWorkspace(
  baseUrl: string,
  name: string,
): Promise<{ token: string; spaceId: string; email: string }> {
  const { token, email } = await signUpConfirmed(baseUrl, name);
  const space = await api<{ _id?: string; id?: string }>(baseUrl, token, 'POST', '/space/create', { name });
  return { token, spaceId: space._id ?? space.id ?? '', email };
}

/** Who fills the sign-up page; the country (Germany) and phone are the same for every test person. */
export interface SignUpPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the sign-up page already open in `page` as a person would, accepts the terms and submits. */
export async function submitSignUpForm(page: Page, person: SignUpPerson): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.locator('input[name="terms"]').check();
  await page.locator('input[name="privacy"]').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Opens the activation link of the last activation email to `email` and waits for the confirmation. */
export async function confirmEmailFromOutbox(page: Page, baseUrl: string, email: string): Promise<void> {
  const activation = await lastMail(baseUrl, email, 'activation');
  await page.goto(linkIn(baseUrl, activation.text, '/auth/activate-email'));
  await page.getByText('Your email was successfully confirmed').waitFor();
}

interface PricesPayload {
  plans: { tier: string; prices: { _id: string; interval: string; currency: string }[] }[];
}

/**
 * Puts a workspace on `tier` as its owner would: the plan's monthly USD price through Checkout,
 * the hosted checkout form posted with Stripe's 4242 test card (what the browser sends; the
 * browser itself is billing.e2e.ts's walk), then waits for the webhook to make it paid.
 */
export async function subscribeThroughCheckout(baseUrl: string, token: string, tier: string): Promise<void> {
  const prices = await api<PricesPayload>(baseUrl, token, 'GET', '/billing/prices?currency=USD');
  const price = prices.plans
    .find((plan) => plan.tier === tier)
    ?.prices.find((item) => item.interval === 'monthly' && item.currency === 'USD');
  if (!price) throw new Error(`no monthly USD price for ${tier}`);
  const { url } = await api<{ url: string }>(
    baseUrl,
    token,
    'GET',
    `/billing/checkout?price_id=${price._id}`,
  );
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'owner@e2e.example.test',
      cardholder: 'Casey Card',
      cardnumber: '4242 4242 4242 4242',
      exp: '12 / 34',
      cvc: '123',
    }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}: ${await paid.text()}`);
  // The webhook lands within moments (vi.waitFor: usable in beforeAll too, unlike expect.poll).
  await vi.waitFor(
    async () => {
      const account = await api<{ tier: string; is_paid: boolean }>(baseUrl, token, 'GET', '/space/info');
      if (!account.is_paid || account.tier !== tier) throw new Error(`the workspace is not on ${tier} yet`);
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** The workspace's credits to spend, as /space/info counts them (credits_usage, default type). */
export async function availableCredits(baseUrl: string, token: string): Promise<number> {
  const info = await api<{ credits_usage: { available_by_type: { default: number } } }>(
    baseUrl,
    token,
    'GET',
    '/space/info',
  );
  return info.credits_usage.available_by_type.default;
}

/** Waits for the workspace's credit balance to reach `atLeast` (a paid plan's monthly credits come in with its invoice). */
export async function waitForCredits(baseUrl: string, token: string, atLeast: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { balance } = await api<{ balance: number }>(baseUrl, token, 'GET', '/billing/credits');
      if (balance < atLeast) throw new Error(`${balance} credits, waiting for ${atLeast}`);
    },
    { timeout: 60_000, interval: 500 },
  );
}

/**
 * A new workspace (signUpWorkspace) on the paid `tier`, once at least `credits` of its plan's monthly
 * credits are in, with a sandbox account `senderEmail` connected: the owner of the AI browser tests.
 */
export async function signUpPaidWithSender(
  baseUrl: string,
  name: string,
  plan: { tier: string; credits: number; senderEmail: string },
): Promise<{ owner: { token: string; spaceId: string; email: string }; sender: SandboxSender }> {
  const owner = await signUpWorkspace(baseUrl, name);
  await subscribeThroughCheckout(baseUrl, owner.token, plan.tier);
  await waitForCredits(baseUrl, owner.token, plan.credits);
  const sender = await createSandboxSender(baseUrl, owner.token, plan.senderEmail);
  return { owner, sender };
}

/** `path` open in a new browser context, signed in as a person signUpConfirmed signed up. */
export function openSignedUp(browser: Browser, baseUrl: string, path: string, email: string): Promise<Page> {
  return openSignedIn(browser, baseUrl, path, { email, password: signedUpPassword });
}
