/**
 * The page of e2e/sip-call.e2e.ts: the dialer's SIP call client (remotes/dialer/src/calls/sip-client.ts)
 * bundled alone, driven by the test through `window.sipPhone`. It writes what happens into
 * `window.sipPhone.state`, which the test waits on.
 */
import type {
  ActiveCall,
  CallOutcome,
  CallStatus,
  DialerToken,
} from '../remotes/dialer/src/calls/call-client';
import { createSipClient } from '../remotes/dialer/src/calls/sip-client';

interface PhoneState {
  registered: boolean;
  incoming: string | null;
  statuses: CallStatus[];
  ended: { outcome: CallOutcome; durationSeconds: number } | null;
  /** Tones the RTCDTMFSender of this page played into the call (its tonechange events). */
  tonesPlayed: string[];
  errors: string[];
}

const state: PhoneState = {
  registered: false,
  incoming: null,
  statuses: [],
  ended: null,
  tonesPlayed: [],
  errors: [],
};

// Every RTCDTMFSender JsSIP uses reports the tones it actually plays.
const insertDtmf = RTCDTMFSender.prototype.insertDTMF;
const watched = new WeakSet<RTCDTMFSender>();
RTCDTMFSender.prototype.insertDTMF = function (this: RTCDTMFSender, ...args) {
  if (!watched.has(this)) {
    watched.add(this);
    this.addEventListener('tonechange', (event) => {
      if (event.tone) state.tonesPlayed.push(event.tone);
    });
  }
  return insertDtmf.apply(this, args);
};

// The peer connections JsSIP opens, to read from their statistics whether audio really flows.
const connections: RTCPeerConnection[] = [];
const NativePeerConnection = window.RTCPeerConnection;
window.RTCPeerConnection = class extends NativePeerConnection {
  constructor(configuration?: RTCConfiguration) {
    super(configuration);
    connections.push(this);
  }
};

let call: ActiveCall | null = null;

function follow(active: ActiveCall) {
  call = active;
  state.statuses = [active.status];
  state.ended = null;
  active.on('status', (status) => state.statuses.push(status));
  active.on('ended', (outcome, durationSeconds) => {
    state.ended = { outcome, durationSeconds };
  });
}

function activeCall(): ActiveCall {
  if (!call) throw new Error('no call');
  return call;
}

const phone = {
  state,
  client: null as ReturnType<typeof createSipClient> | null,
  async start(token: DialerToken) {
    const client = createSipClient(token);
    phone.client = client;
    client.on('registered', (registered) => {
      state.registered = registered;
    });
    client.on('error', (error) => state.errors.push(error.message));
    client.on('incoming', (incoming) => {
      state.incoming = incoming.remote;
      follow(incoming);
    });
    await client.start();
    state.registered = true;
  },
  call(targetUri: string) {
    if (!phone.client) throw new Error('not started');
    follow(phone.client.call({ from: '+14155550100', to: '+14155550101', targetUri, sandbox: null }));
  },
  answer: () => activeCall().answer(),
  hangup: () => activeCall().hangup(),
  sendDtmf: (tone: string) => activeCall().sendDtmf(tone),
  setMuted: (muted: boolean) => activeCall().setMuted(muted),
  /** What the call's own streams say: whether audio arrives, whether the microphone is sending. */
  media: () => {
    const active = activeCall();
    return {
      muted: active.muted,
      remoteTracks: active.remoteStream?.getAudioTracks().length ?? 0,
      localEnabled: active.localStream?.getAudioTracks().map((track) => track.enabled) ?? [],
    };
  },
  /** Audio RTP packets received so far on the latest peer connection. */
  async packetsReceived(): Promise<number> {
    const connection = connections.at(-1);
    if (!connection) return 0;
    let packets = 0;
    for (const report of (await connection.getStats()).values())
      if (report.type === 'inbound-rtp' && report.kind === 'audio') packets += report.packetsReceived ?? 0;
    return packets;
  },
  stop: () => phone.client?.stop(),
};

declare global {
  interface Window {
    sipPhone: typeof phone;
  }
}

window.sipPhone = phone;
