/**
 * The assistant where a person works (issue 28 "AI in the rest of the product"): the inbox's
 * suggested reply (plan feature ai_assistant_in_inbox, credits inbox_message_generation), the
 * campaign step editor's write / improve / shorten (ai_assistant_in_campaigns, credits
 * assistant_in_campaigns), Recent prompts (spec ai-telephony §8 "Slow AI query: Open Recent
 * Prompts to get the result") and a prospect's personality type. A generation answers its prompt:
 * ready with the result (charged), or refused / failed with why (nothing charged).
 */
import { billingMessages } from '@outreach/core/billing';
import { z } from '@hono/zod-openapi';
import { failure, jsonBody, lockedFailure, success } from '../../../openapi/contract';
import { workspaceRoute } from '../../../openapi/route-kinds';
import { lockedMessage } from '../../../platform/entitlements';
import {
  AiPromptSchema,
  AiPromptsSchema,
  assistantInput,
  assistMessages,
  PersonalitySchema,
  promptIdParams,
  prospectIdParams,
  suggestedReplyInput,
} from './assist.schema';

const tags = ['AI'] as const;

/** 402: the plan lacks the route's feature, or the workspace can not pay for the generation. */
const lockedOrShort = (flag: 'ai_assistant_in_inbox' | 'ai_assistant_in_campaigns') =>
  lockedFailure(
    `${lockedMessage(flag, 'scale')} (code feature_locked); ${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}; ${billingMessages.memberCapReached}`,
  );

export const createSuggestedReply = workspaceRoute({
  operationId: 'createSuggestedReply',
  method: 'post',
  path: '/suggested_reply',
  tags,
  summary:
    "A draft of the member's next message in an inbox dialog, from the thread and the prospect only, shown when every fact of it is theirs (1 credit, inbox message generation; given back when there is no draft)",
  request: { body: jsonBody(suggestedReplyInput) },
  responses: {
    200: success(AiPromptSchema, 'The prompt: ready with the draft, or refused / failed with why'),
    400: failure(`${assistMessages.dialogRequired}; ${assistMessages.noProspectText}`),
    402: lockedOrShort('ai_assistant_in_inbox'),
    404: failure('Dialog not found'),
  },
});

export const createAssistantText = workspaceRoute({
  operationId: 'createAssistantText',
  method: 'post',
  path: '/assistant',
  tags,
  summary:
    "The campaign step editor's assistant: a step's text written from instructions, improved or shortened, its placeholders kept valid (1 credit, assistant in campaigns; given back when there is no text)",
  request: { body: jsonBody(assistantInput) },
  responses: {
    200: success(AiPromptSchema, 'The prompt: ready with the text, or refused / failed with why'),
    400: failure(
      `${assistMessages.actionRequired}; ${assistMessages.textRequired}; ${assistMessages.instructionsRequired}; ${assistMessages.textTooLong}`,
    ),
    402: lockedOrShort('ai_assistant_in_campaigns'),
  },
});

export const listRecentPrompts = workspaceRoute({
  operationId: 'listRecentPrompts',
  method: 'get',
  path: '/recent_prompts',
  tags,
  summary: "The member's last AI results in this workspace, newest first (a slow query's result waits here)",
  responses: { 200: success(AiPromptsSchema, 'Prompts') },
});

export const getRecentPrompt = workspaceRoute({
  operationId: 'getRecentPrompt',
  method: 'get',
  path: '/recent_prompts/{id}',
  tags,
  summary: 'One of the member’s AI results',
  request: { params: promptIdParams },
  responses: {
    200: success(AiPromptSchema, 'The prompt'),
    404: failure(assistMessages.promptNotFound),
  },
});

export const getProspectPersonality = workspaceRoute({
  operationId: 'getProspectPersonality',
  method: 'get',
  path: '/personality_types/{prospect_id}',
  tags,
  summary: "A prospect's personality type (DISC), as a reveal personality type step computed it; null before",
  request: { params: prospectIdParams },
  responses: {
    200: success(
      z.object({ personality: z.union([PersonalitySchema, z.null()]) }).openapi('ProspectPersonalityOf'),
      'The personality type, or null',
    ),
    404: failure(assistMessages.prospectNotFound),
  },
});
