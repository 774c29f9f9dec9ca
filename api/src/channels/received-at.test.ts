import { describe, expect, it } from 'vitest';
import { receivedAt } from './mail-polling';

describe('receivedAt: where a received email goes in its thread', () => {
  const now = new Date('2026-03-02T12:00:00.000Z');
  const ours = new Date('2026-03-02T11:00:00.000Z');

  it('keeps the Date header when it is after the thread and not in the future', () => {
    const header = new Date('2026-03-02T11:30:00.000Z');
    expect(receivedAt(header, ours, now)).toEqual(header);
  });

  it('puts a reply dated before (or with) the email it answers just after it', () => {
    expect(receivedAt(new Date('2026-03-02T10:59:59.000Z'), ours, now)).toEqual(
      new Date('2026-03-02T11:00:00.001Z'),
    );
    expect(receivedAt(ours, ours, now)).toEqual(new Date('2026-03-02T11:00:00.001Z'));
  });

  it('never dates a message after now (a sender clock ahead), nor uses a missing or broken header', () => {
    expect(receivedAt(new Date('2026-03-03T00:00:00.000Z'), ours, now)).toEqual(now);
    expect(receivedAt(undefined, ours, now)).toEqual(now);
    expect(receivedAt(new Date('nonsense'), null, now)).toEqual(now);
    expect(receivedAt(new Date('2026-03-01T00:00:00.000Z'), null, now)).toEqual(
      new Date('2026-03-01T00:00:00.000Z'),
    );
  });
});
