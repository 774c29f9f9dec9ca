/**
 * The dialer side panel in a real browser, on the sandbox (issue 27): a Scale workspace with a
 * connected account buys a sandbox number; the header's phone button loads the dialer remote's panel,
 * the number is dialed (local presence picks the caller), the call rings, connects and its mm:ss timer
 * runs; hanging up puts it on top of the recent calls and in the call history with its duration.
 * The number is released at the end.
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

describe('dialer panel', () => {
  it('dials from the header: ringing, connected with the timer, hang up, in the history', async () => {
    const owner = await signUpWorkspace(baseUrl, 'Dialer panel');
    await subscribeThroughCheckout(baseUrl, owner.token, 'scale');
    await createSandboxSender(baseUrl, owner.token, `dialer.panel.${Date.now()}@sandbox.reachly.io`);
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
      await panel.getByText('Sandbox: calls are simulated, nobody is really called.').waitFor();
      await panel.getByLabel('Number to call').fill('(415) 555-0123');
      expect(await panel.getByLabel('Number to call').inputValue()).toBe('4155550123');
      // Local presence: the only number, in the same country.
      expect(await panel.getByLabel('Call from').inputValue()).toBe(phone.id);
      await panel.getByRole('button', { name: 'Call', exact: true }).click();

      const status = panel.getByRole('status');
      await panel.getByText('+14155550123').waitFor();
      await status.filter({ hasText: 'Ringing…' }).waitFor();
      await status.filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
      const timer = panel.getByRole('timer');
      await timer.filter({ hasText: '00:02' }).waitFor({ timeout: 10_000 });
      await panel.getByRole('button', { name: 'Mute' }).click();
      expect(await panel.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
      await panel.getByRole('button', { name: 'Hang up' }).click();

      const recent = panel.getByRole('region', { name: 'Recent calls' });
      await recent.getByText('just now').waitFor();
      await panel.getByText('Last call: Answered').waitFor();
      const history = await api<{
        items: { id: string; result: string; duration: number; prospect_phone_number: string }[];
      }>(baseUrl, owner.token, 'GET', '/dialer/calls');
      const call = history.items.find((item) => item.prospect_phone_number === '+14155550123');
      expect(call?.result).toBe('answered');
      expect(call?.duration).toBeGreaterThanOrEqual(2);
      // The browser's own recording (WebAudio mix into MediaRecorder) replaced the sandbox's .wav.
      const recordingType = async () => {
        const response = await fetch(`${baseUrl}/api/dialer/calls/${call?.id}/recording`, {
          headers: { Authorization: `Bearer ${owner.token}` },
        });
        await response.arrayBuffer();
        return response.headers.get('content-type') ?? '';
      };
      await expect.poll(recordingType, { timeout: 10_000 }).toMatch(/^audio\/webm/);
      await page.context().close();
    } finally {
      await api(baseUrl, owner.token, 'DELETE', `/dialer/phones/${phone.id}`);
    }
  });
});
