/**
 * The messaging port (issue 27: SMS). What the SMS module asks of a carrier: send one text from a
 * number of the workspace to a prospect, and tell the app what comes back (inbound texts and
 * delivery statuses). The sandbox (sandbox.messaging.ts) is the default install's adapter; the
 * Twilio adapter (twilio.messaging.ts) passes the same contract suite
 * (messaging.contract.test.ts). Chosen by the same configuration as the voice carrier.
 *
 * Events reach the app two ways: Twilio posts them to a webhook (the adapter's `parseWebhook`
 * checks X-Twilio-Signature), the sandbox hands out those that are due on the app's clock
 * (`takeDue`). Either way the SMS module applies them.
 */
import { AppError } from '../../errors';

/** A text's delivery, in Twilio's words (what its status callbacks say). */
export const smsStatuses = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type SmsStatus = (typeof smsStatuses)[number];

export interface SmsSendInput {
  /** Our number, E.164. */
  from: string;
  /** The recipient, E.164. */
  to: string;
  body: string;
}

export interface SmsSent {
  /** The carrier's id of the text: what later status events name. */
  carrierId: string;
  status: SmsStatus;
}

/** A text a prospect sent to one of our numbers. */
export interface InboundSms {
  type: 'inbound';
  carrierId: string;
  from: string;
  to: string;
  body: string;
  receivedAt: Date;
}

/** How far a text we sent has come. */
export interface SmsStatusEvent {
  type: 'status';
  carrierId: string;
  /** Our number the text went out from (E.164): whose workspace it is. */
  from: string;
  status: SmsStatus;
  /** The carrier's reason when undelivered or failed. */
  error: string | null;
}

export type MessagingEvent = InboundSms | SmsStatusEvent;

/** What a webhook request carries: the URL Twilio called, its signature header and form fields. */
export interface WebhookRequest {
  url: string;
  signature: string | undefined;
  params: Record<string, string>;
}

/** A refusal of the carrier's, with a message the API may show as is (a 4xx, never a 5xx). */
export class MessagingError extends AppError {
  constructor(
    readonly code: 'rejected' | 'opted_out' | 'invalid_number' | 'registration_required',
    message: string,
    status: 400 | 403 | 409 | 429 = code === 'invalid_number' ? 400 : 409,
  ) {
    super(status, message);
    this.name = 'MessagingError';
  }
}

export const messagingMessages = {
  /** spec ai-telephony §8 / outreach §8 "SMS unavailable" (exact wording). */
  unavailable: 'Sending SMS is temporarily unavailable (US regulation); remove SMS steps',
  wrongFormat: 'Wrong phone number format',
  optedOut: 'This number has opted out of SMS (it replied STOP); it can opt in again by replying START',
  badSignature: 'The request is not signed by Twilio',
} as const;

/** Where a number we send from is (the dialer's owned number): what registration rules depend on. */
export interface SenderNumber {
  number: string;
  countryCode: string;
  category: 'local' | 'mobile' | 'toll_free';
}

export interface MessagingProvider {
  readonly mode: 'sandbox' | 'twilio';
  /**
   * Whether texts from this number are refused until a registration the carrier requires (US A2P
   * 10DLC and toll-free verification) is done: the API answers the spec's "SMS unavailable".
   */
  requiresRegistration(sender: SenderNumber): boolean;
  /** Sends one text; MessagingError when the carrier refuses it. */
  send(input: SmsSendInput): Promise<SmsSent>;
  /**
   * Twilio: the event a signed webhook request carries (null for one it does not concern);
   * MessagingError (403) when the signature is wrong. The sandbox has no webhook.
   */
  parseWebhook?(request: WebhookRequest): MessagingEvent | null;
  /** Sandbox: the events due at `now` (delivery statuses, simulated replies), each handed out once. */
  takeDue?(now: Date): MessagingEvent[];
}
