import { describe, expect, it } from 'vitest';
import { sandboxProxyCountries } from './proxy-pool';

describe('the sandbox proxy countries', () => {
  it('name each country in English from Intl, in the order code, name, count, type', () => {
    expect(JSON.stringify(sandboxProxyCountries.slice(0, 2))).toBe(
      '[{"code":"US","name":"United States","count":1240,"type":"basic"},' +
        '{"code":"GB","name":"United Kingdom","count":530,"type":"basic"}]',
    );
    expect(new Set(sandboxProxyCountries.map((country) => country.name))).toEqual(
      new Set([
        'United States',
        'United Kingdom',
        'Germany',
        'France',
        'Canada',
        'Australia',
        'Netherlands',
        'Spain',
        'Italy',
        'Portugal',
        'Brazil',
        'Mexico',
        'India',
        'Singapore',
        'Japan',
        'Sweden',
        'Switzerland',
        'Poland',
        'Ireland',
        'Belgium',
        'Austria',
        'Denmark',
        'Norway',
        'Finland',
      ]),
    );
  });
});
