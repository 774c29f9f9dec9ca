import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { primaryId, timestamptz } from './columns';

/**
 * The local outbox (providers/system-mail/outbox.provider.ts): every message the API
 * would have sent when SMTP_URL is not set, readable at /outbox and /api/outbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is for: 'activation', 'restore', 'invite', ... */
    kind: text('kind').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    /** Insertion order: breaks ties between messages sent in the same millisecond. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('mail_outbox_sent_at_idx').on(table.sentAt),
    index('mail_outbox_to_idx').on(sql`lower(${table.to})`, table.sentAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
