import { describe, expect, it } from 'vitest';
import { isWorkTime, nextWorkInstant, startOfLocalDay, type WorkCalendar, workWindowOfDay } from './calendar';

const berlin: WorkCalendar = { timezone: 'Europe/Berlin', startHour: 9, endHour: 18, workWeekends: false };
const newYork: WorkCalendar = {
  timezone: 'America/New_York',
  startHour: 9,
  endHour: 17,
  workWeekends: false,
};
const tokyo: WorkCalendar = { timezone: 'Asia/Tokyo', startHour: 9, endHour: 18, workWeekends: true };

describe('work hours calendar', () => {
  it('inside work hours the sender acts now', () => {
    const now = new Date('2026-01-05T10:00:00.000Z'); // Monday 11:00 Berlin
    expect(nextWorkInstant(now, berlin)).toEqual(now);
    expect(isWorkTime(now, berlin)).toBe(true);
  });

  it('before work hours it waits for the start in its own time zone', () => {
    // Monday 10:00 UTC is 05:00 in New York: work starts at 14:00 UTC (EST, UTC-5).
    expect(nextWorkInstant(new Date('2026-01-05T10:00:00.000Z'), newYork)).toEqual(
      new Date('2026-01-05T14:00:00.000Z'),
    );
  });

  it('after work hours it waits for the next day', () => {
    // Monday 19:00 Berlin: next is Tuesday 09:00 Berlin = 08:00 UTC.
    expect(nextWorkInstant(new Date('2026-01-05T18:00:00.000Z'), berlin)).toEqual(
      new Date('2026-01-06T08:00:00.000Z'),
    );
  });

  it('weekends are days off by default: Friday evening waits for Monday', () => {
    // Friday 2026-01-09 18:30 Berlin.
    expect(nextWorkInstant(new Date('2026-01-09T17:30:00.000Z'), berlin)).toEqual(
      new Date('2026-01-12T08:00:00.000Z'),
    );
    // With weekends worked, Tokyo acts on Saturday 09:00 JST = Saturday 00:00 UTC.
    expect(nextWorkInstant(new Date('2026-01-09T10:00:00.000Z'), tokyo)).toEqual(
      new Date('2026-01-10T00:00:00.000Z'),
    );
  });

  it('a day crossing the date line in UTC is the local day', () => {
    // 23:30 UTC Sunday is 08:30 Monday in Tokyo: work starts 30 minutes later.
    expect(nextWorkInstant(new Date('2026-01-04T23:30:00.000Z'), tokyo)).toEqual(
      new Date('2026-01-05T00:00:00.000Z'),
    );
  });

  it('follows daylight saving time: 09:00 local moves in UTC across the change', () => {
    // Berlin: winter UTC+1, summer UTC+2 from Sunday 2026-03-29.
    expect(workWindowOfDay(new Date('2026-03-27T12:00:00.000Z'), berlin)?.start).toEqual(
      new Date('2026-03-27T08:00:00.000Z'),
    );
    expect(workWindowOfDay(new Date('2026-03-30T12:00:00.000Z'), berlin)?.start).toEqual(
      new Date('2026-03-30T07:00:00.000Z'),
    );
    // New York: summer time from Sunday 2026-03-08; Friday 17:00 EST -> Monday 09:00 EDT = 13:00 UTC.
    expect(nextWorkInstant(new Date('2026-03-06T22:30:00.000Z'), newYork)).toEqual(
      new Date('2026-03-09T13:00:00.000Z'),
    );
  });

  it('work hours up to 24 run until local midnight', () => {
    const late: WorkCalendar = { timezone: 'Europe/Berlin', startHour: 0, endHour: 24, workWeekends: true };
    expect(isWorkTime(new Date('2026-01-05T22:59:00.000Z'), late)).toBe(true);
    expect(workWindowOfDay(new Date('2026-01-05T12:00:00.000Z'), late)?.end).toEqual(
      new Date('2026-01-05T23:00:00.000Z'),
    );
  });

  it('the day starts at local midnight (daily caps reset there)', () => {
    expect(startOfLocalDay(new Date('2026-01-05T22:30:00.000Z'), 'Asia/Tokyo')).toEqual(
      new Date('2026-01-05T15:00:00.000Z'),
    );
  });

  it('an unknown time zone falls back to UTC instead of stopping the scheduler', () => {
    const broken: WorkCalendar = { timezone: 'Mars/Olympus', startHour: 9, endHour: 18, workWeekends: true };
    expect(nextWorkInstant(new Date('2026-01-05T05:00:00.000Z'), broken)).toEqual(
      new Date('2026-01-05T09:00:00.000Z'),
    );
  });
});
