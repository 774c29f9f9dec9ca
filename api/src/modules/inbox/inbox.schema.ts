import { z } from 'zod';
import type { DialogChannel } from '../../db/schema';
import { offsetPaging } from '../../paging';

export const inboxMessages = {
  dialogNotFound: 'Dialog not found',
  noEmail: 'The prospect has no email address',
  noMailbox: 'Connect a mailbox to this account to send email',
  noAccount: 'This dialog has no account to send from',
  suppressed: 'This email address unsubscribed or bounced',
  nothingToUpdate: 'Give is_unread, is_starred or is_archived',
  subjectRequired: 'subject: Fill this field',
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

/** A query value left empty (`?period=`) counts as not given. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

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
  query: z
    .string()
    .trim()
    .max(maxInboxQueryLength, `query can not be longer than ${maxInboxQueryLength}`)
    .optional(),
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
  },
  { error: 'Body must be a JSON object' },
);
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export type MessageStatus = 'queued' | 'sent' | 'failed';

export interface MessageJson {
  _id: string;
  direction: 'in' | 'out';
  channel: DialogChannel;
  kind: string;
  subject: string | null;
  text: string;
  sent_at: string;
  status: MessageStatus;
}

export interface DialogProspectJson {
  _id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  position: string | null;
  company_name: string | null;
  profile_url: string | null;
  email: string | null;
}

export interface DialogJson {
  _id: string;
  credential_id: string | null;
  credential_name: string | null;
  prospect: DialogProspectJson;
  is_unread: boolean;
  is_starred: boolean;
  is_archived: boolean;
  last_message_at: string | null;
  last_message: Omit<MessageJson, '_id' | 'status'> | null;
}

export interface DialogPage {
  items: DialogJson[];
  total: number;
  offset: number;
  limit: number;
}

export interface MessagePage {
  items: MessageJson[];
  has_more: boolean;
}
