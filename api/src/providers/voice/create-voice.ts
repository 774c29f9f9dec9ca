/**
 * The voice provider from configuration (issue 27): the carrier that sells numbers and drops
 * voicemails, and the SIP server the browser registers with. Today the carrier is the sandbox
 * (a Twilio adapter comes with the same contract suite); the SIP server is SIP_WS_URL when set.
 */
import { createSandboxCarrier } from './sandbox.carrier';
import { type SipSettings, sipSettingsFromEnv } from './sip-credentials';
import type { VoiceCarrier } from './voice.provider';

export interface Voice {
  carrier: VoiceCarrier;
  sip: SipSettings;
}

export function createVoice(options: { carrier?: VoiceCarrier; sip?: SipSettings } = {}): Voice {
  return { carrier: options.carrier ?? createSandboxCarrier(), sip: options.sip ?? sipSettingsFromEnv() };
}

/** One line for the start-up output. */
export function describeVoice(voice: Voice): string {
  const carrier = voice.carrier.mode === 'sandbox' ? 'the sandbox carrier' : voice.carrier.mode;
  return voice.sip.wsUrl
    ? `Voice: ${carrier}, browsers register with ${voice.sip.wsUrl} (domain ${voice.sip.domain})`
    : `Voice: ${carrier}, no SIP server (set SIP_WS_URL, SIP_DOMAIN and SIP_SECRET for real calls)`;
}
