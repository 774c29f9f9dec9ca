import { z } from '@hono/zod-openapi';
import { callDirections, callRowResults, dialogChannels } from '../../db/schema';
import { offsetPaging } from '../../paging';
import { blankAsUnset } from '../../paging';
import { dateTime, offsetPageOf } from '../../openapi/json-fields';

export const inboxMessages = {
  dialogNotFound: 'Dialog not found',
  noEmail: 'The prospect has no email address',
  noMailbox: 'Connect a mailbox to this account to send email',
  noAccount: 'This dialog has no account to send from',
  suppressed: 'This email address unsubscribed or bounced',
  nothingToUpdate: 'Give is_unread, is_starred or is_archived',
  subjectRequired: 'subject: Fill this field',
  /** spec: outreach §8 (a search over maxInboxQueryLength characters). */
  tooLongRequest: 'Too long request',
  /** spec: outreach §8 (a social answer through an account run by the browser extension). */
  cloudOnly: 'Linkedin Inbox is available only with cloud automation',
  /** spec: outreach §5 "Scheduled send cannot be in the past". */
  sendInPast: 'You cannot send a message to the past',
  scheduledNotFound: 'Scheduled message not found',
  notPending: 'This message is not waiting to be sent any more',
} as const;

/** spec: outreach §2 Inbox periods: 3 days, 1 week, 2 weeks, 1 month, 3 months, 6 months, 1 year. */
export const inboxPeriods = ['3d', '1w', '2w', '1m', '3m', '6m', '1y'] as const;
export type InboxPeriod = (typeof inboxPeriods)[number];

/** spec: outreach §4 Dialog: read or unread, starred, archived. */
export const inboxFilters = ['all', 'unread', 'starred', 'archived'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export const maxInboxQueryLength = 200;
export const maxReplyLength = 8_000;
export const maxSubjectLength = 500;
/** A dialog's last message shows this much of its text. */
export const previewLength = 200;

/** The start of a period ending at `now`: days for 3d/1w/2w, calendar months (UTC) for the rest. */
export function periodStart(period: InboxPeriod, now: Date): Date {
  const start = new Date(now.getTime());
  const days = { '3d': 3, '1w': 7, '2w': 14 } as const;
  const months = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 } as const;
  if (period in days) start.setUTCDate(start.getUTCDate() - days[period as keyof typeof days]);
  else start.setUTCMonth(start.getUTCMonth() - months[period as keyof typeof months]);
  return start;
}

export const dialogsQuery = z.object({
  credentials_id: z.preprocess(blankAsUnset, z.string().optional()),
  period: z.preprocess(
    blankAsUnset,
    z.enum(inboxPeriods, { error: `period must be one of ${inboxPeriods.join(', ')}` }).default('1m'),
  ),
  filter: z.preprocess(
    blankAsUnset,
    z.enum(inboxFilters, { error: `filter must be one of ${inboxFilters.join(', ')}` }).default('all'),
  ),
  /** Longer than maxInboxQueryLength: 400 'Too long request' (listDialogs). */
  query: z.string().trim().optional(),
  prospect_id: z.preprocess(blankAsUnset, z.string().optional()),
  ...offsetPaging(25, 100),
});
export type DialogsQuery = z.infer<typeof dialogsQuery>;

