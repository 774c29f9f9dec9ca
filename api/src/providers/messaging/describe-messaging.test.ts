import { describe, expect, it } from 'vitest';
import { createMessaging, describeMessaging } from './create-messaging';

/** The start-up line about texts (server.ts prints it beside mail, payments and voice; issue 27). */
describe('describeMessaging', () => {
  it('names the sandbox carrier when TWILIO_* is not set', () => {
    expect(describeMessaging(createMessaging({ env: {} }))).toBe(
      'SMS: the sandbox carrier (simulated deliveries and replies)',
    );
  });

  it('names Twilio when its account is set', () => {
    const env = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token' };
    expect(describeMessaging(createMessaging({ env }))).toBe('SMS: Twilio');
  });
});
