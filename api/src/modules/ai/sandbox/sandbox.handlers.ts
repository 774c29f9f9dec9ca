import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, errorMessages } from '../../../errors';
import { createRouter } from '../../../openapi/contract';
import { bindOperations, type Handlers } from '../../../openapi/operations';
import type { AppDependencies } from '../../../platform/context';
import { bearerToken } from '../../../platform/identity';
import { sandboxModelName, writeSandboxAnswer } from './sandbox.model';
import * as routes from './sandbox.routes';
import type { SandboxChatRequest } from './sandbox.schema';

/** A fresh key for the sandbox route (createApp makes one per app; it never leaves the process). */
export function newSandboxKey(): string {
  return `sandbox-${randomBytes(32).toString('base64url')}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The text of a message's content, plain or in parts. */
function textOf(content: SandboxChatRequest['messages'][number]['content']): string {
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}

/** OpenAI's token counts, roughly (four characters a token): the sandbox bills nothing. */
const tokensOf = (text: string) => Math.ceil(text.length / 4);

/** The answer as OpenAI's stream: a role chunk, the text word by word, the stop chunk, [DONE]. */
function eventStream(id: string, created: number, model: string, content: string): string {
  const chunk = (delta: Record<string, string>, finish: 'stop' | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    })}\n\n`;
  const pieces = content.match(/\s*\S+\s*/g) ?? [content];
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((piece) => chunk({ content: piece }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ].join('');
}

export function sandboxHandlers(deps: AppDependencies): Handlers<typeof routes> {
  let sequence = 0;
  return {
    createSandboxChatCompletion: async (c) => {
      const body = c.req.valid('json');
      const messages = body.messages.map((message) => ({
        role: message.role,
        content: textOf(message.content),
      }));
      const content = writeSandboxAnswer({ messages, response_format: body.response_format });
      sequence += 1;
      const id = `chatcmpl-sandbox-${sequence}`;
      const created = Math.floor(deps.clock.now().getTime() / 1000);
      const model = body.model || sandboxModelName;
      if (body.stream) {
        return c.body(eventStream(id, created, model, content), 200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
      }
      const promptTokens = tokensOf(messages.map((message) => message.content).join('\n'));
      const completionTokens = tokensOf(content);
      return c.json(
        {
          id,
          object: 'chat.completion' as const,
          created,
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant' as const, content, refusal: null },
              finish_reason: 'stop' as const,
              logprobs: null,
            },
          ],
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: completionTokens,
            total_tokens: promptTokens + completionTokens,
          },
        },
        200,
      );
    },
  };
}

/**
 * /api/llm-sandbox: the sandbox model, for this app's own LLM adapter only (issue 28). It holds no
 * workspace data and only echoes templates, yet it is no open endpoint: a caller without the key
 * createApp made (held by the adapter, in process) gets 404 as for an unknown path.
 */
export function llmSandboxRoutes(deps: AppDependencies, key: string) {
  const router = createRouter();
  const expected = digest(key);
  router.use('*', async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token || !timingSafeEqual(digest(token), expected)) throw new AppError(404, errorMessages.notFound);
    await next();
  });
  return bindOperations(router, routes, sandboxHandlers(deps));
}
