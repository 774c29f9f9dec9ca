import { describe, expect, it } from 'vitest';
import { memoizedInEvent } from './event-memo';
import { createOutreachEvents, type OutreachEvent } from './outreach-events';

const event = (name: OutreachEvent['name']): OutreachEvent => ({
  name,
  spaceId: 'space',
  prospectId: 'prospect',
  workflowId: null,
  credentialId: null,
  at: new Date(0),
  data: {},
});

/** A read that counts its runs and answers the run's number. */
function countingRead() {
  let runs = 0;
  return {
    read: () => Promise.resolve(++runs),
    runs: () => runs,
  };
}

describe('reads shared by one outreach event’s listeners', () => {
  it('reads once per key across the listeners of one event, again for the next event', async () => {
    const events = createOutreachEvents();
    const plan = countingRead();
    const seen: number[] = [];
    for (let listener = 0; listener < 3; listener += 1)
      events.on(async () => {
        seen.push(await memoizedInEvent('plan', plan.read));
      });
    await events.emit(event('new_message'));
    expect(seen).toEqual([1, 1, 1]);
    await events.emit(event('got_reply'));
    expect(seen).toEqual([1, 1, 1, 2, 2, 2]);
    expect(plan.runs()).toBe(2);
  });

  it('an event a listener emits keeps the event reads but reads the emit reads again', async () => {
    const events = createOutreachEvents();
    const settings = countingRead();
    const prospect = countingRead();
    const seen: string[] = [];
    events.on(async (heard) => {
      const shared = await memoizedInEvent('settings', settings.read);
      const own = await memoizedInEvent('prospect', prospect.read, 'emit');
      seen.push(`${heard.name} settings ${shared} prospect ${own}`);
      if (heard.name === 'new_message') await events.emit(event('add_ai_label'));
    });
    await events.emit(event('new_message'));
    expect(seen).toEqual(['new_message settings 1 prospect 1', 'add_ai_label settings 1 prospect 2']);
  });

  it('reads every time outside an event, and runs a drizzle-like thenable once', async () => {
    const plan = countingRead();
    expect(await memoizedInEvent('plan', plan.read)).toBe(1);
    expect(await memoizedInEvent('plan', plan.read)).toBe(2);

    // A query builder runs on every `then`: the memo must call it once.
    let runs = 0;
    const query: PromiseLike<number> = {
      // biome-ignore lint/suspicious/noThenProperty: a drizzle query is such a thenable
      then(onFulfilled, onRejected) {
        runs += 1;
        return Promise.resolve(runs).then(onFulfilled, onRejected);
      },
    };
    const events = createOutreachEvents();
    const seen: number[] = [];
    events.on(async () => {
      seen.push(await memoizedInEvent('query', () => query));
      seen.push(await memoizedInEvent('query', () => query));
    });
    await events.emit(event('new_message'));
    expect(seen).toEqual([1, 1]);
    expect(runs).toBe(1);
  });

  it('does not keep a failed read: the next listener reads again', async () => {
    const events = createOutreachEvents();
    let runs = 0;
    const seen: string[] = [];
    const read = async () => {
      runs += 1;
      if (runs === 1) throw new Error('connection reset');
      return 'plan';
    };
    events.on(async () => {
      await memoizedInEvent('plan', read).catch((error: Error) => seen.push(error.message));
    });
    events.on(async () => {
      seen.push(await memoizedInEvent('plan', read));
    });
    await events.emit(event('new_message'));
    expect(seen).toEqual(['connection reset', 'plan']);
  });
});
