/**
 * Picks the CallClient for GET /dialer/token's `provider` (issue 27, interface A): the sandbox here,
 * SIP over WebSocket (JsSIP, sip-client.ts) from its own chunk, loaded only when the provider is
 * 'sip', and Twilio's Voice SDK (twilio-client.ts) likewise from its own chunk for 'twilio'; a chunk
 * that fails to load gives a client that says "SIP client not available" (or "Twilio client ...").
 */
import type {
  ActiveCall,
  CallClient,
  CallEvents,
  CallTarget,
  ClientEvents,
  DialerToken,
} from './call-client';
import { Emitter } from './emitter';
import { createSandboxClient, type SandboxOptions } from './sandbox-client';
import type { SipClientOptions } from './sip-client';
import type { TwilioClientOptions } from './twilio-client';

export const SIP_CLIENT_UNAVAILABLE = 'SIP client not available';
export const TWILIO_CLIENT_UNAVAILABLE = 'Twilio client not available';

export interface CreateClientOptions {
  /** The sandbox's clock and audio (tests). */
  sandbox?: SandboxOptions;
  /** The SIP client's token renewal (GET /dialer/token again) and ICE servers. */
  sip?: SipClientOptions;
  /** The Twilio client's Device (tests); its token renewal is the SIP client's `renewToken`. */
  twilio?: TwilioClientOptions;
}

export async function createCallClient(
  token: DialerToken,
  options: CreateClientOptions = {},
): Promise<CallClient> {
  switch (token.provider) {
    case 'sandbox':
      return createSandboxClient(options.sandbox);
    case 'sip': {
      const sip = await import('./sip-client').catch((error: unknown) => {
        console.error('dialer: the SIP client did not load', error);
        return null;
      });
      return sip
        ? sip.createSipClient(token, options.sip)
        : unavailableClient(token.provider, SIP_CLIENT_UNAVAILABLE);
    }
    case 'twilio': {
      const twilio = await import('./twilio-client').catch((error: unknown) => {
        console.error('dialer: the Twilio client did not load', error);
        return null;
      });
      return twilio
        ? twilio.createTwilioClient(token, { renewToken: options.sip?.renewToken, ...options.twilio })
        : unavailableClient(token.provider, TWILIO_CLIENT_UNAVAILABLE);
    }
  }
}

/** A provider whose browser client is not in this build: start() reports it, every call fails at once. */
export function unavailableClient(provider: DialerToken['provider'], message: string): CallClient {
  const events = new Emitter<ClientEvents>();
  return {
    provider,
    async start() {
      events.emit('error', new Error(message));
    },
    call: (target: CallTarget) => failedCall(target.to),
    on: (event, listener) => events.on(event, listener),
    async stop() {},
  };
}

/** A call that ended before it began ('failed', 0 s); its events fire on the next tick, after `on`. */
function failedCall(remote: string): ActiveCall {
  const events = new Emitter<CallEvents>();
  const call: ActiveCall = {
    direction: 'outgoing',
    remote,
    status: 'ended',
    remoteStream: null,
    localStream: null,
    muted: false,
    on: (event, listener) => events.on(event, listener),
    answer: async () => {},
    hangup: () => {},
    sendDtmf: () => {},
    setMuted: () => {},
  };
  queueMicrotask(() => {
    events.emit('status', 'ended');
    events.emit('ended', 'failed', 0);
  });
  return call;
}
