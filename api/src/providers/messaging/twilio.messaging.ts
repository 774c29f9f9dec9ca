/**
 * The Twilio messaging adapter (issue 27: SMS) on the official `twilio` SDK: a text is one
 * Messages create (From, To, Body and a StatusCallback to our webhook); Twilio posts delivery
 * statuses and inbound texts to that webhook, whose X-Twilio-Signature the SDK's validateRequest
 * checks before anything is read. Twilio's refusals become MessagingErrors in plain words (a 4xx,
 * never a 5xx). Tests give the SDK an HTTP client that talks to the local stand-in.
 */
import twilio from 'twilio';
import {
  type MessagingEvent,
  MessagingError,
  type MessagingProvider,
  messagingMessages,
  type SenderNumber,
  type SmsSendInput,
  type SmsSent,
  type SmsStatus,
  smsStatuses,
  type WebhookRequest,
} from './messaging.provider';

export interface TwilioMessagingOptions {
  accountSid: string;
  authToken: string;
  /**
   * The public URL of our webhook (`<PUBLIC_URL>/api/sms/twilio`): Twilio's status callbacks go
   * there; the inbound texts' URL is set on the number in Twilio's console (the same URL).
   */
  webhookUrl?: string | undefined;
  /**
   * TWILIO_SMS_REGISTERED: the account's US A2P 10DLC campaign and toll-free verification are
   * done. Without it, texts from US numbers are refused with the spec's "SMS unavailable".
   */
  registered?: boolean;
  /** Milliseconds since the epoch (the app's clock), for inbound texts' time. */
  now?: () => number;
  /** The SDK's HTTP client: tests pass one that talks to the local stand-in. */
  httpClient?: twilio.RequestClient;
}

/** Twilio's error codes (twilio.com/docs/api/errors) the user can act on, in plain words. */
const plainWords: Record<number, { code: MessagingError['code']; message: string }> = {
  21211: { code: 'invalid_number', message: messagingMessages.wrongFormat },
  21614: { code: 'invalid_number', message: 'This number can not receive text messages' },
  21606: { code: 'rejected', message: 'This number of ours can not send text messages' },
  21659: { code: 'rejected', message: 'This number of ours can not send text messages' },
  21610: { code: 'opted_out', message: messagingMessages.optedOut },
  30034: { code: 'registration_required', message: messagingMessages.unavailable },
  30032: { code: 'registration_required', message: messagingMessages.unavailable },
};

interface RestError {
  status: number;
  code?: number;
  message?: string;
}

function toMessagingError(error: unknown): never {
  if (error instanceof MessagingError) throw error;
  if (typeof error === 'object' && error !== null && typeof (error as RestError).status === 'number') {
    const { status, code, message } = error as RestError;
    const known = code === undefined ? undefined : plainWords[code];
    if (known) throw new MessagingError(known.code, known.message);
    if (status === 429)
      throw new MessagingError('rejected', 'The SMS carrier is busy, please try again', 429);
    if (status >= 500)
      throw new MessagingError('rejected', 'The SMS carrier is unavailable, please try again later');
    throw new MessagingError('rejected', `The SMS carrier refused the text${message ? `: ${message}` : ''}`);
  }
  throw new MessagingError('rejected', 'The SMS carrier cannot be reached, please try again later');
}

function statusOf(value: string | undefined): SmsStatus {
  // Twilio's in-between states (accepted, scheduled, sending) are still queued for us.
  if (value === 'sending' || value === 'accepted' || value === 'scheduled') return 'queued';
  return smsStatuses.find((status) => status === value) ?? 'queued';
}

export function createTwilioMessaging(options: TwilioMessagingOptions): MessagingProvider {
  const client = twilio(options.accountSid, options.authToken, {
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const now = options.now ?? Date.now;
  return {
    mode: 'twilio',
    requiresRegistration(sender: SenderNumber) {
      return sender.countryCode === 'US' && !options.registered;
    },
    async send(input: SmsSendInput): Promise<SmsSent> {
      const message = await client.messages
        .create({
          from: input.from,
          to: input.to,
          body: input.body,
          ...(options.webhookUrl ? { statusCallback: options.webhookUrl } : {}),
        })
        .catch(toMessagingError);
      return { carrierId: message.sid, status: statusOf(message.status) };
    },
    parseWebhook(request: WebhookRequest): MessagingEvent | null {
      const valid =
        request.signature !== undefined &&
        twilio.validateRequest(options.authToken, request.signature, request.url, request.params);
      if (!valid) throw new MessagingError('rejected', messagingMessages.badSignature, 403);
      const { params } = request;
      if (params.AccountSid !== options.accountSid || !params.MessageSid) return null;
      const status = params.MessageStatus ?? params.SmsStatus;
      if (status === 'received')
        return {
          type: 'inbound',
          carrierId: params.MessageSid,
          from: params.From ?? '',
          to: params.To ?? '',
          body: params.Body ?? '',
          receivedAt: new Date(now()),
        };
      if (!status) return null;
      const error = params.ErrorCode ? `Twilio error ${params.ErrorCode}` : null;
      return {
        type: 'status',
        carrierId: params.MessageSid,
        from: params.From ?? '',
        status: statusOf(status),
        error,
      };
    },
  };
}
