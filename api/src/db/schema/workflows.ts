import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';

/** spec: outreach §4, campaign actions (pause, resume, archive, restore, delete). */
export const workflowStatuses = ['draft', 'active', 'paused', 'archived', 'deleted'] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

/** spec: outreach §3, "Type: simple, smart, or magic". */
export const workflowTypes = ['simple', 'smart', 'magic'] as const;
export type WorkflowType = (typeof workflowTypes)[number];

/** A campaign (the API calls it a workflow). Steps, searches and settings arrive with the engine issue. */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: workflowStatuses }).notNull().default('draft'),
    type: text('type', { enum: workflowTypes }).notNull().default('simple'),
    isEmailOnly: boolean('is_email_only').notNull().default(false),
    /** Manual order from POST /workflows/order; ties are broken by newest first. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workflows_space_status_position_idx').on(table.spaceId, table.status, table.position),
    index('workflows_space_name_idx').on(table.spaceId, sql`lower(${table.name})`),
    check(
      'workflows_status_check',
      sql`${table.status} in ('draft', 'active', 'paused', 'archived', 'deleted')`,
    ),
    check('workflows_type_check', sql`${table.type} in ('simple', 'smart', 'magic')`),
  ],
);

export type WorkflowRow = typeof workflows.$inferSelect;
