import { z } from '@hono/zod-openapi';
import { aiPromptKinds, aiPromptStatuses } from '../../../db/schema';
import { dateTime } from '../../../openapi/json-fields';
import { blankAsUnset } from '../../../paging';
import { strictObject } from '../../../strict-object';
import { assistActions, personalityTypes } from './assist-tasks';

/** The longest step text the assistant takes (the builder's message limits are below it). */
export const maxAssistTextLength = 8000;
export const maxInstructionsLength = 1000;
/** Recent prompts shows a person's last results. */
export const recentPromptsLimit = 20;

export const assistMessages = {
  dialogRequired: 'dialog_id is required',
  actionRequired: 'action must be one of: write, improve, shorten',
  textRequired: 'text is required to improve or shorten',
  textTooLong: `text can not be longer than ${maxAssistTextLength} characters`,
  instructionsRequired: 'instructions are required to write a text',
  instructionsTooLong: `instructions can not be longer than ${maxInstructionsLength} characters`,
  noProspectText: 'There is no message from the prospect to reply to',
  promptNotFound: 'Prompt not found',
  prospectNotFound: 'Prospect not found',
  personalityNotFound: 'No personality type yet',
  /** Said in place of a result the grounding check refused. */
  refused:
    'The AI draft named facts that are not in the conversation, so it was not shown: write this one yourself',
  placeholdersBroken: "The AI text changed the step's placeholders, so it was not used: try again",
} as const;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.preprocess(blankAsUnset, z.string({ error: message }).trim().min(1, message).max(max, tooLong));

/** POST /ai/suggested_reply. */
export const suggestedReplyInput = strictObject(
  {
    dialog_id: requiredText(assistMessages.dialogRequired, 100, assistMessages.dialogRequired).openapi({
      type: 'string',
      description: 'The inbox dialog to reply in',
    }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type SuggestedReplyInput = z.infer<typeof suggestedReplyInput>;

/** POST /ai/assistant: the step editor's "Write with AI", "Improve" and "Shorten". */
export const assistantInput = strictObject(
  {
    action: z.enum(assistActions, { error: assistMessages.actionRequired }),
    text: z
      .string()
      .max(maxAssistTextLength, assistMessages.textTooLong)
      .optional()
      .openapi({ description: "The step's text as it is (improve, shorten)" }),
    instructions: z
      .string()
      .max(maxInstructionsLength, assistMessages.instructionsTooLong)
      .optional()
      .openapi({ description: 'What to write (write)' }),
    channel: z.enum(['email', 'linkedin']).default('email'),
    custom_fields: z
      .array(z.string().max(100))
      .max(100)
      .default([])
      .openapi({ description: "The campaign's custom fields, placeholders the text may use" }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type AssistantInput = z.infer<typeof assistantInput>;

export const AiPromptSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(aiPromptKinds),
    category: z.string(),
    status: z.enum(aiPromptStatuses).openapi({
      description: 'pending while the model writes; ready (charged), refused or failed (nothing charged)',
    }),
    title: z.string(),
    result: z.string().nullable(),
    error: z.string().nullable(),
    credits: z.number().int(),
    prospect_id: z.string().nullable(),
    dialog_id: z.string().nullable(),
    created_at: dateTime,
    finished_at: dateTime.nullable(),
  })
  .openapi('AiPrompt');
export type AiPromptJson = z.infer<typeof AiPromptSchema>;

export const AiPromptsSchema = z
  .object({ prompts: z.array(AiPromptSchema).openapi({ description: 'Newest first' }) })
  .openapi('AiPrompts');

export const promptIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});

export const prospectIdParams = z.object({
  prospect_id: z.string().openapi({ param: { name: 'prospect_id', in: 'path' } }),
});

export const PersonalitySchema = z
  .object({
    prospect_id: z.string(),
    type: z.enum(personalityTypes),
    traits: z.array(z.string()),
    advice: z.string(),
    created_at: dateTime,
  })
  .openapi('ProspectPersonality');
export type PersonalityJson = z.infer<typeof PersonalitySchema>;
