/**
 * Where the LLM adapter's waits come from (timeouts, backoff): real timers in the app, a manual
 * set in tests (testing/manual-timers.ts), so retries and timeouts are tested without sleeping.
 */
export interface LlmTimers {
  /** Milliseconds since the epoch (a deadline's remaining time; an HTTP-date Retry-After). */
  now(): number;
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: LlmTimers = {
  now: () => Date.now(),
  setTimeout: (callback, milliseconds) => setTimeout(callback, milliseconds),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `milliseconds`, or rejects with the signal's reason when it aborts first. */
export function sleep(timers: LlmTimers, milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(signal.reason);
    };
    const handle = timers.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
