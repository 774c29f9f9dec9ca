/**
 * The shapes of /ai_conversations (issue 28 "The conversation"): an AI employee's thread as the
 * inbox shows it (status, why, the draft awaiting approval) and the approval's input; the
 * module's messages.
 */
import { employeeConversationStatuses } from '@outreach/core/ai';
import { z } from '../../../openapi/contract';
import { dateTime } from '../../../openapi/json-fields';
import { aiDraftKinds } from '../../../db/schema';

/** The longest draft a person may approve (the inbox's reply limit is larger; a chat reply is short). */
export const maxDraftLength = 5000;

export const conversationMessages = {
  notFound: 'No AI Employee conversation in this thread',
  notWaiting: 'This conversation has no draft waiting for approval',
  emptyDraft: 'The reply can not be empty',
  draftTooLong: `The reply can not be longer than ${maxDraftLength} characters`,
  personWrote: 'A person answered in this thread: the AI Employee stays out of it.',
  employeeGone: 'The AI Employee of this thread was deleted.',
  employeeOff: 'The AI Employee is disabled on this account: the thread waits until it is on again.',
  threadGone: 'The thread is gone.',
  dailyCap: 'The AI Employee reached its daily limit of messages: the reply goes out after midnight (UTC).',
  nothingToSend: 'There was nothing to send.',
  awayByEmail:
    'The prospect is out of office (an automatic email reply): nothing goes out before they are back.',
  escalated: (reasons: string) =>
    `Escalated to a person (${reasons}): the AI Employee does not answer this; a task was created.`,
  refused: (items: string[]) =>
    `Not sent: the reply mentions what its inputs do not (${items.join(', ')}). Edit it, or reject it.`,
  generationFailed: (kind: string, retrying: boolean) =>
    `The model did not write a reply (${kind.replaceAll('_', ' ')}): nothing was sent; ${
      retrying ? 'it tries again in a few minutes.' : 'waiting for a person.'
    }`,
  sendFailed: (why: string) => `Sending failed: ${why}`,
} as const;

export const ClassificationSchema = z.object({
  label: z.string(),
  reason: z.string(),
  source: z.enum(['model', 'rules']),
  escalation: z.array(z.string()).optional(),
});

export const ConversationSchema = z
  .object({
    _id: z.string(),
    dialog_id: z.string(),
    employee_id: z.string(),
    employee_name: z.string(),
    status: z.enum(employeeConversationStatuses),
    reason: z.string().nullable(),
    draft: z.string().nullable(),
    draft_kind: z.enum(aiDraftKinds).nullable(),
    classification: ClassificationSchema.nullable(),
    follow_ups_done: z.number().int(),
    next_at: dateTime.nullable(),
    meeting_booked_at: dateTime.nullable(),
    updated_at: dateTime,
  })
  .openapi('AiConversation');
export type ConversationJson = z.infer<typeof ConversationSchema>;

export const approveInput = z.object({
  text: z
    .string({ error: 'text must be text' })
    .trim()
    .min(1, conversationMessages.emptyDraft)
    .max(maxDraftLength, conversationMessages.draftTooLong)
    .nullish(),
});
