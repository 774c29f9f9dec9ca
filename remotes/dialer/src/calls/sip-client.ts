/**
 * The call client for a SIP server over WebSocket (issue 27; token.provider 'sip'): JsSIP registers
 * the member with the short-lived credentials of GET /dialer/token (user name `<expiry>:<sip user>`,
 * checked by the server's auth_ephemeral; ops/kamailio/kamailio.cfg), places audio-only calls to the
 * SIP URI POST /dialer/calls gives, rings on incoming INVITEs, sends DTMF in the audio (RFC 4733,
 * through the RTCDTMFSender) and mutes the microphone's track. Media goes browser to browser (or to
 * the operator's media gateway) over WebRTC; the SIP server only relays signalling.
 *
 * The credentials expire at token.expires_at. Pass `renewToken` (a function that fetches a new
 * GET /dialer/token) and the client asks for a new token `renewBeforeMs` before that moment, switches
 * to it and registers again; without it the registration lapses at expires_at.
 */
import { C, UA, type URI, WebSocketInterface } from 'jssip';
import type { EndEvent, PeerConnectionEvent, RTCSession } from 'jssip/lib/RTCSession';
import type { IncomingRTCSessionEvent, OutgoingRTCSessionEvent, UnRegisteredEvent } from 'jssip/lib/UA';
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

export interface SipClientOptions {
  /** Fetches a fresh GET /dialer/token; called `renewBeforeMs` before the current one expires. */
  renewToken?: () => Promise<DialerToken>;
  /** How long before expires_at the token is renewed (default a minute). */
  renewBeforeMs?: number;
  /** STUN/TURN servers for ICE (default none: host candidates, enough on one network). */
  iceServers?: RTCIceServer[];
  /** Only for tests: builds the JsSIP user agent. */
  createUserAgent?: (configuration: ConstructorParameters<typeof UA>[0]) => UA;
}

type Listener = (...args: never[]) => void;

/** A small typed event emitter: `on` returns the function that removes the listener. */
function emitter<Events extends { [K in keyof Events]: Listener }>() {
  const listeners = new Map<keyof Events, Set<Listener>>();
  return {
    on<E extends keyof Events>(event: E, listener: Events[E]): () => void {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (...a: unknown[]) => void)(...args);
    },
  };
}

