import { describe, expect, it } from 'vitest';
import { createVoice, describeVoice } from './create-voice';

/** The start-up line about calls (server.ts prints it beside mail and payments; issue 27). */
describe('describeVoice', () => {
  const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token' };
  const sip = { SIP_WS_URL: 'wss://sip.example.test:8443/ws', SIP_SECRET: 'secret' };

  it('names the sandbox carrier and what real calls need when nothing is set', () => {
    expect(describeVoice(createVoice({ env: {} }))).toBe(
      'Voice: the sandbox carrier, no SIP server (set SIP_WS_URL, SIP_DOMAIN and SIP_SECRET for real calls)',
    );
  });

  it('names the SIP server browsers register with, and its domain', () => {
    expect(describeVoice(createVoice({ env: sip }))).toBe(
      'Voice: the sandbox carrier, browsers register with wss://sip.example.test:8443/ws (domain sip.example.test)',
    );
    expect(describeVoice(createVoice({ env: { ...sip, SIP_DOMAIN: 'calls.example.test' } }))).toBe(
      'Voice: the sandbox carrier, browsers register with wss://sip.example.test:8443/ws (domain calls.example.test)',
    );
  });

  it('names Twilio: its Voice SDK without a SIP server, else the SIP server', () => {
    expect(describeVoice(createVoice({ env: twilio }))).toBe(
      "Voice: Twilio, browsers call through Twilio's Voice SDK (access tokens with a voice grant)",
    );
    expect(describeVoice(createVoice({ env: { ...twilio, ...sip } }))).toBe(
      'Voice: Twilio, browsers register with wss://sip.example.test:8443/ws (domain sip.example.test)',
    );
  });
});
