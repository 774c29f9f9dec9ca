import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countryCodes, countryOptions } from './countries';

describe('the sign-up countries', () => {
  it("are libphonenumber-js's regions (what the API accepts) less the codes ISO 3166-1 does not assign", () => {
    const notIso = ['AC', 'TA', 'XK'];
    expect([...countryCodes].sort()).toEqual(
      getCountries()
        .filter((code) => !notIso.includes(code))
        .sort(),
    );
  });

  it('are named in the interface language and sorted by that name', () => {
    const english = countryOptions('en');
    expect(english).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(english).toContainEqual({ value: 'AX', label: 'Åland Islands' });
    expect(english[0]).toEqual({ value: 'AF', label: 'Afghanistan' });
    expect(countryOptions('de')).toContainEqual({ value: 'DE', label: 'Deutschland' });
    expect(english.map((option) => option.label)).toEqual(
      english.map((option) => option.label).sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});
