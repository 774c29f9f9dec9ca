/**
 * Incoming calls in a real browser, on the sandbox (issue 27): a Scale workspace buys a sandbox
 * number; the panel's "Simulate an incoming call" asks the API to ring it, the API's realtime event
 * rings this browser, the call is answered, connects, is hung up, and is in the call history as an
 * incoming answered call on that number. The number is released at the end.
 */
import { describe, expect, inject, it } from 'vitest';
import { api } from './browser';
import { callBrowserForFile, withDialerPanel } from './dialer-fixture';

const baseUrl = inject('baseUrl');
const browser = callBrowserForFile();

describe('incoming calls on the sandbox', () => {
  it('a simulated call rings the panel; answered, it is in the history as incoming', async () => {
    await withDialerPanel(browser(), baseUrl, 'Incoming calls', async ({ owner, phone, panel }) => {
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
    });
  });
});
