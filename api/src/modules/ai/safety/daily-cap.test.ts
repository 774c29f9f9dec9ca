import { describe, expect, it } from 'vitest';
import { dailyCapAllows } from './daily-cap';

describe("dailyCapAllows: an employee's daily cap", () => {
  it('allows while fewer than the cap were sent today', () => {
    expect(dailyCapAllows(0, 3)).toEqual({ allowed: true, remaining: 3 });
    expect(dailyCapAllows(2, 3)).toEqual({ allowed: true, remaining: 1 });
  });

  it('refuses at and beyond the cap', () => {
    expect(dailyCapAllows(3, 3)).toEqual({ allowed: false, remaining: 0 });
    expect(dailyCapAllows(5, 3)).toEqual({ allowed: false, remaining: 0 });
  });

  it('a cap of 0 sends nothing', () => {
    expect(dailyCapAllows(0, 0)).toEqual({ allowed: false, remaining: 0 });
  });

  it('refuses counts and caps that are not whole numbers from 0', () => {
    expect(() => dailyCapAllows(-1, 3)).toThrow('whole number');
    expect(() => dailyCapAllows(0, 2.5)).toThrow('whole number');
  });
});
