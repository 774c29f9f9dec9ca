/**
 * The declaration of the sandbox model's route (issue 28), POST /api/llm-sandbox/v1/chat/completions;
 * the handler is in sandbox.handlers.ts.
 */
import { errorMessages } from '../../../errors';
import { createRoute, failure, jsonBody, z } from '../../../openapi/contract';
import { SandboxChatCompletion, SandboxChatRequest } from './sandbox.schema';

export const createSandboxChatCompletion = createRoute({
  operationId: 'createSandboxChatCompletion',
  method: 'post',
  path: '/v1/chat/completions',
  tags: ['AI'],
  security: [],
  summary: 'The sandbox model: an OpenAI-compatible chat completion written from templates and the inputs',
  description:
    "Used when LLM_BASE_URL is unset. Only this server calls it, with the key it made at start (Authorization: Bearer); anyone else gets 404 as for an unknown path. The answer is OpenAI's chat.completion, or with `stream: true` its chat.completion.chunk events (text/event-stream) ending with `data: [DONE]`.",
  request: { body: jsonBody(SandboxChatRequest) },
  responses: {
    200: {
      description: 'The completion (JSON), or its chunks when `stream` is true',
      content: {
        'application/json': { schema: SandboxChatCompletion },
        'text/event-stream': { schema: z.string() },
      },
    },
    400: failure('The body is not a chat completion request'),
    404: failure(errorMessages.notFound),
  },
});
