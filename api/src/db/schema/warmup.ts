import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck, optionalRef, ownerRef, primaryId, timestamps, timestamptz } from './columns';
import { integrations } from './integrations';
import { spaceRef, spaces } from './spaces';

/**
 * Mailbox warm-up (issue 29; spec ai-telephony §2 "mailboxes/warm-up/{mailboxId}", §9 "Warm-up
 * recommended"). A mailbox is an email integration (connected in Integrations or hosted by the AI
 * email service): its warm-up settings and state, the warm-up mails it sends and receives, and one
 * health row a day.
 */
export const warmupStatuses = ['off', 'warming', 'stopped'] as const;
export type WarmupStatus = (typeof warmupStatuses)[number];

/** Why a warm-up stopped by itself (issue 29 "stops by itself on a bounce, a spam complaint or a blocklisted sending IP"). */
export const warmupStopReasons = ['bounce', 'complaint', 'blocklisted'] as const;
export type WarmupStopReason = (typeof warmupStopReasons)[number];

export const warmupMailboxes = pgTable(
  'warmup_mailboxes',
  {
    id: primaryId(),
    spaceId: spaceRef(),
    integrationId: ownerRef('integration_id', () => integrations.id),
    enabled: boolean('enabled').notNull().default(false),
    /** Opted in to the pool across workspaces (only the warm-up mails themselves cross). */
    pool: boolean('pool').notNull().default(false),
    startPerDay: integer('start_per_day').notNull(),
    increasePerDay: integer('increase_per_day').notNull(),
    maxPerDay: integer('max_per_day').notNull(),
    replyRatePercent: integer('reply_rate_percent').notNull(),
    variancePercent: integer('variance_percent').notNull(),
    status: text('status', { enum: warmupStatuses }).notNull().default('off'),
    stopReason: text('stop_reason', { enum: warmupStopReasons }),
    /** The words shown with the stop ("550 5.1.1 ... does not exist", "127.0.0.2 in zen.spamhaus.org"). */
    stopDetail: text('stop_detail'),
    /** Day 0 of the ramp (and of the cold-sending cap): when warm-up was first enabled. */
    startedAt: timestamptz('started_at'),
    stoppedAt: timestamptz('stopped_at'),
    /** The last UTC day (YYYY-MM-DD) the planner planned, so a day is planned once. */
    plannedDay: text('planned_day'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('warmup_mailboxes_integration_unique').on(table.integrationId),
    index('warmup_mailboxes_space_idx').on(table.spaceId),
    index('warmup_mailboxes_status_idx').on(table.status, table.pool),
    enumCheck('warmup_mailboxes_status_check', table.status, warmupStatuses),
  ],
);
export type WarmupMailboxRow = typeof warmupMailboxes.$inferSelect;

export const warmupSendKinds = ['warmup', 'reply'] as const;
export const warmupSendStatuses = ['planned', 'sent', 'failed'] as const;
export type WarmupSendStatus = (typeof warmupSendStatuses)[number];

/**
 * One warm-up mail (or a reply to one): planned for a day, sent over SMTP with its marker, found
 * and handled over IMAP on the receiving side. `spaceId` is the sender's workspace; the recipient's
 * is `toSpaceId` (a pool mail crosses workspaces; neither side's API shows the other's address).
 */
export const warmupSends = pgTable(
  'warmup_sends',
  {
    id: primaryId(),
    spaceId: spaceRef(),
    toSpaceId: uuid('to_space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: warmupSendKinds }).notNull().default('warmup'),
    fromMailboxId: ownerRef('from_mailbox_id', () => warmupMailboxes.id),
    toMailboxId: ownerRef('to_mailbox_id', () => warmupMailboxes.id),
    /** The mail this one answers (a reply). */
    parentId: optionalRef('parent_id', (): AnyPgColumn => warmupSends.id),
    status: text('status', { enum: warmupSendStatuses }).notNull().default('planned'),
    scheduledAt: timestamptz('scheduled_at').notNull(),
    /** Which of the texts (warmup-texts.ts) it carries. */
    template: integer('template').notNull().default(0),
    messageId: text('message_id'),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
    deliveredAt: timestamptz('delivered_at'),
    inSpam: boolean('in_spam').notNull().default(false),
    opened: boolean('opened').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    repliedAt: timestamptz('replied_at'),
    bounced: boolean('bounced').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('warmup_sends_due_idx').on(table.status, table.scheduledAt),
    index('warmup_sends_from_day_idx').on(table.fromMailboxId, table.day),
    index('warmup_sends_to_idx').on(table.toMailboxId, table.deliveredAt),
    index('warmup_sends_space_idx').on(table.spaceId),
    // The self-reference: a delete of sends checks each row's answers through it.
    index('warmup_sends_parent_idx').on(table.parentId),
    enumCheck('warmup_sends_status_check', table.status, warmupSendStatuses),
    enumCheck('warmup_sends_kind_check', table.kind, warmupSendKinds),
  ],
);
export type WarmupSendRow = typeof warmupSends.$inferSelect;

/** One mailbox's day (UTC): what it sent and how it landed, and its health score over the 14 days to it. */
export const warmupDays = pgTable(
  'warmup_days',
  {
    id: primaryId(),
    spaceId: spaceRef(),
    mailboxId: ownerRef('mailbox_id', () => warmupMailboxes.id),
    day: text('day').notNull(),
    planned: integer('planned').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    inSpam: integer('in_spam').notNull().default(0),
    opened: integer('opened').notNull().default(0),
    replied: integer('replied').notNull().default(0),
    bounced: integer('bounced').notNull().default(0),
    /** 0 to 100; null before anything was delivered. */
    healthScore: integer('health_score'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('warmup_days_mailbox_day_unique').on(table.mailboxId, table.day),
    index('warmup_days_space_idx').on(table.spaceId, table.day),
  ],
);
export type WarmupDayRow = typeof warmupDays.$inferSelect;

/** How often the highlights email reports a workspace's warm-up (spec ai-telephony §9: weekly on Monday or monthly on the 1st, 9 a.m.). */
export const highlightsFrequencies = ['weekly', 'monthly', 'off'] as const;
export type HighlightsFrequency = (typeof highlightsFrequencies)[number];

/** A workspace's highlights email: its frequency and the last period it went out for (sent once per period). */
export const warmupHighlights = pgTable(
  'warmup_highlights',
  {
    spaceId: uuid('space_id')
      .primaryKey()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: highlightsFrequencies }).notNull().default('weekly'),
    /** `2026-W10` or `2026-03`: the period of the last email sent. */
    lastPeriod: text('last_period'),
    lastSentAt: timestamptz('last_sent_at'),
    ...timestamps(),
  },
  (table) => [enumCheck('warmup_highlights_frequency_check', table.frequency, highlightsFrequencies)],
);
export type WarmupHighlightsRow = typeof warmupHighlights.$inferSelect;
