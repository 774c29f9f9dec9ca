import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOutcome, CallStatus, CallTarget } from './call-client';
import {
  createCallClient,
  SIP_CLIENT_UNAVAILABLE,
  TWILIO_CLIENT_UNAVAILABLE,
  unavailableClient,
} from './create-client';
import {
  createSandboxClient,
  SANDBOX_BEEP_MS,
  SANDBOX_CONNECT_MS,
  SANDBOX_INCOMING_TIMEOUT_MS,
} from './sandbox-client';

function target(outcome: NonNullable<CallTarget['sandbox']>['outcome'], ringMs = 2000): CallTarget {
  return { from: '+14155550100', to: '+14155550199', targetUri: null, sandbox: { outcome, ringMs } };
}

/** The client on fake timers, without WebAudio or a microphone (as in jsdom). */
function sandbox() {
  return createSandboxClient({ audioContext: () => null, microphone: async () => null });
}

function follow(call: { on: (e: 'status' | 'ended', l: never) => () => void }) {
  const statuses: CallStatus[] = [];
  const ended: [CallOutcome, number][] = [];
  call.on('status', ((status: CallStatus) => statuses.push(status)) as never);
  call.on('ended', ((outcome: CallOutcome, seconds: number) => ended.push([outcome, seconds])) as never);
  return { statuses, ended };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox CallClient (issue 27 interface A)', () => {
  it('answered: connecting -> ringing for ringMs -> connected; hang up counts from connected', async () => {
    const client = sandbox();
    await client.start();
    const call = client.call(target('answered', 2000));
    const seen = follow(call as never);
    expect(call.status).toBe('connecting');
    vi.advanceTimersByTime(SANDBOX_CONNECT_MS);
    expect(call.status).toBe('ringing');
    vi.advanceTimersByTime(1999);
    expect(call.status).toBe('ringing');
    vi.advanceTimersByTime(1);
    expect(call.status).toBe('connected');
    vi.advanceTimersByTime(7000);
    call.hangup();
    expect(seen.statuses).toEqual(['ringing', 'connected', 'ended']);
    expect(seen.ended).toEqual([['answered', 7]]);
  });

  it('busy ends without ringing; no answer rings out', () => {
    const client = sandbox();
    const busy = client.call(target('busy'));
    const busySeen = follow(busy as never);
    vi.advanceTimersByTime(SANDBOX_CONNECT_MS);
    expect(busySeen.ended).toEqual([['busy', 0]]);
    expect(busySeen.statuses).toEqual(['ended']);

    const unanswered = client.call(target('no_answer', 5000));
    const seen = follow(unanswered as never);
    vi.advanceTimersByTime(SANDBOX_CONNECT_MS + 4999);
    expect(seen.ended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen.statuses).toEqual(['ringing', 'ended']);
    expect(seen.ended).toEqual([['no_answer', 0]]);
  });

  it('voicemail connects, beeps, then ends', () => {
    const client = sandbox();
    const call = client.call(target('voicemail', 1000));
    const seen = follow(call as never);
    vi.advanceTimersByTime(SANDBOX_CONNECT_MS + 1000);
    expect(call.status).toBe('connected');
    vi.advanceTimersByTime(SANDBOX_BEEP_MS);
    expect(seen.ended).toEqual([['voicemail', 1]]);
  });

  it('hanging up while it rings ends it as no answer, and nothing fires later', () => {
    const client = sandbox();
    const call = client.call(target('answered', 3000));
    const seen = follow(call as never);
    vi.advanceTimersByTime(SANDBOX_CONNECT_MS + 100);
    call.hangup();
    vi.advanceTimersByTime(10_000);
    expect(seen.statuses).toEqual(['ringing', 'ended']);
    expect(seen.ended).toEqual([['no_answer', 0]]);
  });

  it('DTMF and mute on a connected call', () => {
    const client = sandbox();
    const call = client.call(target('answered', 0));
    vi.advanceTimersByTime(SANDBOX_CONNECT_MS + 1);
    call.sendDtmf('1');
    call.sendDtmf('x');
    call.setMuted(true);
    expect((call as unknown as { dtmf: string[] }).dtmf).toEqual(['1']);
    expect(call.muted).toBe(true);
  });

  it('the remote audio is a generated tone and the microphone joins once connected', async () => {
    const track = { enabled: true, stop: vi.fn() };
    const microphone = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
    const remote = {} as MediaStream;
    const oscillator = {
      frequency: { value: 0 },
      connect: vi.fn((node) => node),
      start: vi.fn(),
      stop: vi.fn(),
    };
    const gain = { gain: { value: 0 }, connect: vi.fn((node) => node) };
    const destination = { stream: remote };
    const context = {
      createOscillator: () => oscillator,
      createGain: () => gain,
      createMediaStreamDestination: () => destination,
      close: vi.fn(async () => undefined),
    } as unknown as AudioContext;
    const client = createSandboxClient({ audioContext: () => context, microphone: async () => microphone });
    const call = client.call(target('answered', 0));
    vi.advanceTimersByTime(SANDBOX_CONNECT_MS + 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(oscillator.frequency.value).toBe(440);
    expect(call.remoteStream).toBe(remote);
    expect(call.localStream).toBe(microphone);
    call.setMuted(true);
    expect(track.enabled).toBe(false);
    call.hangup();
    // §4: on disconnect the microphone's tracks stop.
    expect(track.stop).toHaveBeenCalled();
    expect(oscillator.stop).toHaveBeenCalled();
  });

  it('rings this browser: answered, or no answer after the timeout', async () => {
    const client = sandbox();
    const incoming: string[] = [];
    client.on('incoming', (call) => incoming.push(call.remote));
    const call = client.ring('+13105550111');
    expect(incoming).toEqual(['+13105550111']);
    expect(call.direction).toBe('incoming');
    await call.answer();
    expect(call.status).toBe('connected');
    const missed = client.ring('+13105550112');
    const seen = follow(missed as never);
    vi.advanceTimersByTime(SANDBOX_INCOMING_TIMEOUT_MS);
    expect(seen.ended).toEqual([['no_answer', 0]]);
  });
});

