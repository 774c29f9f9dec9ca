import type { followUpTimings, MessagingSettings } from '@outreach/core/ai';

const dayMs = 24 * 60 * 60_000;
/** spec ai-telephony §9 "Follow-up delay in the AI flow: 2 days". */
export const aiFollowUpDelayMs = 2 * dayMs;

const timingDays: Record<(typeof followUpTimings)[number], number> = {
  days_0: 0,
  days_1: 1,
  days_2: 2,
  days_3: 3,
  weeks_1: 7,
  weeks_2: 14,
  months_1: 30,
  months_3: 90,
  months_6: 180,
};

/**
 * The wait before the next follow-up: the timing of the employee's settings
 * (manual_settings.follow_up, days_0 … months_6), or the AI flow's 2 days when it is days_0
 * ("same day" is when the first follow-up may go once the 2 days are over).
 */
export function followUpDelayMs(settings: MessagingSettings): number {
  const days = timingDays[settings.manual_settings.follow_up];
  return days > 0 ? days * dayMs : aiFollowUpDelayMs;
}

/** The next UTC midnight after `now`: when a capped employee may send again. */
export function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
