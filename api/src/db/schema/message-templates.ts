import { messageTemplateChannels } from '@outreach/core/outreach';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { spaceOwned } from './spaces';
import { users } from './users';
import { enumCheck, optionalRef, timestamps } from './columns';

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
    ...spaceOwned(),
    name: text('name').notNull(),
    channel: text('channel', { enum: messageTemplateChannels }).notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    ...timestamps(),
  },
  (table) => [
    index('message_templates_space_channel_updated_idx').on(
      table.spaceId,
      table.channel,
      table.updatedAt.desc(),
    ),
    uniqueIndex('message_templates_space_name_unique').on(table.spaceId, sql`lower(${table.name})`),
    enumCheck('message_templates_channel_check', table.channel, messageTemplateChannels),
    check('message_templates_name_length_check', sql`char_length(${table.name}) between 1 and 100`),
  ],
);

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
