import { z } from '@hono/zod-openapi';
import { dateTime } from '../../openapi/json-fields';
import { blankAsUnset } from '../../paging';
import { messagingMessages, smsStatuses } from '../../providers/messaging/messaging.provider';
import { strictObject } from '../../strict-object';

/** Twilio's own limit of one text (10 segments of 160 GSM characters). */
export const maxSmsLength = 1600;

export const smsMessages = {
  // spec ai-telephony §8, outreach §8 "SMS unavailable" (exact wording).
  unavailable: messagingMessages.unavailable,
  wrongFormat: messagingMessages.wrongFormat,
  optedOut: messagingMessages.optedOut,
  textRequired: 'Text is required',
  textTooLong: `Text can not be longer than ${maxSmsLength} characters`,
  prospectRequired: 'prospect_id is required',
  prospectNotFound: 'Prospect not found',
  dialogNotFound: 'Dialog not found',
  noPhone: 'The prospect has no phone number',
  phoneNotFound: 'Phone number not found',
  phoneWithoutSms: 'This phone number does not support SMS',
  phoneSuspended: 'This phone number is suspended until its monthly charge is paid',
  noSmsNumber: 'Buy a phone number with SMS support to send SMS from',
} as const;

const optionalId = (description: string) =>
  z.preprocess(blankAsUnset, z.string().trim().optional()).openapi({ type: 'string', description });

/** POST /sms/messages. */
export const sendSmsInput = strictObject(
  {
    prospect_id: z
      .preprocess(
        blankAsUnset,
        z.string({ error: smsMessages.prospectRequired }).trim().min(1, smsMessages.prospectRequired),
      )
      .openapi({ type: 'string', description: 'The prospect texted (at their phone number)' }),
    text: z
      .preprocess(
        blankAsUnset,
        z
          .string({ error: smsMessages.textRequired })
          .trim()
          .min(1, smsMessages.textRequired)
          .max(maxSmsLength, smsMessages.textTooLong),
      )
      .openapi({ type: 'string', maxLength: maxSmsLength }),
    phone_id: optionalId(
      'The number of ours to text from (GET /sms/numbers); by default the one the prospect was last texted from, else the member’s own, else the workspace’s first',
    ),
    dialog_id: optionalId("The inbox thread the text belongs to; by default the prospect's thread"),
    credentials_id: optionalId('The sender account a new thread is opened under'),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type SendSmsInput = z.infer<typeof sendSmsInput>;

export const SmsMessageSchema = z
  .object({
    _id: z.string(),
    dialog_id: z.string(),
    prospect_id: z.string(),
    direction: z.enum(['in', 'out']),
    channel: z.literal('sms'),
    text: z.string(),
    from: z.string().openapi({ description: 'E.164' }),
    to: z.string().openapi({ description: 'E.164' }),
    sms_status: z.enum(smsStatuses),
    credits: z.number().int(),
    balance: z.number().int().nullable(),
    sent_at: dateTime,
  })
  .openapi('SmsMessage');
export type SmsMessageJson = z.infer<typeof SmsMessageSchema>;

export const SmsNumberSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    country_code: z.string(),
    is_own: z.boolean().openapi({ description: "The caller's own number" }),
    available: z.boolean().openapi({ description: 'False while the number can not text (see `reason`)' }),
    reason: z.string().nullable().openapi({ description: 'Why the number can not text now' }),
  })
  .openapi('SmsNumber');
export type SmsNumberJson = z.infer<typeof SmsNumberSchema>;

export const SmsNumbersSchema = z
  .object({
    numbers: z.array(SmsNumberSchema),
    price: z.number().int().openapi({ description: 'Credits per text (category sms)' }),
    sandbox: z.boolean().openapi({ description: 'Texts go to the sandbox carrier, not to real phones' }),
  })
  .openapi('SmsNumbers');

export const SmsOptOutSchema = z
  .object({
    number: z.string(),
    prospect_id: z.string().nullable(),
    keyword: z.string().nullable(),
    opted_out_at: dateTime,
  })
  .openapi('SmsOptOut');

/** GET /sms/opt_outs. */
export const smsOptOutsQuery = z.object({
  prospect_id: optionalId(
    "Only the prospect's number (their phone, or a number that texted in as them): can they be texted?",
  ),
});

export const SmsOptOutsSchema = z.object({ items: z.array(SmsOptOutSchema) }).openapi('SmsOptOuts');

export const SmsWebhookReceivedSchema = z.object({ received: z.boolean() }).openapi('SmsWebhookReceived');
