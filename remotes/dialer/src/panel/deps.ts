/**
 * What the panel reaches outside React, handed in so tests replace it: the call client's factory,
 * the key tones, the call recorder and the browser check. The API goes through calls/dialer-api.ts.
 */
import { type IncomingCallEvent, serverEvents } from '@outreach/core/events';
import { subscribeRealtime } from '@outreach/sdk';
import type { CallClient, DialerToken } from '../calls/call-client';
import { createCallClient } from '../calls/create-client';
import { fetchToken } from '../calls/dialer-api';
import { browserSupportsCalls } from './format';
import { type CallRecorder, startRecording } from './recorder';
import { playDtmfTone } from './tones';

export interface PanelDeps {
  createClient: (token: DialerToken) => Promise<CallClient>;
  playTone: (key: string) => void;
  startRecording: () => CallRecorder | null;
  supportsCalls: () => boolean;
  /** The API's `incoming_call` events for this member (sandbox rings); returns the unsubscribe. */
  onIncomingCall: (listener: (event: IncomingCallEvent) => void) => () => void;
}

export const defaultPanelDeps: PanelDeps = {
  createClient: (token) => createCallClient(token, { sip: { renewToken: fetchToken } }),
  playTone: playDtmfTone,
  startRecording,
  supportsCalls: browserSupportsCalls,
  onIncomingCall: (listener) => subscribeRealtime<IncomingCallEvent>(serverEvents.incomingCall, listener),
};
