/**
 * At most `limit` LLM calls of one workspace at once (issue 28: per-workspace concurrency limits),
 * so one busy workspace (a magic campaign of 40 messages) never holds every connection to the
 * model. The others wait in order; a waiting call whose signal aborts leaves the line.
 */
export interface KeyedSemaphore {
  /** Waits for a slot of `key`; the returned function gives it back (once). */
  acquire(key: string, signal?: AbortSignal): Promise<() => void>;
  /** Calls of `key` running and waiting (tests, monitoring). */
  load(key: string): { running: number; waiting: number };
}

interface Line {
  running: number;
  waiting: Array<{ grant: () => void }>;
}

export function createKeyedSemaphore(limit: number): KeyedSemaphore {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error('The concurrency limit must be a whole number from 1');
  const lines = new Map<string, Line>();

  const releaser = (key: string, line: Line) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.waiting.shift();
      if (next) {
        next.grant();
        return;
      }
      line.running -= 1;
      if (line.running === 0) lines.delete(key);
    };
  };

  return {
    acquire(key, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      let line = lines.get(key);
      if (!line) {
        line = { running: 0, waiting: [] };
        lines.set(key, line);
      }
      const current = line;
      if (current.running < limit) {
        current.running += 1;
        return Promise.resolve(releaser(key, current));
      }
      return new Promise((resolve, reject) => {
        const entry = {
          // The slot passes from the releasing call to this one: `running` stays as it is.
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(releaser(key, current));
          },
        };
        const onAbort = () => {
          const index = current.waiting.indexOf(entry);
          if (index >= 0) current.waiting.splice(index, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        current.waiting.push(entry);
      });
    },
    load(key) {
      const line = lines.get(key);
      return { running: line?.running ?? 0, waiting: line?.waiting.length ?? 0 };
    },
  };
}
