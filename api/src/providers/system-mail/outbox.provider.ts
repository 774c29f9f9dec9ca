import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { type MailOutboxRow, mailOutbox } from '../../db/schema';
import {
  assertPlatformTransport,
  defaultMailFrom,
  type MailProvider,
  type SentMail,
  senderOf,
} from './mail.provider';
import { messageTransport, sendMail } from './smtp.provider';

export interface OutboxFilter {
  /** Recipient address, compared case-insensitively. */
  to?: string;
  kind?: string;
  /** At most this many, newest first (default and maximum 50). */
  limit?: number;
}

/** A mail provider whose messages can be read back: the local outbox. */
export interface OutboxProvider extends MailProvider {
  readonly mode: 'outbox';
  list(filter?: OutboxFilter): Promise<SentMail[]>;
  find(id: string): Promise<SentMail | null>;
}

export const outboxPageSize = 50;

function sentMail(row: MailOutboxRow): SentMail {
  return {
    id: row.id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    ...(row.html === null ? {} : { html: row.html }),
    kind: row.kind,
    sentAt: row.sentAt,
  };
}

/**
 * The local outbox used when SMTP_URL is not set (ARCHITECTURE.md "Providers"):
 * messages go to the `mail_outbox` table instead of the network, so they
 * survive restarts and a person opens them at /outbox (tests read /api/outbox).
 */
export function createOutboxProvider(db: Db, options: { from?: string; clock?: Clock } = {}): OutboxProvider {
  const from = options.from ?? defaultMailFrom;
  const clock = options.clock ?? systemClock;
  return {
    mode: 'outbox',
    async send({ smtp, fromName, ...message }) {
      assertPlatformTransport({ kind: message.kind, smtp });
      const sender = senderOf({ from: message.from, fromName }, from);
      // A white-label's own SMTP server (issue 14) sends its mails without a secret even without SMTP_URL.
      if (smtp) {
        const id = await sendMail(messageTransport(smtp), sender, message);
        return { ...message, id, from: sender, sentAt: clock.now() };
      }
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          // The message's own sender (a white-label's) when it has one.
          from: sender,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          kind: message.kind,
          sentAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('insert into mail_outbox returned no row');
      return sentMail(row);
    },
    async list(filter = {}) {
      const conditions: SQL[] = [];
      if (filter.to) conditions.push(sql`lower(${mailOutbox.to}) = ${filter.to.trim().toLowerCase()}`);
      if (filter.kind) conditions.push(eq(mailOutbox.kind, filter.kind));
      const limit = Math.min(Math.max(1, filter.limit ?? outboxPageSize), outboxPageSize);
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(conditions.length ? and(...conditions) : undefined)
        // Messages sent in the same millisecond come back in the order they were sent.
        .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.sequence))
        .limit(limit);
      return rows.map(sentMail);
    },
    async find(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row ? sentMail(row) : null;
    },
  };
}

/** True for a provider whose messages can be read back (the outbox); false for SMTP. */
export function isReadableOutbox(mail: MailProvider): mail is OutboxProvider {
  return mail.mode === 'outbox' && 'list' in mail && 'find' in mail;
}
