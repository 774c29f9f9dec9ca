/**
 * The sandbox's CallClient (issue 27): no SIP server, the callee is simulated from POST /dialer/calls's
 * `sandbox` answer. A call goes connecting -> ringing for `ringMs` -> connected (answered: the remote
 * audio is a generated tone; voicemail: a beep, then the call ends) or ends as busy / no_answer.
 * Every delay goes through the injected Scheduler, so tests drive it with fake timers.
 */
import type {
  ActiveCall,
  CallClient,
  CallEvents,
  CallOutcome,
  CallStatus,
  CallTarget,
  ClientEvents,
} from './call-client';
import { Emitter } from './emitter';
import { realScheduler, type Scheduler } from './scheduler';

/** From dialing to the callee's phone ringing (a carrier's setup time). */
export const SANDBOX_CONNECT_MS = 300;
/** The voicemail's beep, after which the simulated voicemail hangs up. */
export const SANDBOX_BEEP_MS = 1000;
/** An incoming call nobody answers stops ringing after this. */
export const SANDBOX_INCOMING_TIMEOUT_MS = 30_000;
/** The answered callee's voice: a quiet tone (Hz), and the voicemail's beep. */
const VOICE_HZ = 440;
const BEEP_HZ = 1000;

export interface SandboxOptions {
  scheduler?: Scheduler;
  /** A fresh AudioContext for the generated remote audio, or null where WebAudio is missing. */
  audioContext?: () => AudioContext | null;
  /** The microphone (recorded with the remote audio), or null without one. */
  microphone?: () => Promise<MediaStream | null>;
}

/** The sandbox client, plus what only a simulation can do: ring this browser as if someone called. */
export interface SandboxCallClient extends CallClient {
  /**
   * Simulates an incoming call from `from` (E.164) to our number `local`: emits 'incoming' with
   * the ringing call, which stops ringing (no_answer) after `ringMs`.
   */
  ring(from: string, local?: string, ringMs?: number): ActiveCall;
}

function defaultAudioContext(): AudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}

async function defaultMicrophone(): Promise<MediaStream | null> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return navigator.mediaDevices.getUserMedia({ audio: true });
}

/** A tone played into a MediaStream: the simulated callee's line. */
interface GeneratedAudio {
  stream: MediaStream;
  stop(): void;
}

function generateTone(context: AudioContext, hz: number, gain: number): GeneratedAudio {
  const oscillator = context.createOscillator();
  oscillator.frequency.value = hz;
  const volume = context.createGain();
  volume.gain.value = gain;
  const destination = context.createMediaStreamDestination();
  oscillator.connect(volume).connect(destination);
  oscillator.start();
  return {
    stream: destination.stream,
    stop: () => {
      oscillator.stop();
      void context.close().catch(() => undefined);
    },
  };
}

class SandboxCall implements ActiveCall {
  status: CallStatus;
  remoteStream: MediaStream | null = null;
  localStream: MediaStream | null = null;
  muted = false;
  /** The tones sent, in order (the sandbox has nobody to hear them). */
  readonly dtmf: string[] = [];
  private readonly events = new Emitter<CallEvents>();
  private timer: unknown = null;
  private connectedAt: number | null = null;
  private audio: GeneratedAudio | null = null;

  constructor(
    readonly direction: 'outgoing' | 'incoming',
    readonly remote: string,
    private readonly options: Required<SandboxOptions>,
    private readonly onGone: (call: SandboxCall) => void,
    readonly local?: string,
  ) {
    this.status = direction === 'outgoing' ? 'connecting' : 'ringing';
  }

  on<E extends keyof CallEvents>(event: E, listener: CallEvents[E]): () => void {
    return this.events.on(event, listener);
  }

  /** Runs `step` after `ms`, unless the call ended meanwhile. */
  after(ms: number, step: () => void): void {
    this.timer = this.options.scheduler.setTimeout(() => {
      this.timer = null;
      if (this.status !== 'ended') step();
    }, ms);
  }

