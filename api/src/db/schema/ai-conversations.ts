import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employeeConversationStatuses } from '@outreach/core/ai';
import { enumCheck, optionalRef, ownerRef, timestamps, timestamptz } from './columns';
import { aiEmployees } from './ai-employees';
import { credentials } from './credentials';
import { dialogs } from './dialogs';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';

export type AiConversationStatus = (typeof employeeConversationStatuses)[number];

/** What the employee is writing or holding: an answer to a reply, or the n-th follow-up. */
export const aiDraftKinds = ['reply', 'follow_up'] as const;
export type AiDraftKind = (typeof aiDraftKinds)[number];

/** The prospect's last reply as read (classifyReply), kept for the thread's badge and the API. */
export interface AiReplyClassificationRecord {
  label: string;
  reason: string;
  source: 'model' | 'rules';
  /** Escalation reasons (needsHuman) when a person answers instead. */
  escalation?: string[];
}

/**
 * One thread an AI employee handles (issue 28 "The conversation", spec ai-telephony §4 "AI Employee
 * conversation status"): one row per dialog, moved through the 12 statuses by
 * modules/employees/conversations. `next_at` is when the machine acts next (a due generation, send
 * or follow-up; null while it waits on a person or the prospect); `lease_until` is the claim a
 * runner holds while it acts, so a step runs once even with several processes.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    ...spaceOwned(),
    employeeId: ownerRef('employee_id', () => aiEmployees.id),
    dialogId: ownerRef('dialog_id', () => dialogs.id),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    credentialId: optionalRef('credential_id', () => credentials.id),
    status: text('status', { enum: employeeConversationStatuses }).notNull(),
    /** Why it waits, stopped or was refused, in words for the person reading the thread. */
    reason: text('reason'),
    classification: jsonb('classification').$type<AiReplyClassificationRecord>(),
    followUpsDone: integer('follow_ups_done').notNull().default(0),
    nextAt: timestamptz('next_at'),
    /** Failed generations in a row (the model timed out or failed): retried a few times, then it waits. */
    attempts: integer('attempts').notNull().default(0),
    draft: text('draft'),
    draftKind: text('draft_kind', { enum: aiDraftKinds }),
    /** The prospect's message the machine answered last (messages.id): a reply is handled once. */
    lastInboundMessageId: uuid('last_inbound_message_id'),
    /** The employee's own last message (messages.id) and when: later outgoing ones are a person's. */
    lastSentMessageId: uuid('last_sent_message_id'),
    lastSentAt: timestamptz('last_sent_at'),
    /** The open approval or escalation task (tasks.id). */
    taskId: uuid('task_id'),
    leaseUntil: timestamptz('lease_until'),
    meetingBookedAt: timestamptz('meeting_booked_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('ai_conversations_dialog_unique').on(table.dialogId),
    index('ai_conversations_due_idx').on(table.status, table.nextAt),
    index('ai_conversations_employee_status_idx').on(table.employeeId, table.status),
    index('ai_conversations_space_prospect_idx').on(table.spaceId, table.prospectId),
    enumCheck('ai_conversations_status_check', table.status, employeeConversationStatuses),
  ],
);

export type AiConversationRow = typeof aiConversations.$inferSelect;
