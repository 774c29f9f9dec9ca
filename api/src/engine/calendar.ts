import { TZDate } from '@date-fns/tz';

/**
 * When a sender works (engine issue: "each credential's time zone and work
 * hours"). A sender acts only between `work_hours_start` and `work_hours_end`
 * (whole hours, 0-24) of its own IANA time zone, on workdays. Weekends are not
 * worked unless `workWeekends` is set (ENGINE_WORK_WEEKENDS): a person does not
 * send connection requests on Sunday, and the network notices robots that do.
 * Everything goes through TZDate, so days are local days and DST shifts the
 * UTC instant, never the local hour.
 */
export interface WorkCalendar {
  timezone: string;
  startHour: number;
  endHour: number;
  workWeekends: boolean;
}

export interface WorkWindow {
  start: Date;
  end: Date;
}

/** Falls back to UTC for a zone Intl does not know (a bad row must not stop the scheduler). */
export function safeTimezone(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

function localInstant(tz: string, year: number, month: number, day: number, hour: number): Date {
  // hour 24 is midnight of the next day; TZDate normalises overflowing fields.
  return new Date(new TZDate(year, month, day, hour, 0, 0, tz).getTime());
}

/** The work window of the local day containing `instant` shifted by `dayOffset` days, or null on a day off. */
export function workWindowOfDay(instant: Date, calendar: WorkCalendar, dayOffset = 0): WorkWindow | null {
  const tz = safeTimezone(calendar.timezone);
  const local = new TZDate(instant.getTime(), tz);
  const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayOffset, 12, 0, 0, tz);
  const weekday = day.getDay();
  if (!calendar.workWeekends && (weekday === 0 || weekday === 6)) return null;
  return {
    start: localInstant(tz, day.getFullYear(), day.getMonth(), day.getDate(), calendar.startHour),
    end: localInstant(tz, day.getFullYear(), day.getMonth(), day.getDate(), calendar.endHour),
  };
}

/** The work window `now` is in, or the next one. */
export function currentOrNextWorkWindow(now: Date, calendar: WorkCalendar): WorkWindow {
  for (let offset = 0; offset <= 8; offset += 1) {
    const window = workWindowOfDay(now, calendar, offset);
    if (window && now.getTime() < window.end.getTime()) return window;
  }
  // Unreachable with at least one workday a week; act now rather than never.
  return { start: now, end: new Date(now.getTime() + 60 * 60 * 1000) };
}

/** `now` when inside work hours, else the start of the next work window. */
export function nextWorkInstant(now: Date, calendar: WorkCalendar): Date {
  const window = currentOrNextWorkWindow(now, calendar);
  return window.start.getTime() > now.getTime() ? window.start : now;
}

export function isWorkTime(now: Date, calendar: WorkCalendar): boolean {
  return nextWorkInstant(now, calendar).getTime() === now.getTime();
}

/** Midnight (local) starting the sender's day that contains `now`: the daily caps reset there. */
export function startOfLocalDay(now: Date, timezone: string): Date {
  const tz = safeTimezone(timezone);
  const local = new TZDate(now.getTime(), tz);
  return localInstant(tz, local.getFullYear(), local.getMonth(), local.getDate(), 0);
}

/** The next local midnight after `now`. */
export function startOfNextLocalDay(now: Date, timezone: string): Date {
  const tz = safeTimezone(timezone);
  const local = new TZDate(now.getTime(), tz);
  return localInstant(tz, local.getFullYear(), local.getMonth(), local.getDate() + 1, 0);
}

/** "09:00" in the calendar's zone, for plain-language reasons. */
export function formatLocalTime(instant: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: safeTimezone(timezone),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
