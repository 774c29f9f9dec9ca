import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { prospects } from './prospects';
import { spaces } from './spaces';
import { users } from './users';

/** spec: outreach §3 Label types. */
export const labelTypes = ['profile', 'ai_generated', 'space', 'template'] as const;
export type LabelType = (typeof labelTypes)[number];

/**
 * A label of a workspace (outreach §3 Label): name (max 30), colour, type,
 * shared-with-workspace, display order. One name per type per workspace
 * (case-insensitive): "A title already chosen cannot be added again" (§5).
 */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    type: text('type', { enum: labelTypes }).notNull().default('profile'),
    isShared: boolean('is_shared').notNull().default(true),
    /** Who made it: a label not shared with the workspace is seen by its author only. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('labels_space_type_name_unique').on(table.spaceId, table.type, sql`lower(${table.name})`),
    index('labels_space_order_idx').on(table.spaceId, table.displayOrder),
  ],
);

export type LabelRow = typeof labels.$inferSelect;

/** A label put on a prospect (by hand, by the `add_label` step or by AI). */
export const prospectLabels = pgTable(
  'prospect_labels',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.prospectId, table.labelId] }),
    // The prospect list filters by label.
    index('prospect_labels_label_idx').on(table.labelId, table.prospectId),
  ],
);

export type ProspectLabelRow = typeof prospectLabels.$inferSelect;