  setStatus(status: CallStatus): void {
    if (this.status === status || this.status === 'ended') return;
    this.status = status;
    this.events.emit('status', status);
  }

  /** Connected: the remote audio (a tone, or the voicemail's beep) and the microphone start. */
  connect(remoteHz: number): void {
    this.connectedAt = this.options.scheduler.now();
    const context = this.options.audioContext();
    if (context) {
      this.audio = generateTone(context, remoteHz, remoteHz === BEEP_HZ ? 0.2 : 0.05);
      this.remoteStream = this.audio.stream;
    }
    this.setStatus('connected');
    void this.options
      .microphone()
      .then((stream) => {
        if (!stream) return;
        if (this.status === 'ended') {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        for (const track of stream.getAudioTracks()) track.enabled = !this.muted;
        this.localStream = stream;
      })
      .catch((error: unknown) => console.error('dialer sandbox: no microphone', error));
  }

  end(outcome: CallOutcome): void {
    if (this.status === 'ended') return;
    if (this.timer !== null) this.options.scheduler.clearTimeout(this.timer);
    this.timer = null;
    const seconds =
      this.connectedAt === null ? 0 : Math.round((this.options.scheduler.now() - this.connectedAt) / 1000);
    this.audio?.stop();
    for (const track of this.localStream?.getTracks() ?? []) track.stop();
    this.status = 'ended';
    this.events.emit('status', 'ended');
    this.events.emit('ended', outcome, seconds);
    this.onGone(this);
  }

  async answer(): Promise<void> {
    if (this.direction !== 'incoming' || this.status !== 'ringing') return;
    if (this.timer !== null) this.options.scheduler.clearTimeout(this.timer);
    this.timer = null;
    this.connect(VOICE_HZ);
  }

  hangup(): void {
    this.end(this.connectedAt === null ? 'no_answer' : 'answered');
  }

  sendDtmf(tone: string): void {
    if (this.status === 'connected' && /^[0-9*#]$/.test(tone)) this.dtmf.push(tone);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const track of this.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
  }
}

export function createSandboxClient(options: SandboxOptions = {}): SandboxCallClient {
  const settings: Required<SandboxOptions> = {
    scheduler: options.scheduler ?? realScheduler,
    audioContext: options.audioContext ?? defaultAudioContext,
    microphone: options.microphone ?? defaultMicrophone,
  };
  const events = new Emitter<ClientEvents>();
  const calls = new Set<SandboxCall>();
  const gone = (call: SandboxCall) => calls.delete(call);

  function outgoing(target: CallTarget): ActiveCall {
    const call = new SandboxCall('outgoing', target.to, settings, gone);
    calls.add(call);
    const callee = target.sandbox ?? { outcome: 'answered' as const, ringMs: 0 };
    call.after(SANDBOX_CONNECT_MS, () => {
      if (callee.outcome === 'busy') return call.end('busy');
      call.setStatus('ringing');
      call.after(callee.ringMs, () => {
        if (callee.outcome === 'no_answer') return call.end('no_answer');
        if (callee.outcome === 'voicemail') {
          call.connect(BEEP_HZ);
          return call.after(SANDBOX_BEEP_MS, () => call.end('voicemail'));
        }
        call.connect(VOICE_HZ);
      });
    });
    return call;
  }

  return {
    provider: 'sandbox',
    async start() {
      events.emit('registered', true);
    },
    call: outgoing,
    ring(from: string, local?: string, ringMs = SANDBOX_INCOMING_TIMEOUT_MS) {
      const call = new SandboxCall('incoming', from, settings, gone, local);
      calls.add(call);
      call.after(ringMs, () => call.end('no_answer'));
      events.emit('incoming', call);
      return call;
    },
    on: (event, listener) => events.on(event, listener),
    async stop() {
      for (const call of [...calls]) call.hangup();
      events.emit('registered', false);
    },
  };
}
