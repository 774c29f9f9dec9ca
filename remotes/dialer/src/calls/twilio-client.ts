/**
 * The call client for Twilio's Voice SDK (issue 27; token.provider 'twilio'): a Device registers with
 * the access token of GET /dialer/token (a VoiceGrant for the workspace's TwiML app), places calls
 * through that app with the parameters To and From (the API's voice webhook dials To with caller id
 * From, only for a From the workspace owns), rings on incoming calls, sends DTMF with sendDigits and
 * mutes with the SDK's own mute. Media goes browser to Twilio over WebRTC.
 *
 * The token expires at token.expires_at. Pass `renewToken` (the same callback the SIP client gets:
 * it fetches a new GET /dialer/token) and the Device's tokenWillExpire event, `renewBeforeMs` before
 * that moment, switches to the new token with device.updateToken; without it the registration lapses.
 *
 * How a call that never connected ended comes from the gateway's error: with
 * enableImprovedSignalingErrorPrecision the SDK reports the callee's SIP answer (486 busy, 603
 * declined, 480 unavailable) before it disconnects; a disconnect with no error is an unanswered call.
 */
import { type Call, Device } from '@twilio/voice-sdk';
import type {
  ActiveCall,
  CallClient,
  CallEvents,
  CallOutcome,
  CallStatus,
  CallTarget,
  ClientEvents,
  DialerToken,
} from './call-client';
import { Emitter } from './emitter';

export interface TwilioClientOptions {
  /** Fetches a fresh GET /dialer/token; called when the Device says its token will expire. */
  renewToken?: () => Promise<DialerToken>;
  /** How long before the token's expiry the Device asks for a new one (default a minute). */
  renewBeforeMs?: number;
  /** Only for tests: the SDK's Device class (a fake that emits the SDK's events). */
  Device?: typeof Device;
}

