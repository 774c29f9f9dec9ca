/**
 * The dialer side panel in a real browser, on the sandbox (issue 27): a Scale workspace with a
 * connected account buys a sandbox number; the header's phone button loads the dialer remote's panel,
 * the number is dialed (local presence picks the caller), the call rings, connects and its mm:ss timer
 * runs; hanging up puts it on top of the recent calls and in the call history with its duration.
 * The number is released at the end.
 */
import { describe, expect, inject, it } from 'vitest';
import { api } from './browser';
import { callBrowserForFile, withDialerPanel } from './dialer-fixture';

const baseUrl = inject('baseUrl');
const browser = callBrowserForFile();

describe('dialer panel', () => {
  it('dials from the header: ringing, connected with the timer, hang up, in the history', async () => {
    await withDialerPanel(browser(), baseUrl, 'Dialer panel', async ({ owner, phone, panel }) => {
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
    });
  });
});
