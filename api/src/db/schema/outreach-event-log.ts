import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { spaceOwned } from './spaces';
import { timestamptz } from './columns';

/**
 * Every outreach event of a workspace as it happened (platform/outreach-events.ts: the webhook
 * trigger events of spec outreach §3). The dashboard's activity feed and Zapier's polling
 * triggers ("list recent") read it, newest first. No foreign keys to the prospect, campaign or
 * sender: the feed keeps what happened after they are deleted.
 */
export const outreachEventLog = pgTable(
  'outreach_event_log',
  {
    ...spaceOwned(),
    name: text('name').notNull(),
    prospectId: uuid('prospect_id'),
    workflowId: uuid('workflow_id'),
    credentialId: uuid('credential_id'),
    /** The event's data as webhooks get it (prospect summary, message text, label, link, …). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    index('outreach_event_log_space_at_idx').on(table.spaceId, table.at),
    index('outreach_event_log_space_name_at_idx').on(table.spaceId, table.name, table.at),
  ],
);

export type OutreachEventLogRow = typeof outreachEventLog.$inferSelect;
