/**
 * A daily cap per AI employee (issue 28 "Safety"): how many messages it may still send today.
 * Pure; the caller counts what the employee sent since the start of its day.
 */
export interface DailyCapCheck {
  allowed: boolean;
  remaining: number;
}

export function dailyCapAllows(sentToday: number, cap: number): DailyCapCheck {
  if (!Number.isInteger(cap) || cap < 0) throw new Error('A daily cap is a whole number from 0');
  if (!Number.isInteger(sentToday) || sentToday < 0) throw new Error('A sent count is a whole number from 0');
  const remaining = Math.max(0, cap - sentToday);
  return { allowed: remaining > 0, remaining };
}
