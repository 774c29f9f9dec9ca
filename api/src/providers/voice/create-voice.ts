/**
 * The voice provider from configuration (issue 27): the carrier that sells numbers and drops
 * voicemails, and the SIP server the browser registers with. The carrier is Twilio when
 * TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set (browser tokens need TWILIO_API_KEY,
 * TWILIO_API_SECRET and TWILIO_TWIML_APP_SID too), else the sandbox; the SIP server is
 * SIP_WS_URL when set.
 */
import { createSandboxCarrier } from './sandbox.carrier';
import { type SipSettings, sipSettingsFromEnv } from './sip-credentials';
import { createTwilioCarrier, type TwilioCarrierOptions } from './twilio.carrier';
import type { VoiceCarrier } from './voice.provider';

export interface Voice {
  carrier: VoiceCarrier;
  sip: SipSettings;
}

/** TWILIO_* from the environment, or null for the sandbox; throws a message naming the variable when one is wrong. */
export function twilioSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): TwilioCarrierOptions | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const accountSid = value('TWILIO_ACCOUNT_SID');
  const authToken = value('TWILIO_AUTH_TOKEN');
  const tokenSettings = ['TWILIO_API_KEY', 'TWILIO_API_SECRET', 'TWILIO_TWIML_APP_SID'] as const;
  if (!accountSid) {
    const stray = [...tokenSettings, 'TWILIO_AUTH_TOKEN'].find((name) => value(name));
    if (stray) throw new Error(`TWILIO_ACCOUNT_SID must be set with ${stray}`);
    return null;
  }
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
    throw new Error('TWILIO_ACCOUNT_SID must be a Twilio account SID (AC followed by 32 hex digits)');
  if (!authToken) throw new Error('TWILIO_AUTH_TOKEN must be set with TWILIO_ACCOUNT_SID');
  const given = tokenSettings.filter((name) => value(name));
  if (given.length > 0 && given.length < tokenSettings.length) {
    const missing = tokenSettings.filter((name) => !value(name)).join(', ');
    throw new Error(`${missing} must be set with ${given.join(', ')} (browser calls need all three)`);
  }
  const countries = value('TWILIO_COUNTRIES')
    ?.split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (countries?.some((code) => !/^[A-Z]{2}$/.test(code)))
    throw new Error('TWILIO_COUNTRIES must be two-letter country codes separated by commas (US,CA,GB)');
  return {
    accountSid,
    authToken,
    apiKey: value('TWILIO_API_KEY'),
    apiSecret: value('TWILIO_API_SECRET'),
    twimlAppSid: value('TWILIO_TWIML_APP_SID'),
    countries,
  };
}

export function createVoice(
  options: { carrier?: VoiceCarrier; sip?: SipSettings; env?: NodeJS.ProcessEnv } = {},
): Voice {
  const env = options.env ?? process.env;
  const twilioSettings = options.carrier ? null : twilioSettingsFromEnv(env);
  const carrier =
    options.carrier ?? (twilioSettings ? createTwilioCarrier(twilioSettings) : createSandboxCarrier());
  return { carrier, sip: options.sip ?? sipSettingsFromEnv(env) };
}

/** One line for the start-up output. */
export function describeVoice(voice: Voice): string {
  const carrier = voice.carrier.mode === 'sandbox' ? 'the sandbox carrier' : 'Twilio';
  if (voice.carrier.mode === 'twilio' && !voice.sip.wsUrl)
    return "Voice: Twilio, browsers call through Twilio's Voice SDK (access tokens with a voice grant)";
  return voice.sip.wsUrl
    ? `Voice: ${carrier}, browsers register with ${voice.sip.wsUrl} (domain ${voice.sip.domain})`
    : `Voice: ${carrier}, no SIP server (set SIP_WS_URL, SIP_DOMAIN and SIP_SECRET for real calls)`;
}
