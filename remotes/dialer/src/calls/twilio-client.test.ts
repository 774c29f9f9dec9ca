/**
 * The Twilio call client against a fake Device that emits the Voice SDK's events (issue 27): it
 * registers with the token, renews it when the Device says it will expire, places calls through
 * the TwiML app with To and From, maps how calls end to the history's result and answers, declines,
 * sends DTMF and mutes through the SDK's Call.
 */
import { EventEmitter } from 'node:events';
import type { Device } from '@twilio/voice-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveCall, CallOutcome, CallStatus, CallTarget, DialerToken } from './call-client';
import { createCallClient } from './create-client';
import { createTwilioClient, outcomeOfTwilioError } from './twilio-client';

function twilioToken(value = 'jwt-1'): DialerToken {
  return {
    provider: 'twilio',
    carrier: 'twilio',
    ws_url: null,
    domain: null,
    sip_user: 'u1',
    uri: null,
    username: 'u1',
    password: null,
    token: value,
    display_name: 'Casey Tester',
    expires_at: '2026-12-03T11:00:00.000Z',
  };
}

const target: CallTarget = { from: '+14155550100', to: '+14155550199', targetUri: null, sandbox: null };

/** Stands in for the SDK's Call: records what the client does, emits what the tests say. */
class FakeCall extends EventEmitter {
  state = 'pending';
  digits: string[] = [];
  mutes: boolean[] = [];
  accepted = 0;
  rejected = 0;
  disconnected = 0;
  readonly remote = { id: 'remote-stream' } as unknown as MediaStream;
  readonly local = { id: 'local-stream' } as unknown as MediaStream;
  constructor(readonly parameters: Record<string, string> = {}) {
    super();
  }
  status() {
    return this.state;
  }
  accept() {
    this.accepted += 1;
  }
  reject() {
    this.rejected += 1;
    this.state = 'closed';
    this.emit('reject');
  }
  disconnect() {
    this.disconnected += 1;
    this.state = 'closed';
    this.emit('disconnect', this);
  }
  sendDigits(digits: string) {
    this.digits.push(digits);
  }
  mute(shouldMute = true) {
    this.mutes.push(shouldMute);
  }
  getRemoteStream() {
    return this.remote;
  }
  getLocalStream() {
    return this.local;
  }
}

/** Stands in for the SDK's Device: the client gets this class through its `Device` option. */
class FakeDevice extends EventEmitter {
  static last: FakeDevice | undefined;
  tokens: string[];
  connects: unknown[] = [];
  nextCall = new FakeCall();
  destroyed = false;
  constructor(
    token: string,
    readonly options: Record<string, unknown>,
  ) {
    super();
    this.tokens = [token];
    FakeDevice.last = this;
  }
  async register() {
    this.emit('registered');
  }
  updateToken(token: string) {
    this.tokens.push(token);
  }
  async connect(options: unknown) {
    this.connects.push(options);
    return this.nextCall;
  }
  destroy() {
    this.destroyed = true;
    this.emit('unregistered');
  }
}

const DeviceClass = FakeDevice as unknown as typeof Device;

function device(): FakeDevice {
  if (!FakeDevice.last) throw new Error('no Device was built');
  return FakeDevice.last;
}

function watch(call: ActiveCall) {
  const statuses: CallStatus[] = [];
  const ended: [CallOutcome, number][] = [];
  call.on('status', (status) => statuses.push(status));
  call.on('ended', (outcome, seconds) => ended.push([outcome, seconds]));
  return { statuses, ended };
}

