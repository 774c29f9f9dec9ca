import type { Statistics } from '../employees-api';

/** The series of GET /employees/statistics (§9: emails_sent and others), in the chart's order. */
export const statisticSeries = ['emails_sent', 'messages_sent', 'replies', 'meetings_booked'] as const;
export type StatisticSeries = (typeof statisticSeries)[number];

export type DayTotals = Record<StatisticSeries, number> & { date: string };

/** Every employee's series added up per day, in the days' order. */
export function sumSeries(statistics: Statistics): DayTotals[] {
  const days = new Map<string, DayTotals>();
  for (const employee of statistics.employees) {
    for (const point of employee.series) {
      const total = days.get(point.day) ?? {
        date: point.day,
        emails_sent: 0,
        messages_sent: 0,
        replies: 0,
        meetings_booked: 0,
      };
      for (const series of statisticSeries) total[series] += point[series];
      days.set(point.day, total);
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
