import { describe, expect, it } from 'vitest';
import { createEventBus } from './events';

interface TestEvents {
  'thing.done': { id: string };
  'other.done': { count: number };
}

describe('domain event bus', () => {
  it('awaits each subscriber of the event in the order they subscribed, and no other', async () => {
    const bus = createEventBus<TestEvents>();
    const seen: string[] = [];
    bus.subscribe('thing.done', async ({ id }) => {
      await Promise.resolve();
      seen.push(`first ${id}`);
    });
    bus.subscribe('other.done', ({ count }) => {
      seen.push(`other ${count}`);
    });
    bus.subscribe('thing.done', ({ id }) => {
      seen.push(`second ${id}`);
    });
    await bus.publish('thing.done', { id: 'a' });
    expect(seen).toEqual(['first a', 'second a']);
  });

  it('publishing an event nobody subscribed to does nothing', async () => {
    await expect(createEventBus<TestEvents>().publish('thing.done', { id: 'a' })).resolves.toBeUndefined();
  });

  it("fails the publisher with a subscriber's error and runs no later subscriber", async () => {
    const bus = createEventBus<TestEvents>();
    const seen: string[] = [];
    bus.subscribe('thing.done', () => {
      throw new Error('side effect failed');
    });
    bus.subscribe('thing.done', () => {
      seen.push('later');
    });
    await expect(bus.publish('thing.done', { id: 'a' })).rejects.toThrow('side effect failed');
    expect(seen).toEqual([]);
  });

  it('stops calling a subscriber once it unsubscribed', async () => {
    const bus = createEventBus<TestEvents>();
    const seen: string[] = [];
    const unsubscribe = bus.subscribe('thing.done', ({ id }) => {
      seen.push(id);
    });
    await bus.publish('thing.done', { id: 'a' });
    unsubscribe();
    unsubscribe();
    await bus.publish('thing.done', { id: 'b' });
    expect(seen).toEqual(['a']);
  });

  it('checks event names and payloads at compile time', () => {
    const bus = createEventBus<TestEvents>();
    // @ts-expect-error an event the map does not name
    bus.subscribe('thing.undone', () => {});
    // @ts-expect-error the payload of another event
    void bus.publish('thing.done', { count: 1 });
  });
});