export const messagesQuery = z.object({
  before: z.preprocess(
    blankAsUnset,
    z.iso.datetime({ offset: true, error: 'before must be an ISO date' }).optional(),
  ),
  limit: offsetPaging(50, 200).limit,
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

export const updateDialogInput = z
  .object(
    { is_unread: flag('is_unread'), is_starred: flag('is_starred'), is_archived: flag('is_archived') },
    { error: 'Body must be a JSON object' },
  )
  .refine(
    (input) =>
      input.is_unread !== undefined || input.is_starred !== undefined || input.is_archived !== undefined,
    { message: inboxMessages.nothingToUpdate },
  );
export type UpdateDialogInput = z.infer<typeof updateDialogInput>;

export const sendMessageInput = z.object(
  {
    channel: z.enum(['email', 'social'], { error: 'channel must be email or social' }),
    text: z
      .string({ error: 'Fill this field' })
      .trim()
      .min(1, 'Fill this field')
      .max(maxReplyLength, `message can not be longer than ${maxReplyLength}`),
    subject: z
      .string({ error: 'subject must be text' })
      .trim()
      .max(maxSubjectLength, `subject can not be longer than ${maxSubjectLength}`)
      .nullish(),
    /** Scheduled send: the reply waits in scheduled_messages until this instant (app clock). */
    send_at: z.iso
      .datetime({ offset: true, error: 'send_at must be an ISO date' })
      .nullish()
      .openapi({ description: 'Send later, at this instant; now when left out' }),
  },
  { error: 'Body must be a JSON object' },
);
export type SendMessageInput = z.infer<typeof sendMessageInput>;

/** What a scheduled message keeps of the reply (the body of the send, without `send_at`). */
export type ScheduledReply = Omit<SendMessageInput, 'send_at'>;

export const scheduledStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;

/** A reply waiting to be sent (or sent, failed, cancelled) as the API answers it. */
export const ScheduledMessageSchema = z
  .object({
    _id: z.string(),
    dialog_id: z.string(),
    channel: z.enum(['email', 'social']),
    text: z.string(),
    subject: z.string().nullable(),
    send_at: dateTime,
    status: z.enum(scheduledStatuses),
    error: z.string().nullable(),
    message_id: z.string().nullable().openapi({ description: 'The message it became once sent' }),
    created_at: dateTime,
  })
  .openapi('ScheduledMessage');
export type ScheduledMessageJson = z.infer<typeof ScheduledMessageSchema>;

export const messageStatuses = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

const messageFields = {
  direction: z.enum(['in', 'out']),
  channel: z.enum(dialogChannels),
  kind: z.string().openapi({
    description: 'message, reply, out_of_office, bounce, ... (what the engine or the sync stored)',
    example: 'message',
  }),
  subject: z.string().nullable(),
  text: z.string(),
  sent_at: dateTime,
};

/** A call in the thread (channel `call`): what the call log knew when it ended (issue 27). */
export const CallSummarySchema = z
  .object({
    id: z.string().openapi({ description: 'The call; its recording is GET /dialer/calls/{id}/recording' }),
    direction: z.enum(callDirections),
    result: z.enum(callRowResults),
    duration_seconds: z.number().int(),
    disposition: z.string().nullable(),
    note: z.string().nullable(),
    number: z.string().nullable().openapi({
      description: "The prospect's side of the call, E.164 (null on entries written before it was kept)",
    }),
    our_number: z
      .string()
      .nullable()
      .openapi({ description: 'The number of ours the call went through, E.164' }),
  })
  .openapi('CallSummary');
export type CallSummaryJson = z.infer<typeof CallSummarySchema>;

/** A text in the thread (channel `sms`): who sent it to whom (issue 27). */
export const SmsSummarySchema = z
  .object({
    from: z.string().openapi({ description: 'E.164' }),
    to: z.string().openapi({ description: 'E.164' }),
  })
  .openapi('SmsSummary');
export type SmsSummaryJson = z.infer<typeof SmsSummarySchema>;

/** A message of a dialog as the API answers it (outreach §4 Dialog); the one description of it. */
export const InboxMessageSchema = z
  .object({
    _id: z.string(),
    ...messageFields,
    status: z
      .enum(messageStatuses)
      .openapi({ description: 'A social message waits `queued` for its worker' }),
    /** The call, for a message of channel `call`; null for any other. */
    call: CallSummarySchema.nullable(),
  })
  .openapi('InboxMessage');
export type MessageJson = z.infer<typeof InboxMessageSchema>;

/** The prospect of a dialog, as much as the dialog list shows. */
export const DialogProspectSchema = z
  .object({
    _id: z.string(),
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    position: z.string().nullable(),
    company_name: z.string().nullable(),
    profile_url: z.string().nullable(),
    email: z
      .string()
      .nullable()
      .openapi({ description: 'The work, personal or enriched email, in that order' }),
  })
  .openapi('InboxDialogProspect');
export type DialogProspectJson = z.infer<typeof DialogProspectSchema>;

/** A dialog (outreach §4 Dialog): its account, prospect, flags and newest message. */
export const DialogSchema = z
  .object({
    _id: z.string(),
    credential_id: z.string().nullable(),
    credential_name: z.string().nullable(),
    prospect: DialogProspectSchema,
    is_unread: z.boolean(),
    is_starred: z.boolean(),
    is_archived: z.boolean(),
    last_message_at: dateTime.nullable(),
    last_message: z
      .object(messageFields)
      .nullable()
      .openapi({ description: `The newest message, its text cut to ${previewLength} characters` }),
  })
  .openapi('InboxDialog');
export type DialogJson = z.infer<typeof DialogSchema>;

export const DialogPageSchema = offsetPageOf(DialogSchema).openapi('InboxDialogPage');
export type DialogPage = z.infer<typeof DialogPageSchema>;

export const InboxMessagePageSchema = z
  .object({
    items: z.array(InboxMessageSchema).openapi({ description: 'Oldest first' }),
    has_more: z.boolean().openapi({ description: 'Older messages are left: ask again with `before`' }),
  })
  .openapi('InboxMessagePage');
export type MessagePage = z.infer<typeof InboxMessagePageSchema>;
