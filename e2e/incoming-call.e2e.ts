/**
 * Incoming calls in a real browser, on the sandbox (issue 27): a Scale workspace buys a sandbox
 * number; the panel's "Simulate an incoming call" asks the API to ring it, the API's realtime event
 * rings this browser, the call is answered, connects, is hung up, and is in the call history as an
 * incoming answered call on that number. The number is released at the end.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, launchBrowser, openSignedIn } from './browser';
import { createSandboxSender } from './campaigns';
import { signUpWorkspace, subscribeThroughCheckout } from './sign-up';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

describe('incoming calls on the sandbox', () => {
  it('a simulated call rings the panel; answered, it is in the history as incoming', async () => {
    const owner = await signUpWorkspace(baseUrl, 'Incoming calls');
    await subscribeThroughCheckout(baseUrl, owner.token, 'scale');
    await createSandboxSender(baseUrl, owner.token, `dialer.incoming.${Date.now()}@sandbox.reachly.io`);
    const states = await api<{ id: string; name: string }[]>(
      baseUrl,
      owner.token,
      'GET',
      '/dialer/states?country_code=US&category=local',
    );
    const texas = states.find((state) => state.name === 'Texas');
    const regions = await api<{ id: string; name: string }[]>(
      baseUrl,
      owner.token,
      'GET',
      `/dialer/regions?country_code=US&category=local&state_id=${texas?.id}`,
    );
    const austin = regions.find((region) => region.name === 'Austin');
    // The plan's credits may land a moment after the checkout: buy once they are there.
    let bought: { phones: { id: string; number: string }[] } | undefined;
    await expect
      .poll(
        async () => {
          bought = await api<{ phones: { id: string; number: string }[] }>(
            baseUrl,
            owner.token,
            'POST',
            '/dialer/phones/buy',
            { region_id: austin?.id, count: 1 },
          ).catch(() => undefined);
          return bought !== undefined;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    const phone = bought?.phones[0];
    if (!phone) throw new Error('no number bought');

    try {
      const page = await openSignedIn(browser, baseUrl, '/inbox', {
        email: owner.email,
        password: 'E2e-workspace-2026',
      });
      const button = page.getByRole('button', { name: 'Phone', exact: true });
      await button.waitFor();
      await button.click();
      const panel = page.getByRole('complementary', { name: 'Phone' });
      await panel.getByLabel('Number to call').waitFor();
      await panel.getByText('Simulate an incoming call').click();
      await panel.getByLabel('Caller').fill('+13105550111');
      await panel.getByRole('button', { name: 'Ring', exact: true }).click();
      // The API's incoming_call event reaches this browser over the socket and the panel rings.
      await panel.getByText('Incoming call').first().waitFor({ timeout: 10_000 });
      await panel.getByText('+13105550111').waitFor();
      await panel.getByRole('button', { name: 'Answer' }).click();
      await panel.getByRole('status').filter({ hasText: 'Connected' }).waitFor({ timeout: 10_000 });
      await panel.getByRole('timer').filter({ hasText: '00:01' }).waitFor({ timeout: 10_000 });
      await panel.getByRole('button', { name: 'Hang up' }).click();
      await panel.getByText('Last call: Answered').waitFor();
      const incoming = async () => {
        const history = await api<{
          items: {
            direction: string;
            result: string;
            duration: number;
            prospect_phone_number: string;
            phone_number: string;
          }[];
        }>(baseUrl, owner.token, 'GET', '/dialer/calls');
        return history.items.find((item) => item.prospect_phone_number === '+13105550111');
      };
      await expect.poll(async () => (await incoming())?.result, { timeout: 10_000 }).toBe('answered');
      const call = await incoming();
      expect(call?.direction).toBe('incoming');
      expect(call?.phone_number).toBe(phone.number);
      expect(call?.duration).toBeGreaterThanOrEqual(1);
      await page.context().close();
    } finally {
      await api(baseUrl, owner.token, 'DELETE', `/dialer/phones/${phone.id}`);
    }
  });
});
