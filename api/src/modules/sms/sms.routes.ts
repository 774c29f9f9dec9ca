/**
 * /sms (issue 27): send a text to a prospect, the workspace's numbers that can text, the opt-out
 * list, and Twilio's webhook (public; its X-Twilio-Signature is its authentication). The paths
 * are ours: the spec shows no SMS call ("The SMS send call is not shown", ai-telephony §7).
 */
import { billingMessages } from '@outreach/core/billing';
import { createRoute, failure, jsonBody, spaceQuery, success } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import { messagingMessages } from '../../providers/messaging/messaging.provider';
import {
  SmsMessageSchema,
  SmsNumbersSchema,
  SmsOptOutsSchema,
  SmsWebhookReceivedSchema,
  sendSmsInput,
  smsMessages,
  smsOptOutsQuery,
} from './sms.schema';

const tags = ['SMS'] as const;

/** SMS is the plan feature `sms` (spec ai-telephony §3 feature flags, platform features_settings.sms). */
const smsRoute = featureRoute('sms', 'scale');

export const sendSmsMessage = smsRoute({
  operationId: 'sendSmsMessage',
  method: 'post',
  path: '/messages',
  tags,
  summary:
    "Text a prospect from one of the workspace's numbers with SMS support; charged as sms credits, kept in the prospect's inbox thread",
  request: { body: jsonBody(sendSmsInput) },
  responses: {
    201: success(SmsMessageSchema, 'The text, handed to the carrier'),
    400: failure(
      [
        smsMessages.textRequired,
        smsMessages.textTooLong,
        smsMessages.noPhone,
        smsMessages.wrongFormat,
        smsMessages.phoneWithoutSms,
      ].join('; '),
    ),
    402: failure(`${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}`),
    404: failure(
      [smsMessages.prospectNotFound, smsMessages.phoneNotFound, smsMessages.dialogNotFound].join('; '),
    ),
    409: failure(
      [
        smsMessages.optedOut,
        smsMessages.noSmsNumber,
        smsMessages.phoneSuspended,
        smsMessages.unavailable,
      ].join('; '),
    ),
  },
});

export const listSmsNumbers = smsRoute({
  operationId: 'listSmsNumbers',
  method: 'get',
  path: '/numbers',
  tags,
  summary:
    "The workspace's numbers with SMS support (the caller's first), whether each can text now, and the price",
  responses: { 200: success(SmsNumbersSchema, 'Numbers') },
});

export const listSmsOptOuts = smsRoute({
  operationId: 'listSmsOptOuts',
  method: 'get',
  path: '/opt_outs',
  tags,
  summary:
    'Numbers that replied STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) and have not replied START since',
  request: { query: smsOptOutsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(SmsOptOutsSchema, 'Opt-outs, newest first'),
    404: failure(smsMessages.prospectNotFound),
  },
});

export const receiveTwilioSms = createRoute({
  operationId: 'receiveTwilioSms',
  method: 'post',
  path: '/twilio',
  tags,
  security: [],
  summary:
    "Twilio's inbound texts and delivery statuses (public; a form body checked with X-Twilio-Signature against PUBLIC_URL/api/sms/twilio)",
  responses: {
    200: success(SmsWebhookReceivedSchema, 'Received (applied, a duplicate, or not ours)'),
    403: failure(messagingMessages.badSignature),
    404: failure('SMS goes through the sandbox carrier: there is no webhook'),
  },
});
