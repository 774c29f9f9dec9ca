/** A CallClient the panel tests drive by hand: each call's status and end are emitted by the test. */
import type {
  ActiveCall,
  CallClient,
  CallEvents,
  CallOutcome,
  CallStatus,
  CallTarget,
  ClientEvents,
} from '../calls/call-client';
import { Emitter } from '../calls/emitter';

export class FakeCall implements ActiveCall {
  status: CallStatus;
  remoteStream: MediaStream | null = null;
  localStream: MediaStream | null = null;
  muted = false;
  answered = false;
  hungUp = false;
  readonly dtmf: string[] = [];
  private readonly events = new Emitter<CallEvents>();

  constructor(
    readonly direction: 'outgoing' | 'incoming',
    readonly remote: string,
  ) {
    this.status = direction === 'outgoing' ? 'connecting' : 'ringing';
  }

  on<E extends keyof CallEvents>(event: E, listener: CallEvents[E]) {
    return this.events.on(event, listener);
  }

  setStatus(status: CallStatus) {
    this.status = status;
    this.events.emit('status', status);
  }

  end(outcome: CallOutcome, seconds: number) {
    this.setStatus('ended');
    this.events.emit('ended', outcome, seconds);
  }

  async answer() {
    this.answered = true;
    this.setStatus('connected');
  }

  hangup() {
    this.hungUp = true;
    this.end(this.answered || this.direction === 'outgoing' ? 'answered' : 'no_answer', 0);
  }

  sendDtmf(tone: string) {
    this.dtmf.push(tone);
  }

  setMuted(muted: boolean) {
    this.muted = muted;
  }
}

export class FakeCallClient implements CallClient {
  readonly provider = 'sandbox' as const;
  readonly targets: CallTarget[] = [];
  readonly calls: FakeCall[] = [];
  started = false;
  stopped = false;
  private readonly events = new Emitter<ClientEvents>();

  async start() {
    this.started = true;
  }

  call(target: CallTarget) {
    this.targets.push(target);
    const call = new FakeCall('outgoing', target.to);
    this.calls.push(call);
    return call;
  }

  on<E extends keyof ClientEvents>(event: E, listener: ClientEvents[E]) {
    return this.events.on(event, listener);
  }

  async stop() {
    this.stopped = true;
  }

  /** Someone calls this browser. */
  ring(from: string) {
    const call = new FakeCall('incoming', from);
    this.events.emit('incoming', call);
    return call;
  }
}
