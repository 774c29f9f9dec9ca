/**
 * The call history, the recordings and their player in a real browser (issue 27, spec
 * ai-telephony §2, §9): a new Scale workspace buys a sandbox number and makes an answered call
 * through the call log API (POST then PUT /dialer/calls), which gives it the sandbox's generated
 * .wav; the dialer page lists the call, Play opens the floating player on the recording, Details
 * opens the 500 px call-info popup with the waveform and a download link; the recordings page
 * lists the call and a filter that matches nothing empties the list.
 */
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile } from './browser';
import { buyAustinNumber, callingWorkspace, openAs } from './dialer-fixture';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('call history and recordings', () => {
  it('lists a call, plays its recording, shows its details with a waveform and a download', async () => {
    // An account of its own too: a workspace without one is sent to connect one first (spec platform §4).
    const owner = await callingWorkspace(baseUrl, 'Call history');
    const phoneId = (await buyAustinNumber(baseUrl, owner.token)).id;
    const call = await api<{ id: string; sandbox: { outcome: string } }>(
      baseUrl,
      owner.token,
      'POST',
      '/dialer/calls',
      {
        phone_id: phoneId,
        to: '(415) 555-0123',
      },
    );
    expect(call.sandbox.outcome).toBe('answered');
    const entry = await api<{ record_url: string }>(baseUrl, owner.token, 'PUT', `/dialer/calls/${call.id}`, {
      result: 'answered',
      duration_seconds: 42,
      disposition: 'Interested',
      note: 'Send the pricing',
    });
    expect(entry.record_url).toBe(`/api/dialer/calls/${call.id}/recording`);

    const page = await openAs(browser(), baseUrl, owner, '/dialer');
    const row = page.getByRole('row').filter({ hasText: '+14155550123' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Answered');
    expect(await row.textContent()).toContain('42 s');
    expect(await row.textContent()).toContain('Interested · Send the pricing');

    await row.getByRole('button', { name: 'Play' }).click();
    const player = page.getByRole('complementary', { name: 'Call recording player' });
    const audio = player.locator('audio');
    await audio.waitFor();
    expect(await audio.getAttribute('src')).toMatch(/^blob:/);
    // The generated recording is a real .wav the browser can decode: it has a duration.
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="recording-audio"]');
      return element !== null && Number.isFinite(element.duration) && element.duration > 0;
    });

    await player.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call details' });
    await dialog.waitFor();
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(500);
    const download = dialog.getByRole('link', { name: 'Download the recording' });
    await download.waitFor();
    expect(await download.getAttribute('download')).toMatch(/^call-\d{4}-\d{2}-\d{2}-14155550123\.wav$/);
    // wavesurfer.js draws the waveform in its own shadow root, once it has decoded the audio.
    await page.waitForFunction(() => {
      const host = document.querySelector('[data-testid="waveform"] > div');
      return Boolean(host?.shadowRoot?.querySelector('canvas'));
    });
    await dialog.getByRole('button', { name: 'Play' }).click();
    await dialog.getByRole('button', { name: 'Pause' }).waitFor();

    await page.goto(`${baseUrl}/integrations/dialer/call-recordings`);
    await page.getByRole('row').filter({ hasText: '+14155550123' }).waitFor();
    await page.getByLabel('Result').selectOption('busy');
    await page.getByText('No call recordings yet').waitFor();
    await page.context().close();
  });
});
