import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Reads shared by the listeners of one outreach event (issue 25, the write path): a stored reply
 * runs webhooks, the event log, auto-labels and the AI label's plan check one after another, and
 * each used to read the workspace's plan, brand and webhooks again. Inside an event's memo such a
 * read runs once; outside one (a request, a job) it runs every time, as before.
 *
 * Two levels: `event` reads (settings nobody changes while listeners run: plans, brands,
 * webhooks) are shared with the events a listener emits in turn (add_ai_label inside new_message);
 * `emit` reads (rows a listener may change: the prospect) are shared by one emit's listeners only.
 * Nothing outlives the outermost emit, so a change made through the API shows on the next event.
 */
interface Memo {
  event: Map<string, Promise<unknown>>;
  emit: Map<string, Promise<unknown>>;
}

const memos = new AsyncLocalStorage<Memo>();

/** Runs one event's listeners with a memo (an emit inside them keeps the `event` reads, not the `emit` ones). */
export function withEventMemo<T>(work: () => Promise<T>): Promise<T> {
  const outer = memos.getStore();
  return memos.run({ event: outer?.event ?? new Map(), emit: new Map() }, work);
}

/** `read()` once per key within the current event (see above); every time outside an event. */
export function memoizedInEvent<T>(
  key: string,
  read: () => PromiseLike<T>,
  level: keyof Memo = 'event',
): Promise<T> {
  const memo = memos.getStore()?.[level];
  if (!memo) return Promise.resolve(read());
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  // Awaited once here: a drizzle query is a thenable that runs again on every `then`.
  const reading = (async () => read())();
  memo.set(key, reading);
  // A failed read is not kept: the next listener reads again.
  reading.catch(() => memo.delete(key));
  return reading;
}
