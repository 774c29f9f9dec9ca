/**
 * The SIP call client's own logic around JsSIP (the real registration and call run against Kamailio
 * in api/src/providers/voice/sip-registration.test.ts and e2e/sip-call.e2e.ts): it renews its
 * credentials before they expire, refuses tokens that are not SIP ones and maps how a call failed
 * to the history's result.
 */
import { EventEmitter } from 'node:events';
import { C, type UA } from 'jssip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialerToken } from './call-client';
import { createSipClient, outcomeOfFailure } from './sip-client';

const issuedAt = new Date('2026-12-03T10:00:00Z');

function sipToken(expiresAt: Date, password = 'pw-1'): DialerToken {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return {
    provider: 'sip',
    carrier: 'sandbox',
    ws_url: 'ws://127.0.0.1:8088',
    domain: 'sip.test',
    sip_user: 'u1',
    uri: 'sip:u1@sip.test',
    username: `${expiry}:u1`,
    password,
    token: password,
    display_name: 'Casey Tester',
    expires_at: expiresAt.toISOString(),
  };
}

/** Stands in for JsSIP's UA: registers on start, records what the client sets. */
class FakeUserAgent extends EventEmitter {
  settings: Record<string, string> = {};
  registers = 0;
  constructor(readonly configuration: Record<string, unknown>) {
    super();
  }
  start() {
    queueMicrotask(() => this.emit('registered', {}));
  }
  set(parameter: string, value: string) {
    this.settings[parameter] = value;
    return true;
  }
  register() {
    this.registers += 1;
  }
  isConnected() {
    return false;
  }
  stop() {}
}

describe('createSipClient', () => {
  let agent: FakeUserAgent | undefined;
  const createUserAgent = (configuration: unknown) => {
    agent = new FakeUserAgent(configuration as Record<string, unknown>);
    return agent as unknown as UA;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: issuedAt });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers with the token, then renews it a minute before it expires', async () => {
    const first = sipToken(new Date(issuedAt.getTime() + 600_000));
    const second = sipToken(new Date(issuedAt.getTime() + 1_140_000), 'pw-2');
    const renewToken = vi.fn(async () => second);
    const client = createSipClient(first, { renewToken, createUserAgent });
    expect(agent?.configuration).toMatchObject({
      uri: 'sip:u1@sip.test',
      authorization_user: first.username,
      password: 'pw-1',
      register: true,
    });
    await client.start();

    await vi.advanceTimersByTimeAsync(539_000);
    expect(renewToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(agent?.settings).toEqual({ authorization_user: second.username, password: 'pw-2' });
    expect(agent?.registers).toBe(1);

    // The next renewal follows the new token's expiry (a minute before 10:19).
    await vi.advanceTimersByTimeAsync(539_000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewToken).toHaveBeenCalledTimes(2);
    await client.stop();
  });

  it('keeps asking when a renewal fails, and reports the error', async () => {
    const first = sipToken(new Date(issuedAt.getTime() + 600_000));
    const renewToken = vi
      .fn<() => Promise<DialerToken>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue(sipToken(new Date(issuedAt.getTime() + 1_200_000), 'pw-3'));
    const client = createSipClient(first, { renewToken, createUserAgent });
    const errors: string[] = [];
    client.on('error', (error) => errors.push(error.message));
    await client.start();
    await vi.advanceTimersByTimeAsync(540_000);
    expect(errors).toEqual(['network down']);
    expect(agent?.registers).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(renewToken).toHaveBeenCalledTimes(2);
    expect(agent?.settings.password).toBe('pw-3');
    expect(agent?.registers).toBe(1);
    await client.stop();
  });

  it('refuses a renewed token for another SIP address', async () => {
    const first = sipToken(new Date(issuedAt.getTime() + 600_000));
    const other = { ...sipToken(new Date(issuedAt.getTime() + 1_200_000)), uri: 'sip:u2@sip.test' };
    const client = createSipClient(first, { renewToken: async () => other, createUserAgent });
    const errors: string[] = [];
    client.on('error', (error) => errors.push(error.message));
    await client.start();
    await vi.advanceTimersByTimeAsync(540_000);
    expect(errors).toEqual(['the renewed SIP token is for another address']);
    expect(agent?.settings).toEqual({});
    await client.stop();
  });

  it('needs a SIP token', () => {
    const sandbox: DialerToken = { ...sipToken(issuedAt), provider: 'sandbox', ws_url: null };
    expect(() => createSipClient(sandbox, { createUserAgent })).toThrow('needs a SIP token');
  });

  it('needs a target URI to call', async () => {
    const client = createSipClient(sipToken(new Date(issuedAt.getTime() + 600_000)), { createUserAgent });
    expect(() =>
      client.call({ from: '+14155550100', to: '+14155550101', targetUri: null, sandbox: null }),
    ).toThrow('target URI');
  });
});

describe('outcomeOfFailure', () => {
  it.each([
    [C.causes.BUSY, 'busy'],
    [C.causes.REJECTED, 'busy'],
    [C.causes.NO_ANSWER, 'no_answer'],
    [C.causes.CANCELED, 'no_answer'],
    [C.causes.UNAVAILABLE, 'no_answer'],
    [C.causes.NOT_FOUND, 'failed'],
    [C.causes.AUTHENTICATION_ERROR, 'failed'],
    [C.causes.USER_DENIED_MEDIA_ACCESS, 'failed'],
  ])('%s -> %s', (cause, outcome) => {
    expect(outcomeOfFailure(cause)).toBe(outcome);
  });
});
