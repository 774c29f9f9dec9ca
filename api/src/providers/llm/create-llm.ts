/**
 * The LLM from configuration (issue 28): the OpenAI-compatible endpoint LLM_BASE_URL with
 * LLM_MODEL and LLM_API_KEY; without LLM_BASE_URL, the sandbox model the app serves at
 * /api/llm-sandbox/v1, reached in process (no socket, no port) with the key the app made at start.
 * Either way the same adapter, so the sandbox runs the real HTTP path.
 */
import { z } from 'zod';
import { llmEnvProblems, llmEnvShape } from '../../env';
import type { LlmProvider } from './llm.provider';
import { createOpenAiCompatibleLlm, type OpenAiCompatibleSettings } from './openai-compatible.adapter';

/** Where the adapter finds the app's own sandbox route. */
export const sandboxBaseUrl = 'http://localhost/api/llm-sandbox/v1';

export interface SandboxEndpoint {
  /** The key the sandbox route answers. */
  key: string;
  /** The app's own request handler (createApp: `app.fetch`). */
  fetch: (request: Request) => Response | Promise<Response>;
  /** The model name the sandbox reports. */
  model: string;
}

const llmEnv = z.object(llmEnvShape);
export type LlmEnv = z.infer<typeof llmEnv>;

/** LLM_* from the environment; throws a message naming the variable when one is wrong. */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmEnv {
  const parsed = llmEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  const problem = llmEnvProblems(parsed.data)[0];
  if (problem) throw new Error(`${problem.path}: ${problem.message}`);
  return parsed.data;
}

/** A fetch that hands each request to the app in this process. */
export function inProcessFetch(handle: SandboxEndpoint['fetch']): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) =>
    handle(new Request(input, init))) as typeof fetch;
}

export function createLlm(options: {
  sandbox: SandboxEndpoint;
  env?: NodeJS.ProcessEnv;
  /** Timers, backoff and the like (tests). */
  overrides?: Partial<OpenAiCompatibleSettings>;
}): LlmProvider {
  const settings = llmSettingsFromEnv(options.env ?? process.env);
  const shared = {
    timeoutMs: settings.LLM_TIMEOUT_SECONDS * 1000,
    maxAttempts: settings.LLM_MAX_ATTEMPTS,
    concurrencyPerSpace: settings.LLM_CONCURRENCY,
  };
  if (settings.LLM_BASE_URL && settings.LLM_MODEL) {
    return createOpenAiCompatibleLlm({
      baseURL: settings.LLM_BASE_URL,
      apiKey: settings.LLM_API_KEY,
      model: settings.LLM_MODEL,
      isSandbox: false,
      ...shared,
      ...options.overrides,
    });
  }
  return createOpenAiCompatibleLlm({
    baseURL: sandboxBaseUrl,
    apiKey: options.sandbox.key,
    model: options.sandbox.model,
    fetch: inProcessFetch(options.sandbox.fetch),
    isSandbox: true,
    ...shared,
    ...options.overrides,
  });
}

/** One line for the start-up output, from the settings `createLlm` reads. */
export function describeLlm(env: NodeJS.ProcessEnv = process.env): string {
  const settings = llmSettingsFromEnv(env);
  if (!settings.LLM_BASE_URL)
    return 'LLM: the sandbox model (templates and inputs, no AI); set LLM_BASE_URL and LLM_MODEL for a real model';
  return `LLM: ${settings.LLM_MODEL} at ${new URL(settings.LLM_BASE_URL).host}`;
}