describe('createCallClient', () => {
  const token = {
    carrier: 'sandbox' as const,
    display_name: 'Jane',
    domain: 'sip.example.com',
    expires_at: '2026-12-03T14:00:00.000Z',
    password: 'p',
    sip_user: 'u1',
    token: 't',
    uri: 'sip:u1@sip.example.com',
    username: '1:u1',
    ws_url: 'wss://sip.example.com/ws',
  };

  it('the sandbox provider gets the sandbox client', async () => {
    const client = await createCallClient({ ...token, provider: 'sandbox' });
    expect(client.provider).toBe('sandbox');
  });

  it('the sip provider gets the JsSIP client, from its own chunk', async () => {
    const client = await createCallClient(
      { ...token, provider: 'sip' },
      { sip: { createUserAgent: () => ({ on: () => undefined }) as never } },
    );
    expect(client.provider).toBe('sip');
  });

  it('a provider whose client is missing reports it and fails its calls', async () => {
    vi.useRealTimers();
    const client = unavailableClient('twilio', TWILIO_CLIENT_UNAVAILABLE);
    const errors: string[] = [];
    client.on('error', (error) => errors.push(error.message));
    await client.start();
    expect(errors).toEqual(['Twilio client not available']);
    const call = client.call(target('answered'));
    const ended = await new Promise<[CallOutcome, number]>((resolve) =>
      call.on('ended', (outcome, seconds) => resolve([outcome, seconds])),
    );
    expect(ended).toEqual(['failed', 0]);
    expect(SIP_CLIENT_UNAVAILABLE).toBe('SIP client not available');
  });
});
