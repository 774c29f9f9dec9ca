import { sequenceTypes } from '@outreach/core/outreach';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaceOwned, spaceRef } from './spaces';
import { users } from './users';
import { createdAt, enumCheck, optionalRef, ownerRef, timestamps, timestamptz } from './columns';

/** simple list or smart graph: declared once, in @outreach/core (the builder reads the same). */
export { type SequenceType, sequenceTypes } from '@outreach/core/outreach';

/** spec: outreach §4, campaign actions (pause, resume, archive, restore, delete). */
export const workflowStatuses = ['draft', 'active', 'paused', 'archived', 'deleted'] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

/** spec: outreach §3, "Type: simple, smart, or magic". */
export const workflowTypes = ['simple', 'smart', 'magic'] as const;
export type WorkflowType = (typeof workflowTypes)[number];

/**
 * Campaign settings shown to users (outreach §3) that are not columns of their own.
 * `move_prospects`: a prospect already in another campaign is moved here instead of skipped.
 */
export interface WorkflowSettings {
  move_prospects?: boolean;
  /** Pause the AI Employee together with the campaign (outreach §2, pause choice). */
  pause_ai_employee?: boolean;
}

/** A node position of the smart-sequence graph editor (outreach §3 sequences_nodes). */
export interface SequenceNodePosition {
  id: string;
  x: number;
  y: number;
}

/** A campaign (the API calls it a workflow). Steps live in workflow_steps, senders in workflow_credentials. */
export const workflows = pgTable(
  'workflows',
  {
    ...spaceOwned(),
    name: text('name').notNull(),
    status: text('status', { enum: workflowStatuses }).notNull().default('draft'),
    type: text('type', { enum: workflowTypes }).notNull().default('simple'),
    isEmailOnly: boolean('is_email_only').notNull().default(false),
    sequenceType: text('sequence_type', { enum: sequenceTypes }).notNull().default('simple'),
    /** spec: outreach §3 campaign fields. */
    isExistingPeople: boolean('is_existing_people').notNull().default(false),
    isIncludeTalkedBefore: boolean('is_include_talked_before').notNull().default(false),
    isOnlyPremium: boolean('is_only_premium').notNull().default(false),
    isLinkTracking: boolean('is_link_tracking').notNull().default(false),
    isOpenTracking: boolean('is_open_tracking').notNull().default(false),
    isAiTargeting: boolean('is_ai_targeting').notNull().default(false),
    aiTargetingSettings: jsonb('ai_targeting_settings').$type<Record<string, unknown>>(),
    isAiEmployee: boolean('is_ai_employee').notNull().default(false),
    aiEmployeeId: uuid('ai_employee_id'),
    /** The tracking domain links and opens go through (tracking_domains.id); null = the default. */
    customDomainId: uuid('custom_domain_id'),
    /** The member who created the campaign: the reports' member dimension (issue 15); null once they are gone. */
    ownerId: optionalRef('owner_id', () => users.id),
    /** Connection requests a day for this campaign; null = the sender's setting. 0 asks for confirmation in the UI. */
    connectionDailyLimit: integer('connection_daily_limit'),
    settings: jsonb('settings').$type<WorkflowSettings>().notNull().default({}),
    /** Smart sequences: where the editor drew each node (the links are the steps' branch keys). */
    sequencesNodes: jsonb('sequences_nodes').$type<SequenceNodePosition[]>().notNull().default([]),
    /** Bumped on every saved change of steps or settings (live-edit rule, outreach §4). */
    revision: integer('revision').notNull().default(1),
    /** Manual order from POST /workflows/order; ties are broken by newest first. */
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('workflows_space_status_position_idx').on(table.spaceId, table.status, table.position),
    // The target of campaign_prospects' (workflow_id, space_id) foreign key.
    uniqueIndex('workflows_id_space_unique').on(table.id, table.spaceId),
    index('workflows_space_name_idx').on(table.spaceId, sql`lower(${table.name})`),
    enumCheck('workflows_status_check', table.status, workflowStatuses),
    enumCheck('workflows_type_check', table.type, workflowTypes),
  ],
);

export type WorkflowRow = typeof workflows.$inferSelect;

/** The senders of a campaign (outreach §3 "credentials"): prospects rotate over them. */
export const workflowCredentials = pgTable(
  'workflow_credentials',
  {
    workflowId: ownerRef('workflow_id', () => workflows.id),
    credentialId: ownerRef('credential_id', () => credentials.id),
    spaceId: spaceRef(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.workflowId, table.credentialId] }),
    index('workflow_credentials_space_idx').on(table.spaceId),
    index('workflow_credentials_credential_idx').on(table.credentialId),
  ],
);

export type WorkflowCredentialRow = typeof workflowCredentials.$inferSelect;

/**
 * One step of a campaign (outreach §3 Step). `key` is stable across edits (the
 * graph editor's node id and the engine's pointer); `number` is the order in a
 * simple campaign. A smart sequence links steps by `positiveKey`/`negativeKey`.
 * Removing a step that already ran sets `removedAt` so its history stays.
 * Kind-specific fields (webhook URL, CRM fields, label, tone, …) live in `config`.
 */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    ...spaceOwned(),
    workflowId: ownerRef('workflow_id', () => workflows.id),
    key: text('key').notNull(),
    number: integer('number').notNull(),
    kind: text('kind').notNull(),
    waitDays: integer('wait_days').notNull().default(0),
    waitHours: integer('wait_hours').notNull().default(0),
    subject: text('subject'),
    text: text('text'),
    /** work, personal or enriched (email steps). */
    emailType: text('email_type'),
    /** Reply in the previous email's thread. */
    thread: boolean('thread').notNull().default(false),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    isAiMessage: boolean('is_ai_message').notNull().default(false),
    videoId: uuid('video_id'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    positiveKey: text('positive_key'),
    negativeKey: text('negative_key'),
    /** The revision of the campaign that added this step (live-edit rule). */
    addedInRevision: integer('added_in_revision').notNull().default(1),
    removedAt: timestamptz('removed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('workflow_steps_workflow_key_unique').on(table.workflowId, table.key),
    index('workflow_steps_workflow_number_idx').on(table.workflowId, table.number),
    index('workflow_steps_space_idx').on(table.spaceId),
  ],
);

export type WorkflowStepRow = typeof workflowSteps.$inferSelect;
