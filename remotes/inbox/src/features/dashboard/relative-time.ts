import { i18n } from '@outreach/sdk';

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "2 minutes ago", "yesterday", in the interface language; `now` is passed so tests fix it. */
export function relativeTime(iso: string, now: Date, language = i18n.language || 'en'): string {
  let value = (Date.parse(iso) - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    // Rounded first, so 59.9 minutes reads "1 hour ago", not "60 minutes ago".
    if (Math.abs(Math.round(value)) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
