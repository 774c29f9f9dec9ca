import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveCall, CallOutcome } from './call-client';
import { createSandboxClient, SANDBOX_INCOMING_TIMEOUT_MS } from './sandbox-client';

/** ring(from, local, ringMs): the API's rings (issue 27) carry the number called and their ring time. */
function sandbox() {
  return createSandboxClient({ audioContext: () => null, microphone: async () => null });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sandbox client ringing this browser', () => {
  it('knows the number called, and stops ringing (no answer) after the ring time given', () => {
    const client = sandbox();
    const heard: ActiveCall[] = [];
    client.on('incoming', (call) => heard.push(call));
    const call = client.ring('+13105550111', '+14155550100', 25_000);
    const ended: CallOutcome[] = [];
    call.on('ended', (outcome) => ended.push(outcome));
    expect(heard).toEqual([call]);
    expect(call).toMatchObject({ direction: 'incoming', remote: '+13105550111', local: '+14155550100' });
    vi.advanceTimersByTime(24_999);
    expect(call.status).toBe('ringing');
    vi.advanceTimersByTime(1);
    expect(ended).toEqual(['no_answer']);
  });

  it('without a ring time rings for the default, without a local number', () => {
    const call = sandbox().ring('+13105550111');
    expect(call.local).toBeUndefined();
    vi.advanceTimersByTime(SANDBOX_INCOMING_TIMEOUT_MS - 1);
    expect(call.status).toBe('ringing');
    vi.advanceTimersByTime(1);
    expect(call.status).toBe('ended');
  });
});
