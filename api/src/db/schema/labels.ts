import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { prospects } from './prospects';
import { spaceOwned, spaceRef } from './spaces';
import { users } from './users';
import { createdAt, optionalRef, ownerRef, timestamps } from './columns';

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
    ...spaceOwned(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    type: text('type', { enum: labelTypes }).notNull().default('profile'),
    isShared: boolean('is_shared').notNull().default(true),
    /** Who made it: a label not shared with the workspace is seen by its author only. */
    createdBy: optionalRef('created_by', () => users.id),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
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
    spaceId: spaceRef(),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    labelId: ownerRef('label_id', () => labels.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.prospectId, table.labelId] }),
    // The prospect list filters by label.
    index('prospect_labels_label_idx').on(table.labelId, table.prospectId),
  ],
);

export type ProspectLabelRow = typeof prospectLabels.$inferSelect;

/**
 * An auto-label rule of a workspace (spec platform §2 /preferences/workspace/auto-labels/{id}):
 * when a prospect's reply arrives, `ai` rules let the reply classifier put their AI label on the
 * prospect; `keywords` rules put their label on when the reply contains one of the phrases.
 * Each puts the label on once, and emits `add_label` / `add_ai_label` as a hand-set label does.
 */
export const autoLabelRules = pgTable(
  'auto_label_rules',
  {
    ...spaceOwned(),
    labelId: ownerRef('label_id', () => labels.id),
    kind: text('kind', { enum: ['ai', 'keywords'] }).notNull(),
    /** Phrases of a `keywords` rule, matched case-insensitively as whole words. */
    phrases: jsonb('phrases').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: optionalRef('created_by', () => users.id),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('auto_label_rules_space_label_kind_unique').on(table.spaceId, table.labelId, table.kind),
  ],
);

export type AutoLabelRuleRow = typeof autoLabelRules.$inferSelect;
