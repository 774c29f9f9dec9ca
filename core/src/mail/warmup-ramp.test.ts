import { describe, expect, it } from 'vitest';
import {
  answersWarmupMail,
  coldSendingCap,
  healthScore,
  rampBase,
  recommendedWarmupRamp,
  type WarmupRamp,
  warmupDayIndex,
  warmupVolume,
} from './warmup-ramp';

const noVariance: WarmupRamp = { ...recommendedWarmupRamp, variancePercent: 0 };

describe('warm-up ramp', () => {
  it('recommends 25 a day, +3 a day and 33 % replies (spec ai-telephony §9)', () => {
    expect(recommendedWarmupRamp).toMatchObject({ maxPerDay: 25, increasePerDay: 3, replyRatePercent: 33 });
  });

  it('starts at the start, adds the daily increase and stops at the maximum', () => {
    expect([0, 1, 2, 7, 8, 30].map((day) => rampBase(noVariance, day))).toEqual([3, 6, 9, 24, 25, 25]);
    expect(warmupVolume(noVariance, 1, 'mailbox-a')).toBe(6);
  });

  it('moves each day by the seeded variance, the same for the same seed', () => {
    const ramp: WarmupRamp = {
      ...recommendedWarmupRamp,
      startPerDay: 20,
      increasePerDay: 0,
      maxPerDay: 40,
      variancePercent: 20,
    };
    const days = Array.from({ length: 30 }, (_, day) => warmupVolume(ramp, day, 'mailbox-a'));
    expect(days).toEqual(Array.from({ length: 30 }, (_, day) => warmupVolume(ramp, day, 'mailbox-a')));
    expect(Math.min(...days)).toBeGreaterThanOrEqual(16);
    expect(Math.max(...days)).toBeLessThanOrEqual(24);
    expect(new Set(days).size).toBeGreaterThan(3);
    expect(days).not.toEqual(Array.from({ length: 30 }, (_, day) => warmupVolume(ramp, day, 'mailbox-b')));
  });

  it('never goes above the maximum nor below one mail a day', () => {
    const ramp: WarmupRamp = { ...recommendedWarmupRamp, startPerDay: 1, maxPerDay: 25, variancePercent: 50 };
    for (let day = 0; day < 60; day += 1) {
      const volume = warmupVolume(ramp, day, 'm');
      expect(volume).toBeGreaterThanOrEqual(1);
      expect(volume).toBeLessThanOrEqual(25);
    }
    expect(warmupVolume({ ...ramp, startPerDay: 0, increasePerDay: 0 }, 3, 'm')).toBe(0);
  });

  it('answers the configured share of mails', () => {
    const answered = Array.from({ length: 3000 }, (_, index) =>
      answersWarmupMail(noVariance, `mail-${index}`),
    );
    const share = answered.filter(Boolean).length / answered.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.36);
    expect(answersWarmupMail({ replyRatePercent: 0 }, 'x')).toBe(false);
    expect(answersWarmupMail({ replyRatePercent: 100 }, 'x')).toBe(true);
  });
});

describe('cold sending of a warming mailbox', () => {
  it('rises to 25 a day over the first 13 days (spec ai-telephony §9)', () => {
    const caps = Array.from({ length: 16 }, (_, day) => coldSendingCap(day));
    expect(caps[0]).toBe(2);
    expect(caps[11]).toBeLessThan(25);
    expect(caps[12]).toBe(25);
    expect(caps.slice(12)).toEqual([25, 25, 25, 25]);
    for (let day = 1; day < caps.length; day += 1)
      expect(caps[day]).toBeGreaterThanOrEqual(caps[day - 1] ?? 0);
  });

  it('counts whole UTC days from the start', () => {
    const start = new Date('2026-03-01T22:00:00Z');
    expect(warmupDayIndex(start, new Date('2026-03-01T23:59:00Z'))).toBe(0);
    expect(warmupDayIndex(start, new Date('2026-03-02T00:01:00Z'))).toBe(1);
    expect(warmupDayIndex(start, new Date('2026-03-14T12:00:00Z'))).toBe(13);
  });
});

describe('health score', () => {
  it('is the share of delivered mails that landed in the inbox', () => {
    expect(
      healthScore([
        { delivered: 10, inSpam: 2 },
        { delivered: 10, inSpam: 0 },
      ]),
    ).toBe(90);
    expect(healthScore([{ delivered: 4, inSpam: 4 }])).toBe(0);
  });

  it('is unknown before anything was delivered', () => {
    expect(healthScore([])).toBeNull();
    expect(healthScore([{ delivered: 0, inSpam: 0 }])).toBeNull();
  });
});