const dtmfTone = /^[0-9*#]$/;

/** How a call that never connected ended, from JsSIP's cause (SIP status classes). */
export function outcomeOfFailure(cause: string): CallOutcome {
  switch (cause) {
    case C.causes.BUSY:
    case C.causes.REJECTED:
      return 'busy';
    case C.causes.NO_ANSWER:
    case C.causes.CANCELED:
    case C.causes.UNAVAILABLE:
    case C.causes.EXPIRES:
      return 'no_answer';
    default:
      return 'failed';
  }
}

const e164 = /^\+[1-9][0-9]{6,14}$/;

/** The other side as the panel shows it: a phone number when the SIP user is one, else the URI. */
function remoteOf(uri: URI): string {
  return e164.test(uri.user ?? '') ? (uri.user as string) : uri.toString();
}

function requireSipToken(token: DialerToken): { wsUrl: string; uri: string; password: string } {
  if (token.provider !== 'sip' || !token.ws_url || !token.uri || !token.password)
    throw new Error(`createSipClient needs a SIP token (got provider ${token.provider})`);
  return { wsUrl: token.ws_url, uri: token.uri, password: token.password };
}

class SipCall implements ActiveCall {
  readonly direction: 'outgoing' | 'incoming';
  readonly remote: string;
  /** An incoming call to one of our numbers (the server keeps the number dialled in To): that number. */
  readonly local?: string;
  status: CallStatus = 'connecting';
  remoteStream: MediaStream | null = null;
  localStream: MediaStream | null = null;
  muted = false;
  private connectedAt: number | null = null;
  private finished = false;
  private readonly events = emitter<CallEvents>();

  constructor(
    private readonly session: RTCSession,
    private readonly answerOptions: { pcConfig: RTCConfiguration },
  ) {
    this.direction = session.direction;
    this.remote = remoteOf(session.remote_identity.uri);
    const called = session.local_identity.uri.user ?? '';
    if (session.direction === 'incoming' && e164.test(called)) this.local = called;
    if (session.direction === 'incoming') this.status = 'ringing';
    // An outgoing call has its peer connection already; an incoming one gets it when answered.
    if (session.connection) this.watch(session.connection);
    session.on('peerconnection', (event: PeerConnectionEvent) => this.watch(event.peerconnection));
    session.on('progress', () => {
      if (this.status === 'connecting') this.setStatus('ringing');
    });
    session.on('accepted', () => this.connected());
    session.on('confirmed', () => this.connected());
    session.on('ended', () => this.finish('answered'));
    session.on('failed', (event: EndEvent) =>
      this.finish(this.connectedAt === null ? outcomeOfFailure(event.cause) : 'answered'),
    );
  }

  on<E extends keyof CallEvents>(event: E, listener: CallEvents[E]): () => void {
    return this.events.on(event, listener);
  }

  answer(): Promise<void> {
    if (this.direction !== 'incoming' || this.status !== 'ringing') return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const offConnected = this.on('status', (status) => {
        if (status !== 'connected') return;
        offConnected();
        offEnded();
        resolve();
      });
      const offEnded = this.on('ended', () => {
        offConnected();
        offEnded();
        reject(new Error('the call ended before it was answered'));
      });
      this.session.answer({
        mediaConstraints: { audio: true, video: false },
        pcConfig: this.answerOptions.pcConfig,
      });
    });
  }

  hangup(): void {
    if (!this.session.isEnded()) this.session.terminate();
  }

  sendDtmf(tone: string): void {
    if (!dtmfTone.test(tone)) throw new Error(`not a DTMF tone: ${tone}`);
    if (this.status !== 'connected') return;
    this.session.sendDTMF(tone, { transportType: C.DTMF_TRANSPORT.RFC2833 });
  }

  setMuted(muted: boolean): void {
    if (muted === this.muted) return;
    if (muted) this.session.mute({ audio: true });
    else this.session.unmute({ audio: true });
    this.muted = muted;
  }

  private watch(connection: RTCPeerConnection): void {
    connection.addEventListener('track', (event) => {
      if (event.track.kind !== 'audio') return;
      this.remoteStream = event.streams[0] ?? new MediaStream([event.track]);
    });
  }

  private connected(): void {
    if (this.status === 'connected' || this.finished) return;
    this.connectedAt = Date.now();
    const tracks = this.session.connection
      ?.getSenders()
      .map((sender: RTCRtpSender) => sender.track)
      .filter((track: MediaStreamTrack | null): track is MediaStreamTrack => track !== null);
    if (tracks?.length) this.localStream = new MediaStream(tracks);
    this.setStatus('connected');
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

export function createSipClient(token: DialerToken, options: SipClientOptions = {}): CallClient {
  const first = requireSipToken(token);
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  const pcConfig: RTCConfiguration = { iceServers: options.iceServers ?? [] };
  const events = emitter<ClientEvents>();
  const ua = (options.createUserAgent ?? ((configuration) => new UA(configuration)))({
    sockets: [new WebSocketInterface(first.wsUrl)],
    uri: first.uri,
    authorization_user: token.username,
    password: first.password,
    display_name: token.display_name,
    register: true,
    session_timers: false,
    user_agent: 'Reachly dialer (JsSIP)',
  });
  let current = token;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const scheduleRenewal = () => {
    clearTimeout(renewTimer);
    if (!options.renewToken || stopped) return;
    const delay = Math.max(0, new Date(current.expires_at).getTime() - renewBeforeMs - Date.now());
    renewTimer = setTimeout(renew, delay);
  };

  async function renew() {
    if (!options.renewToken || stopped) return;
    try {
      const next = await options.renewToken();
      const { password } = requireSipToken(next);
      if (next.uri !== current.uri) throw new Error('the renewed SIP token is for another address');
      current = next;
      ua.set('authorization_user', next.username);
      ua.set('password', password);
      ua.register();
    } catch (error) {
      events.emit('error', error instanceof Error ? error : new Error(String(error)));
      // Tried again in a while, as long as the current credentials last.
      if (new Date(current.expires_at).getTime() > Date.now()) {
        renewTimer = setTimeout(renew, Math.min(30_000, renewBeforeMs / 2));
        return;
      }
    }
    scheduleRenewal();
  }

  ua.on('registered', () => events.emit('registered', true));
  ua.on('unregistered', () => events.emit('registered', false));
  ua.on('registrationFailed', (event: UnRegisteredEvent) => {
    events.emit('registered', false);
    events.emit('error', new Error(`SIP registration failed: ${event.cause ?? 'unknown'}`));
  });
  ua.on('newRTCSession', (event: IncomingRTCSessionEvent | OutgoingRTCSessionEvent) => {
    if (event.originator !== 'remote') return;
    events.emit('incoming', new SipCall(event.session, { pcConfig }));
  });

  return {
    provider: 'sip',
    start() {
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          ua.removeListener('registered', onRegistered);
          ua.removeListener('registrationFailed', onFailed);
        };
        const onRegistered = () => {
          done();
          scheduleRenewal();
          resolve();
        };
        const onFailed = (event: { cause?: string }) => {
          done();
          reject(new Error(`SIP registration failed: ${event.cause ?? 'unknown'}`));
        };
        ua.on('registered', onRegistered);
        ua.on('registrationFailed', onFailed);
        ua.start();
      });
    },
    call(target: CallTarget): ActiveCall {
      if (!target.targetUri) throw new Error('a SIP call needs the target URI of POST /dialer/calls');
      const session = ua.call(target.targetUri, {
        mediaConstraints: { audio: true, video: false },
        rtcOfferConstraints: { offerToReceiveAudio: true, offerToReceiveVideo: false },
        pcConfig,
      });
      return new SipCall(session, { pcConfig });
    },
    on(event, listener) {
      return events.on(event, listener);
    },
    stop() {
      stopped = true;
      clearTimeout(renewTimer);
      if (!ua.isConnected()) {
        ua.stop();
        return Promise.resolve();
      }
      // stop() unregisters, ends the calls and closes the socket once the server answered (or
      // gave up waiting for it).
      return new Promise<void>((resolve) => {
        ua.once('disconnected', () => resolve());
        ua.stop();
      });
    },
  };
}
