/**
 * The LLM port (issue 28 "The model"): what the AI features ask of a model. One adapter speaks to
 * any OpenAI-compatible endpoint (openai-compatible.adapter.ts): LLM_BASE_URL's, or, on the default
 * install, the deterministic sandbox model this app serves itself (modules/ai/sandbox), through the
 * same HTTP path. Callers never see a half answer: a call resolves with the whole validated result or
 * throws an LlmError, and nothing is sent on an error.
 */
import type { z } from 'zod';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What every call names: its workspace (the concurrency limit is per workspace) and its messages. */
export interface LlmCall {
  /** The workspace the call is made for: at most `concurrencyPerSpace` of its calls run at once. */
  space: string;
  messages: LlmMessage[];
  /** The caller gives up (a person left the page, a job was cancelled): the call ends with 'aborted'. */
  signal?: AbortSignal;
  /**
   * complete/structured: the whole call, retries and their waits included, settles within this
   * (default the port's timeoutMs). stream: the longest wait for the next piece of text.
   */
  timeoutMs?: number;
  /** Attempts on 429, 5xx and lost connections, the first included (default the port's maxAttempts). */
  maxAttempts?: number;
  temperature?: number;
  maxTokens?: number;
}

export interface LlmStructuredCall<Schema extends z.ZodType> extends LlmCall {
  /** The shape the answer must have: malformed or schema-failing output is 'malformed_output'. */
  schema: Schema;
  /** The schema's name for the model (`response_format.json_schema.name`), e.g. 'classify_reply'. */
  name: string;
}

export type LlmErrorKind = 'timeout' | 'rate_limited' | 'malformed_output' | 'unavailable' | 'aborted';

/**
 * Why a call gave nothing: 'timeout' (the call's time ran out), 'rate_limited' (still 429 after the
 * retries, or a Retry-After beyond the call's time), 'malformed_output' (not JSON, or not the
 * schema's shape: never passed on), 'unavailable' (5xx or no connection after the retries, or a
 * refusal such as a wrong key or model), 'aborted' (the caller's signal).
 */
export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly details: { status?: number; attempts?: number } = {},
  ) {
    super(message);
  }
}

export interface LlmProvider {
  /** True when calls go to the sandbox model (LLM_BASE_URL unset): the UI says so. */
  readonly isSandbox: boolean;
  /** The model name sent with each call (LLM_MODEL, or the sandbox's). */
  readonly model: string;
  /** The whole text of one answer. */
  complete(call: LlmCall): Promise<string>;
  /** One answer as JSON of `schema`'s shape, parsed and validated. */
  structured<Schema extends z.ZodType>(call: LlmStructuredCall<Schema>): Promise<z.infer<Schema>>;
  /** The answer's text as it is written, piece by piece (where a person waits for it). */
  stream(call: LlmCall): AsyncIterable<string>;
}
