/**
 * The browser's side of a call, whatever carries it (issue 27): the sandbox (simulated callees),
 * a SIP server over WebSocket (JsSIP) or Twilio's Voice SDK. The dialer panel speaks only to this
 * interface; `createCallClient` picks the implementation from GET /dialer/token's `provider`.
 */
import type { ApiSchema } from '@outreach/core/contract';

/** What GET /dialer/token answers: the credentials a client registers with. */
export type DialerToken = ApiSchema<'DialerToken'>;

/** A call's life as the panel shows it (spec ai-telephony §4 "in-call view"). */
export type CallStatus = 'connecting' | 'ringing' | 'connected' | 'ended';

/** How a call ended: the values of the call history's `result`. */
export type CallOutcome = 'answered' | 'no_answer' | 'busy' | 'failed' | 'voicemail';

export interface CallEvents {
  status: (status: CallStatus) => void;
  /** Once, when the call is over; `durationSeconds` counts from the moment it connected. */
  ended: (outcome: CallOutcome, durationSeconds: number) => void;
}

export interface ActiveCall {
  readonly direction: 'outgoing' | 'incoming';
  /** The other side: E.164 for a phone, or a SIP URI. */
  readonly remote: string;
  /** Our number on this call when the client knows it (an incoming call: the number called), E.164. */
  readonly local?: string;
  readonly status: CallStatus;
  /** The remote party's audio once connected (null in the sandbox until it plays its tone). */
  readonly remoteStream: MediaStream | null;
  /** The microphone's audio once connected, for recording in the browser. */
  readonly localStream: MediaStream | null;
  on<E extends keyof CallEvents>(event: E, listener: CallEvents[E]): () => void;
  /** Answers an incoming call (ignored on an outgoing one). */
  answer(): Promise<void>;
  hangup(): void;
  /** One DTMF tone: 0-9, *, #. */
  sendDtmf(tone: string): void;
  setMuted(muted: boolean): void;
  readonly muted: boolean;
}

/** Where an outgoing call goes: from POST /dialer/calls. */
export interface CallTarget {
  /** Our number, E.164. */
  from: string;
  /** The callee, E.164. */
  to: string;
  /** The SIP URI to INVITE (SIP provider), else null. */
  targetUri: string | null;
  /** The sandbox's simulated callee, else null. */
  sandbox: { outcome: Exclude<CallOutcome, 'failed'>; ringMs: number } | null;
}

export interface ClientEvents {
  /** Registration with the server changed (a SIP client re-registers before its token expires). */
  registered: (registered: boolean) => void;
  incoming: (call: ActiveCall) => void;
  /** A setup error worth a log line (spec §8: only the unsupported browser gets a toast). */
  error: (error: Error) => void;
}

export interface CallClient {
  readonly provider: DialerToken['provider'];
  /** Connects and registers; resolves once incoming calls can ring. */
  start(): Promise<void>;
  call(target: CallTarget): ActiveCall;
  on<E extends keyof ClientEvents>(event: E, listener: ClientEvents[E]): () => void;
  /** Unregisters and closes the connection. */
  stop(): Promise<void>;
}
