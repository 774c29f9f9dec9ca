/**
 * The subset of OpenAI's chat completions protocol the sandbox model speaks (issue 28): what the
 * official client sends for text, JSON (json_object, json_schema) and streamed answers. Other
 * parameters of the protocol (top_p, seed, user...) are accepted and have no effect.
 */
import { z } from '../../../openapi/contract';

const ContentPart = z.looseObject({ type: z.string(), text: z.string().optional() });

export const SandboxChatMessage = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: z.union([z.string(), z.array(ContentPart), z.null()]).optional(),
});

export const SandboxChatRequest = z
  .looseObject({
    model: z.string().min(1, 'model is required'),
    messages: z.array(SandboxChatMessage).min(1, 'messages must not be empty').max(500),
    stream: z.boolean().nullable().optional(),
    response_format: z
      .looseObject({
        type: z.enum(['text', 'json_object', 'json_schema']),
        json_schema: z
          .looseObject({
            name: z.string(),
            schema: z.record(z.string(), z.unknown()).optional(),
            strict: z.boolean().nullable().optional(),
          })
          .optional(),
      })
      .optional(),
    n: z.number().int().min(1).max(1, 'the sandbox model writes one answer (n = 1)').nullable().optional(),
  })
  .openapi('SandboxChatRequest');
export type SandboxChatRequest = z.infer<typeof SandboxChatRequest>;

export const SandboxChatCompletion = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        message: z.object({ role: z.literal('assistant'), content: z.string(), refusal: z.null() }),
        finish_reason: z.literal('stop'),
        logprobs: z.null(),
      }),
    ),
    usage: z.object({
      prompt_tokens: z.number().int(),
      completion_tokens: z.number().int(),
      total_tokens: z.number().int(),
    }),
  })
  .openapi('SandboxChatCompletion');
