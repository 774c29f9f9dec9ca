/**
 * One LLM call's limits (issue 28): its workspace's concurrency slot, its time, the caller's
 * signal, and the retries of its attempts on 429, 5xx and lost connections with backoff that
 * honours Retry-After. The adapter runs each HTTP attempt inside `scope.retrying`.
 */
import { APIError } from 'openai';
import { LlmError } from './llm.provider';
import { type BackoffSettings, isRetryableStatus, retryAfterMilliseconds, retryDelay } from './retry-policy';
import type { KeyedSemaphore } from './semaphore';
import { type LlmTimers, sleep } from './timers';

export interface ScopeSettings {
  timers: LlmTimers;
  semaphore: KeyedSemaphore;
  backoff: BackoffSettings;
  timeoutMs: number;
  maxAttempts: number;
}

interface Failure {
  retryable: boolean;
  kind: 'rate_limited' | 'unavailable';
  status?: number;
  retryAfter?: number;
  message: string;
}

/** What an attempt's error means: openai's APIError (status, headers), a lost connection, or ours. */
function failureOf(error: unknown, now: number): Failure | LlmError {
  if (error instanceof LlmError) return error;
  if (error instanceof APIError) {
    const status = error.status;
    if (status === undefined)
      return { retryable: true, kind: 'unavailable', message: 'The model could not be reached' };
    return {
      retryable: isRetryableStatus(status),
      kind: status === 429 ? 'rate_limited' : 'unavailable',
      status,
      retryAfter: retryAfterMilliseconds(error.headers, now),
      message:
        status === 429
          ? 'The model is rate limited'
          : status >= 500
            ? `The model is unavailable (${status})`
            : `The model refused the call (${status}): ${error.message}`,
    };
  }
  return { retryable: false, kind: 'unavailable', message: `The model could not answer: ${String(error)}` };
}

export interface CallScope {
  /** Aborts when the call's time runs out (reason: LlmError 'timeout') or the caller aborts ('aborted'). */
  signal: AbortSignal;
  /** Starts the call's time again (a stream's next piece arrived). */
  restartTimer(): void;
  /** Runs `attempt` until it succeeds, a failure is final, or the call's time or attempts run out. */
  retrying<T>(attempt: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** The error to throw for `error` caught inside the scope (the abort reason once aborted). */
  finalError(error: unknown): LlmError;
  /** Gives the slot back and stops the timer. */
  close(): void;
}

/** Waits for the workspace's slot (the caller's signal may end the wait), then starts the call's time. */
export async function openCallScope(
  settings: ScopeSettings,
  call: { space: string; signal?: AbortSignal; timeoutMs?: number; maxAttempts?: number },
): Promise<CallScope> {
  const aborted = () => new LlmError('aborted', 'The call was cancelled');
  const release = await settings.semaphore.acquire(call.space, call.signal).catch(() => {
    throw aborted();
  });
  const { timers } = settings;
  const timeoutMs = call.timeoutMs ?? settings.timeoutMs;
  const maxAttempts = Math.max(1, call.maxAttempts ?? settings.maxAttempts);
  const controller = new AbortController();
  let deadline = 0;
  let timer: unknown;
  const restartTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    deadline = timers.now() + timeoutMs;
    timer = timers.setTimeout(
      () => controller.abort(new LlmError('timeout', `The model did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  };
  const onCallerAbort = () => controller.abort(aborted());
  if (call.signal?.aborted) onCallerAbort();
  call.signal?.addEventListener('abort', onCallerAbort, { once: true });
  restartTimer();

  const finalError = (error: unknown): LlmError => {
    if (controller.signal.aborted) return controller.signal.reason as LlmError;
    const failure = failureOf(error, timers.now());
    return failure instanceof LlmError
      ? failure
      : new LlmError(failure.kind, failure.message, { status: failure.status });
  };

  return {
    signal: controller.signal,
    restartTimer,
    finalError,
    async retrying(attempt) {
      for (let count = 1; ; count += 1) {
        try {
          return await attempt(controller.signal);
        } catch (error) {
          if (controller.signal.aborted) throw controller.signal.reason;
          const failure = failureOf(error, timers.now());
          if (failure instanceof LlmError) throw failure;
          const give = (message = failure.message) =>
            new LlmError(failure.kind, message, { status: failure.status, attempts: count });
          if (!failure.retryable || count >= maxAttempts) throw give();
          const wait = retryDelay(count, failure.retryAfter, settings.backoff);
          if (timers.now() + wait > deadline)
            throw give(`${failure.message}, and the wait it asks for (${wait} ms) is beyond the call's time`);
          await sleep(timers, wait, controller.signal).catch(() => {
            throw controller.signal.reason;
          });
        }
      }
    },
    close() {
      if (timer !== undefined) timers.clearTimeout(timer);
      call.signal?.removeEventListener('abort', onCallerAbort);
      release();
    },
  };
}