/** Lets device.connect()'s promise hand its Call to the client. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createTwilioClient', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z') });
    FakeDevice.last = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('registers a Device with the access token and reports it', async () => {
    const client = createTwilioClient(twilioToken('jwt-1'), { Device: DeviceClass });
    const registered: boolean[] = [];
    client.on('registered', (value) => registered.push(value));
    await client.start();
    expect(client.provider).toBe('twilio');
    expect(device().tokens).toEqual(['jwt-1']);
    expect(device().options).toMatchObject({
      enableImprovedSignalingErrorPrecision: true,
      tokenRefreshMs: 60_000,
    });
    expect(registered).toEqual([true]);
    await client.stop();
    expect(device().destroyed).toBe(true);
    expect(registered).toEqual([true, false]);
  });

  it('refuses a token that is not a Twilio one', () => {
    expect(() => createTwilioClient({ ...twilioToken(), provider: 'sip' }, { Device: DeviceClass })).toThrow(
      /needs a Twilio token/,
    );
  });

  it('renews the token through renewToken when the Device says it will expire', async () => {
    const renewToken = vi.fn(async () => twilioToken('jwt-2'));
    const client = createTwilioClient(twilioToken('jwt-1'), {
      Device: DeviceClass,
      renewToken,
      renewBeforeMs: 30_000,
    });
    await client.start();
    expect(device().options.tokenRefreshMs).toBe(30_000);
    device().emit('tokenWillExpire', device());
    await settle();
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(device().tokens).toEqual(['jwt-1', 'jwt-2']);
  });

  it('reports a renewal that fails and keeps the old token', async () => {
    const client = createTwilioClient(twilioToken('jwt-1'), {
      Device: DeviceClass,
      renewToken: async () => {
        throw new Error('offline');
      },
    });
    const errors: string[] = [];
    client.on('error', (error) => errors.push(error.message));
    await client.start();
    device().emit('tokenWillExpire', device());
    await settle();
    expect(errors).toEqual(['offline']);
    expect(device().tokens).toEqual(['jwt-1']);
  });

  it('places a call with To and From, rings, connects and ends with its duration', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    await client.start();
    const call = client.call(target);
    const seen = watch(call);
    expect(call.direction).toBe('outgoing');
    expect(call.remote).toBe('+14155550199');
    expect(call.status).toBe('connecting');
    await settle();
    expect(device().connects).toEqual([
      {
        params: { To: '+14155550199', From: '+14155550100', CallerId: '+14155550100' },
        rtcConstraints: { audio: true },
      },
    ]);
    const sdkCall = device().nextCall;
    sdkCall.emit('ringing', false);
    expect(call.status).toBe('ringing');
    expect(call.remoteStream).toBeNull();
    sdkCall.emit('accept', sdkCall);
    expect(call.status).toBe('connected');
    expect(call.remoteStream).toBe(sdkCall.remote);
    expect(call.localStream).toBe(sdkCall.local);
    await vi.advanceTimersByTimeAsync(95_400);
    call.hangup();
    expect(sdkCall.disconnected).toBe(1);
    expect(seen.statuses).toEqual(['ringing', 'connected', 'ended']);
    expect(seen.ended).toEqual([['answered', 95]]);
  });

  it('ends once when the remote side hangs up after connecting', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const call = client.call(target);
    const seen = watch(call);
    await settle();
    const sdkCall = device().nextCall;
    sdkCall.emit('accept', sdkCall);
    await vi.advanceTimersByTimeAsync(12_000);
    sdkCall.emit('disconnect', sdkCall);
    sdkCall.emit('disconnect', sdkCall);
    expect(seen.ended).toEqual([['answered', 12]]);
  });

  it.each([
    [31486, 'busy'],
    [31603, 'busy'],
    [31480, 'no_answer'],
    [31404, 'failed'],
    [31005, 'failed'],
  ] as const)('a call refused with error %i before it connected ends as %s', async (code, outcome) => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const call = client.call(target);
    const seen = watch(call);
    await settle();
    const sdkCall = device().nextCall;
    sdkCall.emit('ringing', false);
    sdkCall.emit('error', { code, message: 'refused' });
    expect(seen.ended).toEqual([]);
    sdkCall.state = 'closed';
    sdkCall.emit('disconnect', sdkCall);
    expect(seen.ended).toEqual([[outcome, 0]]);
  });

  it('a call that rings and drops without an error was not answered', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const call = client.call(target);
    const seen = watch(call);
    await settle();
    device().nextCall.emit('ringing', false);
    await vi.advanceTimersByTimeAsync(30_000);
    device().nextCall.emit('disconnect', device().nextCall);
    expect(seen.ended).toEqual([['no_answer', 0]]);
  });

  it('an error on a call the SDK already closed ends it at once', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const call = client.call(target);
    const seen = watch(call);
    await settle();
    device().nextCall.state = 'closed';
    device().nextCall.emit('error', { code: 31486 });
    expect(seen.ended).toEqual([['busy', 0]]);
  });

  it('a connect that fails (no microphone) ends the call as failed', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    device().connect = () => Promise.reject(new Error('Permission denied'));
    const call = client.call(target);
    const seen = watch(call);
    await settle();
    expect(seen.ended).toEqual([['failed', 0]]);
  });

  it('hanging up before connect() answered disconnects the call once it exists', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const call = client.call(target);
    const seen = watch(call);
    call.hangup();
    await settle();
    expect(device().nextCall.disconnected).toBe(1);
    expect(seen.ended).toEqual([['no_answer', 0]]);
  });

  it('rings on an incoming call and answers it', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const incoming: ActiveCall[] = [];
    client.on('incoming', (call) => incoming.push(call));
    await client.start();
    const sdkCall = new FakeCall({ From: '+14155550142', CallSid: 'CA1' });
    device().emit('incoming', sdkCall);
    expect(incoming).toHaveLength(1);
    const call = incoming[0] as ActiveCall;
    const seen = watch(call);
    expect(call.direction).toBe('incoming');
    expect(call.remote).toBe('+14155550142');
    expect(call.status).toBe('ringing');
    const answered = call.answer();
    expect(sdkCall.accepted).toBe(1);
    sdkCall.emit('accept', sdkCall);
    await answered;
    expect(call.status).toBe('connected');
    await vi.advanceTimersByTimeAsync(61_000);
    sdkCall.emit('disconnect', sdkCall);
    expect(seen.ended).toEqual([['answered', 61]]);
  });

  it('declines an incoming call: rejected, recorded as not answered', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const incoming: ActiveCall[] = [];
    client.on('incoming', (call) => incoming.push(call));
    const sdkCall = new FakeCall({ From: 'client:u2' });
    device().emit('incoming', sdkCall);
    const call = incoming[0] as ActiveCall;
    expect(call.remote).toBe('u2');
    const seen = watch(call);
    call.hangup();
    expect(sdkCall.rejected).toBe(1);
    expect(sdkCall.disconnected).toBe(0);
    expect(seen.ended).toEqual([['no_answer', 0]]);
  });

  it('an incoming call the caller cancels ends as not answered, and answer() rejects', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const incoming: ActiveCall[] = [];
    client.on('incoming', (call) => incoming.push(call));
    const sdkCall = new FakeCall({ From: '+14155550142' });
    device().emit('incoming', sdkCall);
    const call = incoming[0] as ActiveCall;
    const seen = watch(call);
    const answered = call.answer();
    sdkCall.emit('cancel');
    await expect(answered).rejects.toThrow(/before it was answered/);
    expect(seen.ended).toEqual([['no_answer', 0]]);
  });

  it('sends DTMF only while connected and refuses what is not a tone', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const call = client.call(target);
    await settle();
    const sdkCall = device().nextCall;
    call.sendDtmf('1');
    sdkCall.emit('accept', sdkCall);
    call.sendDtmf('5');
    call.sendDtmf('#');
    expect(() => call.sendDtmf('A')).toThrow(/not a DTMF tone/);
    expect(sdkCall.digits).toEqual(['5', '#']);
  });

  it('mutes and unmutes through the SDK, and a mute before connect() answered carries over', async () => {
    const client = createTwilioClient(twilioToken(), { Device: DeviceClass });
    const call = client.call(target);
    call.setMuted(true);
    expect(call.muted).toBe(true);
    await settle();
    const sdkCall = device().nextCall;
    expect(sdkCall.mutes).toEqual([true]);
    call.setMuted(true);
    call.setMuted(false);
    expect(call.muted).toBe(false);
    expect(sdkCall.mutes).toEqual([true, false]);
  });

  it('maps the SDK error codes', () => {
    expect(outcomeOfTwilioError(31486)).toBe('busy');
    expect(outcomeOfTwilioError(31480)).toBe('no_answer');
    expect(outcomeOfTwilioError(undefined)).toBe('failed');
  });
});

describe('createCallClient with the twilio provider', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the Twilio client and renews with the same callback as the SIP client', async () => {
    vi.useFakeTimers();
    const renewToken = vi.fn(async () => twilioToken('jwt-9'));
    const client = await createCallClient(twilioToken('jwt-1'), {
      sip: { renewToken },
      twilio: { Device: DeviceClass },
    });
    expect(client.provider).toBe('twilio');
    device().emit('tokenWillExpire', device());
    await vi.advanceTimersByTimeAsync(0);
    expect(device().tokens).toEqual(['jwt-1', 'jwt-9']);
  });
});
