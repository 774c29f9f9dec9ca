/**
 * The dial input's rules (spec ai-telephony §5) and local presence: libphonenumber-js reads the
 * number, the owned number nearest to it is offered as the caller.
 */
import { type CountryCode, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { DialerPhone } from '../calls/dialer-api';

/** §5: the dial input keeps only digits, #, * and + (typed or pasted). */
export function keepDialCharacters(text: string): string {
  return text.replace(/[^0-9#*+]/g, '');
}

/** §5: Shift with a key gives its alternate character (the keypad's second label). */
export const shiftAlternates: Readonly<Record<string, string>> = { '*': '.', '0': '+', '#': ':' };

/** The keypad's keys and the letters under them. */
export const keypadKeys: readonly { key: string; letters: string }[] = [
  { key: '1', letters: '' },
  { key: '2', letters: 'ABC' },
  { key: '3', letters: 'DEF' },
  { key: '4', letters: 'GHI' },
  { key: '5', letters: 'JKL' },
  { key: '6', letters: 'MNO' },
  { key: '7', letters: 'PQRS' },
  { key: '8', letters: 'TUV' },
  { key: '9', letters: 'WXYZ' },
  { key: '*', letters: '.' },
  { key: '0', letters: '+' },
  { key: '#', letters: ':' },
];

/** `text` with `insert` put at the cursor [start, end), and where the cursor lands. */
export function insertAt(text: string, start: number, end: number, insert: string) {
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}

/** Backspace at the cursor: the selection, else the character before the cursor. */
export function deleteAt(text: string, start: number, end: number) {
  if (start !== end) return { text: text.slice(0, start) + text.slice(end), cursor: start };
  if (start === 0) return { text, cursor: 0 };
  return { text: text.slice(0, start - 1) + text.slice(start), cursor: start - 1 };
}

function asCountry(code: string | undefined): CountryCode | undefined {
  return code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : undefined;
}

/**
 * The number dialed, read in the country of the caller's number when it has no +: a valid number
 * (the phone pattern of §5), else null ("Wrong phone number format").
 */
export function parseDialed(text: string, country?: string): PhoneNumber | null {
  const digits = text.trim();
  if (!/^\+?\d+$/.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(digits, asCountry(country) ?? 'US');
  return parsed?.isValid() ? parsed : null;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Local presence: the owned number nearest to the callee — the same country calling code and area
 * code first (the longest shared start of the national numbers: a NANP area code is its first three
 * digits), else the same country, else the first. Suspended numbers are never offered.
 */
export function nearestPhone(phones: readonly DialerPhone[], callee: PhoneNumber): DialerPhone | undefined {
  let best: DialerPhone | undefined;
  let bestScore = -1;
  for (const phone of phones) {
    if (phone.status !== 'active') continue;
    const own = parsePhoneNumberFromString(phone.number);
    let score = 0;
    if (own && own.countryCallingCode === callee.countryCallingCode) {
      score = 1 + commonPrefix(String(own.nationalNumber), String(callee.nationalNumber));
    } else if (phone.country.country_code === callee.country) score = 1;
    if (score > bestScore) {
      best = phone;
      bestScore = score;
    }
  }
  return best;
}
