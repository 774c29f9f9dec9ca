import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';
import { optionalRef, timestamps, timestamptz } from './columns';

/**
 * SMS (issue 27): one row per number a workspace texts or is texted by (E.164), with the prospect
 * it belongs to (what an inbound text is threaded under), the number of ours it was last texted
 * from (kept for the next text) and the opt-out list: `optedOutAt` is set by STOP, STOPALL,
 * UNSUBSCRIBE, CANCEL, END or QUIT and cleared by START, YES or UNSTOP; no text goes to a number
 * that opted out of the workspace.
 */
export const smsRecipients = pgTable(
  'sms_recipients',
  {
    ...spaceOwned(),
    number: text('number').notNull(),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    /** Our number (E.164) the last text went out from or came in to. */
    lastFromNumber: text('last_from_number'),
    optedOutAt: timestamptz('opted_out_at'),
    /** The keyword the opt-out or opt-in came with, as the recipient typed it. */
    optKeyword: text('opt_keyword'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('sms_recipients_space_number_unique').on(table.spaceId, table.number),
    index('sms_recipients_prospect_idx').on(table.prospectId),
  ],
);

export type SmsRecipientRow = typeof smsRecipients.$inferSelect;
