import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './i18n';

describe('dates in the interface language (issue 26 item 25)', () => {
  it('formats a moment in the given language, not the browser locale', () => {
    const moment = '2026-11-24T09:05:00.000Z';
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(formatDateTime(moment, options, 'en')).toBe('Nov 24, 2026, 9:05 AM');
    expect(formatDateTime(moment, options, 'fr')).toBe('24 nov. 2026, 09:05');
    expect(formatDateTime(moment, options, 'de')).toBe('24.11.2026, 09:05');
    expect(formatDateTime('not a date', options, 'fr')).toBe('not a date');
  });

  it('formats an API day for a chart axis and its tooltip, on that calendar day in any zone', () => {
    expect(formatDay('2026-11-24', undefined, 'en')).toBe('Nov 24');
    expect(formatDay('2026-11-24', undefined, 'fr')).toBe('24 nov.');
    expect(formatDay('2026-11-24', undefined, 'es')).toBe('24 nov');
    expect(formatDay('2026-11-24', { dateStyle: 'medium' }, 'pt')).toBe('24 de nov. de 2026');
    expect(formatDay('Step 2', undefined, 'fr')).toBe('Step 2');
  });
});
