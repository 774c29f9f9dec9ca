/**
 * The LLM port over any OpenAI-compatible chat completions endpoint (issue 28), through the
 * official `openai` client: LLM_BASE_URL's server, or the sandbox model this app serves. The
 * client's own retries are off (maxRetries 0): call-scope.ts retries, so Retry-After, the
 * workspace's slot and the call's time are one policy, driven by timers a test can move.
 */
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { openCallScope, type ScopeSettings } from './call-scope';
import { type LlmCall, LlmError, type LlmProvider, type LlmStructuredCall } from './llm.provider';
import { type BackoffSettings, defaultBackoff } from './retry-policy';
import { createKeyedSemaphore } from './semaphore';
import { type LlmTimers, realTimers } from './timers';

/** Defaults: a minute per call, three attempts, four calls at once per workspace (docs in the report). */
export const llmDefaults = { timeoutMs: 60_000, maxAttempts: 3, concurrencyPerSpace: 4 } as const;

export interface OpenAiCompatibleSettings {
  /** Up to the version, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1. */
  baseURL: string;
  /** Sent as a bearer token; local servers that take none get a placeholder. */
  apiKey?: string;
  model: string;
  isSandbox: boolean;
  /** The HTTP client (the sandbox's in-process one); the global fetch by default. */
  fetch?: typeof fetch;
  timers?: LlmTimers;
  backoff?: BackoffSettings;
  timeoutMs?: number;
  maxAttempts?: number;
  concurrencyPerSpace?: number;
}

/** The fields of a chat completion request every call shares. */
function requestOf(model: string, call: LlmCall): Omit<ChatCompletionCreateParamsBase, 'stream'> {
  return {
    model,
    messages: call.messages,
    ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
    ...(call.maxTokens === undefined ? {} : { max_tokens: call.maxTokens }),
  };
}

/** The answer's JSON, validated against the schema: anything else is refused, never passed on. */
export function parseStructured<Schema extends z.ZodType>(
  schema: Schema,
  content: string | null | undefined,
  finishReason: string | null | undefined,
): z.infer<Schema> {
  if (finishReason === 'length')
    throw new LlmError('malformed_output', 'The model stopped before the end of its JSON');
  let value: unknown;
  try {
    value = JSON.parse(content ?? '');
  } catch {
    throw new LlmError('malformed_output', 'The model answered with something that is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`,
  );
  throw new LlmError(
    'malformed_output',
    `The model's JSON does not have the requested shape: ${problems.join('; ')}`,
  );
}

export function createOpenAiCompatibleLlm(settings: OpenAiCompatibleSettings): LlmProvider {
  const client = new OpenAI({
    baseURL: settings.baseURL,
    apiKey: settings.apiKey || 'no-key',
    fetch: settings.fetch,
    maxRetries: 0,
    // Our own timer ends a call (call-scope.ts); the client's is only a backstop.
    timeout: 30 * 60_000,
  });
  const scopeSettings: ScopeSettings = {
    timers: settings.timers ?? realTimers,
    semaphore: createKeyedSemaphore(settings.concurrencyPerSpace ?? llmDefaults.concurrencyPerSpace),
    backoff: settings.backoff ?? defaultBackoff,
    timeoutMs: settings.timeoutMs ?? llmDefaults.timeoutMs,
    maxAttempts: settings.maxAttempts ?? llmDefaults.maxAttempts,
  };
  const { model } = settings;

  /** One non-streamed completion, retried by the scope; `read` turns its first choice into the result. */
  async function completion<T>(
    call: LlmCall,
    extra: Pick<ChatCompletionCreateParamsBase, 'response_format'>,
    read: (content: string | null | undefined, finishReason: string | null | undefined) => T,
  ): Promise<T> {
    const scope = await openCallScope(scopeSettings, call);
    try {
      return await scope.retrying(async (signal) => {
        const answer = await client.chat.completions.create(
          { ...requestOf(model, call), ...extra, stream: false },
          { signal },
        );
        const choice = answer.choices?.[0];
        return read(choice?.message?.content, choice?.finish_reason);
      });
    } catch (error) {
      throw scope.finalError(error);
    } finally {
      scope.close();
    }
  }

  return {
    isSandbox: settings.isSandbox,
    model,
    complete(call) {
      return completion(call, {}, (content) => {
        if (!content) throw new LlmError('malformed_output', 'The model answered with no text');
        return content;
      });
    },
    async structured<Schema extends z.ZodType>(call: LlmStructuredCall<Schema>) {
      // OpenAI's strict JSON schema: every field required (optional ones must be nullable instead).
      const format = zodResponseFormat(call.schema, call.name);
      return completion(call, { response_format: format }, (content, finishReason) =>
        parseStructured(call.schema, content, finishReason),
      );
    },
    async *stream(call) {
      const scope = await openCallScope(scopeSettings, call);
      try {
        const chunks = await scope.retrying((signal) =>
          client.chat.completions.create({ ...requestOf(model, call), stream: true }, { signal }),
        );
        for await (const chunk of chunks) {
          scope.restartTimer();
          const text = chunk.choices?.[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw scope.finalError(error);
      } finally {
        scope.close();
      }
    },
  };
}
