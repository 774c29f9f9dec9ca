import { messageTemplateChannels } from '@outreach/core/outreach';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';

/** The step kinds a template can fill (outreach §2 Templates, "My Templates"). */
export type { MessageTemplateChannel } from '@outreach/core/outreach';

/**
 * A reusable text of one workspace, inserted into a message-like step
 * (docs/decisions.md "Message templates"). The subject is kept only for email
 * and InMail; a name is unique in the workspace whatever its case.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channel: text('channel', { enum: messageTemplateChannels }).notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_templates_space_channel_updated_idx').on(
      table.spaceId,
      table.channel,
      table.updatedAt.desc(),
    ),
    uniqueIndex('message_templates_space_name_unique').on(table.spaceId, sql`lower(${table.name})`),
    check(
      'message_templates_channel_check',
      sql`${table.channel} in ('message', 'inmail', 'connection_request', 'email', 'sms')`,
    ),
    check('message_templates_name_length_check', sql`char_length(${table.name}) between 1 and 100`),
  ],
);

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
