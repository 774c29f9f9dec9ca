/**
 * Timers that move only when a test says (the LLM adapter's waits: timeouts and backoff), so a
 * test of a retry or a timeout never sleeps. `nextTimer()` resolves when the adapter starts a wait
 * (its length is what a test asserts: the Retry-After honoured), `advance()` fires the due ones.
 */
import type { LlmTimers } from '../timers';

interface Pending {
  id: number;
  at: number;
  milliseconds: number;
  callback: () => void;
}

export interface ManualTimers extends LlmTimers {
  /** The waits not yet fired, soonest first (their lengths in ms). */
  pending(): number[];
  /** Resolves with the length of the next wait started (or one already pending beyond `known`). */
  nextTimer(predicate?: (milliseconds: number) => boolean): Promise<number>;
  advance(milliseconds: number): void;
}

export function createManualTimers(start = Date.parse('2026-01-05T09:00:00Z')): ManualTimers {
  let now = start;
  let sequence = 0;
  let timers: Pending[] = [];
  let waiters: Array<{ predicate: (milliseconds: number) => boolean; resolve: (ms: number) => void }> = [];

  return {
    now: () => now,
    setTimeout(callback, milliseconds) {
      sequence += 1;
      const timer = { id: sequence, at: now + milliseconds, milliseconds, callback };
      timers.push(timer);
      const matched = waiters.filter((waiter) => waiter.predicate(milliseconds));
      waiters = waiters.filter((waiter) => !matched.includes(waiter));
      for (const waiter of matched) waiter.resolve(milliseconds);
      return timer.id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    pending: () => [...timers].sort((a, b) => a.at - b.at).map((timer) => timer.milliseconds),
    nextTimer(predicate = () => true) {
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    advance(milliseconds) {
      now += milliseconds;
      const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
  };
}
