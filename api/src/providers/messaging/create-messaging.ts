/**
 * The messaging provider from configuration (issue 27: SMS), chosen as the voice carrier is:
 * Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set (texts' status callbacks go to
 * `<PUBLIC_URL>/api/sms/twilio`; TWILIO_SMS_REGISTERED=true says the account's US A2P
 * registration is done), else the sandbox. The sandbox is one per process, so the API and the
 * engine's workers of one process see the same pending deliveries and replies.
 */
import { systemClock, type Clock } from '../../clock';
import { twilioSettingsFromEnv } from '../voice/create-voice';
import type { MessagingProvider } from './messaging.provider';
import { createSandboxMessaging, type SandboxMessaging } from './sandbox.messaging';
import { createTwilioMessaging } from './twilio.messaging';

/** The path Twilio posts to, under the API (the SMS module's webhook route). */
export const twilioWebhookPath = '/api/sms/twilio';

let processSandbox: SandboxMessaging | null = null;

/** The process's sandbox (on the system clock). */
export function sharedSandboxMessaging(): SandboxMessaging {
  processSandbox ??= createSandboxMessaging({ now: () => systemClock.now().getTime() });
  return processSandbox;
}

export function createMessaging(options: { env?: NodeJS.ProcessEnv; clock?: Clock } = {}): MessagingProvider {
  const env = options.env ?? process.env;
  const twilio = twilioSettingsFromEnv(env);
  if (!twilio) return sharedSandboxMessaging();
  const registered = env.TWILIO_SMS_REGISTERED?.trim().toLowerCase() || 'false';
  if (!['true', 'false', '1', '0', 'yes', 'no'].includes(registered))
    throw new Error('TWILIO_SMS_REGISTERED must be true or false');
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  return createTwilioMessaging({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    webhookUrl: publicUrl ? `${publicUrl}${twilioWebhookPath}` : undefined,
    registered: registered === 'true' || registered === '1' || registered === 'yes',
    now: () => (options.clock ?? systemClock).now().getTime(),
  });
}

/** One line for the start-up output. */
export function describeMessaging(messaging: MessagingProvider): string {
  return messaging.mode === 'sandbox'
    ? 'SMS: the sandbox carrier (simulated deliveries and replies)'
    : 'SMS: Twilio';
}
