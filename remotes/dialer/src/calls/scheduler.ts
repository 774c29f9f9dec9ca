/**
 * Time for the call clients, injectable so tests drive it (vitest's fake timers or a manual clock):
 * the sandbox's ringing and the connected duration read it, never the wall clock directly.
 */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds, monotonic enough for a call's duration. */
  now(): number;
}

/** The browser's own timers (looked up at call time, so vitest's fake timers apply to them too). */
export const realScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
