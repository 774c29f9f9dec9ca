/**
 * The declarations of /ai_conversations (issue 28 "The conversation"): an AI employee's thread by
 * its dialog id (the inbox's), the draft's approval and rejection. Any member who sees the dialog
 * (its credential) may read and decide; behind the plan feature ai_employee_messages.
 */
import { failure, idParams, jsonBody, success, z } from '../../../openapi/contract';
import { featureRoute } from '../../../openapi/route-kinds';
import { inboxMessages } from '../../inbox';
import { approveInput, ConversationSchema, conversationMessages } from './conversations.schema';

const tags = ['AI Employees'] as const;
const conversationRoute = featureRoute('ai_employee_messages', 'unlimited');
const notFound = failure(`${inboxMessages.dialogNotFound}; ${conversationMessages.notFound}`);

export const getAiConversation = conversationRoute({
  operationId: 'getAiConversation',
  method: 'get',
  path: '/{id}',
  tags,
  summary:
    "The AI Employee's conversation in the dialog `id` (status, why it waits, the draft awaiting approval), or null when no employee works this thread",
  request: { params: idParams },
  responses: {
    // A union, not .nullable(): a named schema made nullable is generated one way or the other by
    // the order the routes are read in (the generated-types test failed on it).
    200: success(z.union([ConversationSchema, z.null()]), 'The conversation, or null'),
    404: failure(inboxMessages.dialogNotFound),
  },
});

export const approveAiConversation = conversationRoute({
  operationId: 'approveAiConversation',
  method: 'post',
  path: '/{id}/approve',
  tags,
  summary:
    "Approve & send the draft of the dialog `id`, or `text`, the person's edit of it (checked for grounding again); sent at once",
  request: { params: idParams, body: jsonBody(approveInput) },
  responses: {
    200: success(ConversationSchema, 'The conversation after the send (or why it still waits)'),
    400: failure(
      `${conversationMessages.notWaiting}; ${conversationMessages.emptyDraft}; ${conversationMessages.draftTooLong}; Not sent: the reply mentions what its inputs do not (...)`,
    ),
    404: notFound,
  },
});

export const rejectAiConversation = conversationRoute({
  operationId: 'rejectAiConversation',
  method: 'post',
  path: '/{id}/reject',
  tags,
  summary: 'Reject the draft of the dialog `id`: nothing is sent; a rejected follow-up counts as done',
  request: { params: idParams },
  responses: {
    200: success(ConversationSchema, 'The conversation'),
    400: failure(conversationMessages.notWaiting),
    404: notFound,
  },
});
