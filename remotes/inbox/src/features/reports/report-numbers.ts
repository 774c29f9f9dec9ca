import { i18n } from '@outreach/sdk';

/** Numbers in the interface language (1,234 / 1.234 / 1 234). */
export function formatCount(value: number, language = i18n.language || 'en'): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A rate of the API (0-100, one decimal, null when its base is 0) as a percentage, or an en dash. */
export function formatRate(value: number | null | undefined, language = i18n.language || 'en'): string {
  if (value === null || value === undefined) return '–';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** The change from `previous` to `current` in percent, or null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** A signed change: +12.5% / −3% / 0%. */
export function formatChange(value: number, language = i18n.language || 'en'): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100);
}
