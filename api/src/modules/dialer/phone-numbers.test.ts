import { describe, expect, it } from 'vitest';
import { countryOfNumber, dialInput, isNorthAmerican, toE164 } from './phone-numbers';
import { canadianAreaCodes, insideCallingWindow, placeOfAreaCode, placeOfLocation } from './recipient-time';

describe('dial numbers (ai-telephony §5 Dialer)', () => {
  it('keeps only digits, #, * and + in the dial input', () => {
    expect(dialInput('+1 (415) 555-01a23#*')).toBe('+14155550123#*');
  });

  it.each([
    ['+14155550123', '+14155550123'],
    ['(415) 555-0123', '+14155550123'],
    ['1 415 555 0123', '+14155550123'],
    ['+44 20 7123 4567', '+442071234567'],
    ['4915112345678', '+4915112345678'],
  ])('reads %s as %s', (text, e164) => {
    expect(toE164(text)).toBe(e164);
  });

  it.each(['', 'abc', '12345', '+0123456789', '+1234567890123456', '415*555', '415#5550123'])(
    'refuses %j (Wrong phone number format)',
    (text) => {
      expect(toE164(text)).toBeNull();
    },
  );

  it('tells North American numbers, and Canada from the US by area code', () => {
    expect(isNorthAmerican('+14155550123')).toBe(true);
    expect(isNorthAmerican('+11155550123')).toBe(false);
    expect(countryOfNumber('+14165550123', canadianAreaCodes)).toBe('CA');
    expect(countryOfNumber('+14155550123', canadianAreaCodes)).toBe('US');
    expect(countryOfNumber('+61212345678', canadianAreaCodes)).toBe('AU');
    expect(countryOfNumber('+81312345678', canadianAreaCodes)).toBeNull();
  });
});

describe("the recipient's place and local time (ai-telephony §9 TCPA window)", () => {
  it('finds the state or province of an area code, with the zone of the area code where it differs', () => {
    expect(placeOfAreaCode('212')).toMatchObject({
      country: 'US',
      region: 'New York',
      timeZone: 'America/New_York',
    });
    expect(placeOfAreaCode('604')).toMatchObject({ country: 'CA', region: 'British Columbia' });
    expect(placeOfAreaCode('915')).toMatchObject({ region: 'Texas', timeZone: 'America/Denver' });
    // Jamaica is in the NANP but not the US or Canada.
    expect(placeOfAreaCode('876')).toBeNull();
  });

  it('reads a state or province from a location, the longest name first', () => {
    expect(placeOfLocation('Charleston, West Virginia, United States')?.region).toBe('West Virginia');
    expect(placeOfLocation('Austin, Texas')?.timeZone).toBe('America/Chicago');
    expect(placeOfLocation('Toronto, Ontario, Canada')?.country).toBe('CA');
    expect(placeOfLocation('Paris, France')).toBeNull();
    expect(placeOfLocation(null)).toBeNull();
  });

  it.each([
    ['2026-07-01T11:59:00Z', 'America/New_York', false],
    ['2026-07-01T12:00:00Z', 'America/New_York', true],
    ['2026-07-02T00:59:00Z', 'America/New_York', true],
    ['2026-07-02T01:00:00Z', 'America/New_York', false],
    ['2026-01-05T16:00:00Z', 'America/Los_Angeles', true],
    ['2026-01-05T15:59:00Z', 'America/Los_Angeles', false],
  ])('at %s in %s, inside 8:00-21:00: %s', (at, zone, inside) => {
    expect(insideCallingWindow(new Date(at), zone)).toBe(inside);
  });
});
