import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import type { DialerPhone } from '../calls/dialer-api';
import { formatElapsed } from './format';
import { deleteAt, insertAt, keepDialCharacters, nearestPhone, parseDialed } from './phone';

const owned = (id: string, number: string, country: string, status = 'active') =>
  ({ id, number, status, country: { country_code: country } }) as DialerPhone;

describe('dial input rules (spec ai-telephony §5)', () => {
  it('keeps digits, #, * and +', () => {
    expect(keepDialCharacters('+1 (212) 555-0123 ext. #9*')).toBe('+12125550123#9*');
  });

  it('inserts and deletes at the cursor', () => {
    expect(insertAt('1234', 2, 2, '9')).toEqual({ text: '12934', cursor: 3 });
    expect(deleteAt('1234', 2, 2)).toEqual({ text: '134', cursor: 1 });
    expect(deleteAt('1234', 1, 3)).toEqual({ text: '14', cursor: 1 });
    expect(deleteAt('1234', 0, 0)).toEqual({ text: '1234', cursor: 0 });
  });

  it('a phone pattern: read in the caller’s country without +', () => {
    expect(parseDialed('2125550123', 'US')?.number).toBe('+12125550123');
    expect(parseDialed('02079460000', 'GB')?.number).toBe('+442079460000');
    expect(parseDialed('12345', 'US')).toBeNull();
    expect(parseDialed('+1212555#', 'US')).toBeNull();
  });

  it('the timer is mm:ss, hh:mm:ss from an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65)).toBe('01:05');
    expect(formatElapsed(3600)).toBe('01:00:00');
  });
});

describe('local presence', () => {
  const phones = [
    owned('ny', '+12125550100', 'US'),
    owned('sf', '+14155550100', 'US'),
    owned('uk', '+442071234567', 'GB'),
  ];
  const callee = (number: string) => {
    const parsed = parsePhoneNumberFromString(number);
    if (!parsed) throw new Error(number);
    return parsed;
  };

  it('same country code and area code first, else the same country, else the first', () => {
    expect(nearestPhone(phones, callee('+14155550199'))?.id).toBe('sf');
    expect(nearestPhone(phones, callee('+442079460000'))?.id).toBe('uk');
    expect(nearestPhone(phones, callee('+13105550111'))?.id).toBe('ny');
    expect(nearestPhone(phones, callee('+33612345678'))?.id).toBe('ny');
  });

  it('never a suspended number', () => {
    expect(
      nearestPhone(
        [owned('s', '+14155550100', 'US', 'suspended'), ...phones.slice(2)],
        callee('+14155550199'),
      )?.id,
    ).toBe('uk');
  });
});
