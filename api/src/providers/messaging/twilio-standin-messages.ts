/**
 * The Messages endpoint of the local Twilio stand-in (issue 27: SMS), added to the voice
 * stand-in's routes (providers/voice/twilio-standin): POST /Messages.json with Twilio's checks
 * (a valid To, a From the account owns that can send texts) and answers, and the webhook requests
 * Twilio would then make, signed as Twilio signs them (X-Twilio-Signature over the URL and the
 * form fields): a status callback per text, and an inbound text from a prospect.
 */
import twilio from 'twilio';
import {
  type Account,
  formOf,
  type StandinRoute,
  send,
  sid,
  twilioError,
} from '../voice/twilio-standin/twilio-standin';
import type { WebhookRequest } from './messaging.provider';

interface StandinMessage {
  sid: string;
  from: string;
  to: string;
  body: string;
  statusCallback: string | null;
  reported: boolean;
}

const sentBy = new WeakMap<Account, StandinMessage[]>();

function messagesOf(account: Account): StandinMessage[] {
  let list = sentBy.get(account);
  if (!list) {
    list = [];
    sentBy.set(account, list);
  }
  return list;
}

export const messagesRoutes: StandinRoute[] = [
  {
    method: 'POST',
    path: /^\/Messages\.json$/,
    async handle(account, _match, request, _query, response) {
      const form = await formOf(request);
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return twilioError(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const owned = [...account.incoming.values()].find((entry) => entry.number.phone_number === from);
      if (!owned?.number.capabilities.SMS)
        return twilioError(
          response,
          400,
          21606,
          `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
        );
      if (!body) return twilioError(response, 400, 21602, 'Message body is required.');
      const message: StandinMessage = {
        sid: sid('SM'),
        from,
        to,
        body,
        statusCallback: form.get('StatusCallback') || null,
        reported: false,
      };
      messagesOf(account).push(message);
      send(response, 201, {
        sid: message.sid,
        account_sid: account.sid,
        from,
        to,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        date_created: new Date(0).toUTCString(),
        uri: `/2010-04-01/Accounts/${account.sid}/Messages/${message.sid}.json`,
      });
    },
  },
];

function signed(account: Account, url: string, params: Record<string, string>): WebhookRequest {
  return { url, params, signature: twilio.getExpectedTwilioSignature(account.authToken, url, params) };
}

/** The texts an account sent, oldest first. */
export function standinMessages(account: Account): readonly StandinMessage[] {
  return messagesOf(account);
}

/** Twilio's status callbacks not made yet: each text with a StatusCallback, now delivered. */
export function deliveredCallbacks(account: Account): WebhookRequest[] {
  return messagesOf(account)
    .filter((message) => message.statusCallback && !message.reported)
    .map((message) => {
      message.reported = true;
      return signed(account, message.statusCallback ?? '', {
        AccountSid: account.sid,
        MessageSid: message.sid,
        SmsSid: message.sid,
        MessageStatus: 'delivered',
        SmsStatus: 'delivered',
        From: message.from,
        To: message.to,
        ApiVersion: '2010-04-01',
      });
    });
}

/** The webhook request Twilio makes when a prospect texts one of the account's numbers. */
export function inboundRequest(
  account: Account,
  url: string,
  text: { from: string; to: string; body: string },
): WebhookRequest {
  const messageSid = sid('SM');
  return signed(account, url, {
    AccountSid: account.sid,
    MessageSid: messageSid,
    SmsMessageSid: messageSid,
    SmsSid: messageSid,
    SmsStatus: 'received',
    From: text.from,
    To: text.to,
    Body: text.body,
    NumMedia: '0',
    NumSegments: '1',
    ApiVersion: '2010-04-01',
  });
}
