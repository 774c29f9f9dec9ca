import { describe, expect, it } from 'vitest';
import { addInterval } from './objects';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('the end of a billing period (addInterval)', () => {
  it('counts calendar months in UTC and keeps to the last day of a shorter month', () => {
    expect(iso(addInterval(at('2025-01-31T23:30:00Z'), 'month', 1))).toBe('2025-02-28T23:30:00.000Z');
    expect(iso(addInterval(at('2024-01-31T10:00:00Z'), 'month', 1))).toBe('2024-02-29T10:00:00.000Z');
    expect(iso(addInterval(at('2024-02-29T00:00:00Z'), 'year', 1))).toBe('2025-02-28T00:00:00.000Z');
    expect(iso(addInterval(at('2025-11-30T08:00:00Z'), 'month', 3))).toBe('2026-02-28T08:00:00.000Z');
  });

  it('adds days and weeks as fixed lengths', () => {
    expect(iso(addInterval(at('2025-03-01T12:00:00Z'), 'day', 2))).toBe('2025-03-03T12:00:00.000Z');
    expect(iso(addInterval(at('2025-03-01T12:00:00Z'), 'week', 1))).toBe('2025-03-08T12:00:00.000Z');
  });
});