const dtmfTone = /^[0-9*#]$/;
const e164 = /^\+[1-9][0-9]{6,14}$/;

/** Twilio's voice error codes for the callee's answer (SIP 486, 600, 603 / 480, 408, 487). */
const busyCodes = new Set([31486, 31600, 31603]);
const noAnswerCodes = new Set([31480, 31408, 31487]);

/** How a call that never connected ended, from the code of the SDK's error (TwilioError.code). */
export function outcomeOfTwilioError(code: number | undefined): CallOutcome {
  if (code !== undefined && busyCodes.has(code)) return 'busy';
  if (code !== undefined && noAnswerCodes.has(code)) return 'no_answer';
  return 'failed';
}

function requireTwilioToken(token: DialerToken): string {
  if (token.provider !== 'twilio' || !token.token)
    throw new Error(`createTwilioClient needs a Twilio token (got provider ${token.provider})`);
  return token.token;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

class TwilioCall implements ActiveCall {
  status: CallStatus;
  muted = false;
  private call: Call | null = null;
  private connectedAt: number | null = null;
  /** The outcome an error before the connection announced; the disconnect that follows uses it. */
  private failure: CallOutcome | null = null;
  private hungUp = false;
  private finished = false;
  private readonly events = new Emitter<CallEvents>();

  constructor(
    readonly direction: 'outgoing' | 'incoming',
    readonly remote: string,
    call: Call | Promise<Call>,
  ) {
    this.status = direction === 'incoming' ? 'ringing' : 'connecting';
    if (call instanceof Promise)
      call.then(
        (connected) => this.attach(connected),
        () => this.finish('failed'),
      );
    else this.attach(call);
  }

  get remoteStream(): MediaStream | null {
    return this.connectedAt === null ? null : (this.call?.getRemoteStream() ?? null);
  }

  get localStream(): MediaStream | null {
    return this.connectedAt === null ? null : (this.call?.getLocalStream() ?? null);
  }

  on<E extends keyof CallEvents>(event: E, listener: CallEvents[E]): () => void {
    return this.events.on(event, listener);
  }

  answer(): Promise<void> {
    const call = this.call;
    if (this.direction !== 'incoming' || this.status !== 'ringing' || !call) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const offStatus = this.on('status', (status) => {
        if (status !== 'connected') return;
        offStatus();
        offEnded();
        resolve();
      });
      const offEnded = this.on('ended', () => {
        offStatus();
        offEnded();
        reject(new Error('the call ended before it was answered'));
      });
      call.accept({ rtcConstraints: { audio: true } });
    });
  }

  hangup(): void {
    if (this.finished) return;
    this.hungUp = true;
    const call = this.call;
    if (!call) return; // device.connect() has not answered yet: hung up as soon as it does
    if (this.direction === 'incoming' && this.connectedAt === null) call.reject();
    else call.disconnect();
  }

  sendDtmf(tone: string): void {
    if (!dtmfTone.test(tone)) throw new Error(`not a DTMF tone: ${tone}`);
    if (this.status !== 'connected') return;
    this.call?.sendDigits(tone);
  }

  setMuted(muted: boolean): void {
    if (muted === this.muted) return;
    this.call?.mute(muted);
    this.muted = muted;
  }

  private attach(call: Call): void {
    this.call = call;
    if (this.muted) call.mute(true);
    call.on('ringing', () => {
      if (this.status === 'connecting') this.setStatus('ringing');
    });
    call.on('accept', () => this.connected());
    call.on('error', (error: { code?: number }) => {
      if (this.connectedAt === null) this.failure ??= outcomeOfTwilioError(error.code);
      // An error on a call the SDK already closed has no disconnect to follow.
      if (call.status() === 'closed') this.ended();
    });
    call.on('disconnect', () => this.ended());
    // The caller hung up before we answered, or we declined: a missed call.
    call.on('cancel', () => this.finish('no_answer'));
    call.on('reject', () => this.finish('no_answer'));
    if (this.hungUp) this.hangup();
  }

  private connected(): void {
    if (this.status === 'connected' || this.finished) return;
    this.connectedAt = Date.now();
    this.setStatus('connected');
  }

  private ended(): void {
    // Not connected and no error: the callee never answered (or we hung up while it rang).
    this.finish(this.connectedAt !== null ? 'answered' : (this.failure ?? 'no_answer'));
  }

  private finish(outcome: CallOutcome): void {
    if (this.finished) return;
    this.finished = true;
    const duration = this.connectedAt === null ? 0 : Math.round((Date.now() - this.connectedAt) / 1000);
    this.setStatus('ended');
    this.events.emit('ended', outcome, duration);
  }

  private setStatus(status: CallStatus): void {
    this.status = status;
    this.events.emit('status', status);
  }
}

export function createTwilioClient(token: DialerToken, options: TwilioClientOptions = {}): CallClient {
  const DeviceClass = options.Device ?? Device;
  const events = new Emitter<ClientEvents>();
  const device = new DeviceClass(requireTwilioToken(token), {
    enableImprovedSignalingErrorPrecision: true,
    tokenRefreshMs: options.renewBeforeMs ?? 60_000,
    closeProtection: true,
  });
  let stopped = false;

  async function renew() {
    if (!options.renewToken || stopped) return;
    try {
      device.updateToken(requireTwilioToken(await options.renewToken()));
    } catch (error) {
      events.emit('error', asError(error));
    }
  }

  device.on('registered', () => events.emit('registered', true));
  device.on('unregistered', () => events.emit('registered', false));
  device.on('error', (error: Error) => events.emit('error', asError(error)));
  device.on('tokenWillExpire', () => void renew());
  device.on('incoming', (call: Call) => {
    const from = call.parameters.From ?? '';
    const remote = e164.test(from) ? from : from.replace(/^client:/, '');
    events.emit('incoming', new TwilioCall('incoming', remote, call));
  });

  return {
    provider: 'twilio',
    async start() {
      await device.register();
    },
    call(target: CallTarget): ActiveCall {
      const call = device.connect({
        // CallerId repeats From, should Twilio keep From for the client's own address (client:<identity>).
        params: { To: target.to, From: target.from, CallerId: target.from },
        rtcConstraints: { audio: true },
      });
      return new TwilioCall('outgoing', target.to, call);
    },
    on(event, listener) {
      return events.on(event, listener);
    },
    async stop() {
      stopped = true;
      // destroy() hangs up the calls, unregisters and closes the signalling socket.
      device.destroy();
    },
  };
}
