/**
 * Dial numbers (spec ai-telephony §5 Dialer): the dial input keeps only digits, #, * and +, and a
 * number must match a phone pattern, else "Wrong phone number format". The pattern is E.164's: an
 * optional +, then 7 to 15 digits, the first not 0. A number without + is read as the dialler's
 * country's when it has exactly that country's national length (10 digits in North America).
 */

export const dialMessages = {
  // spec ai-telephony §5, §8 (exact wording).
  wrongFormat: 'Wrong phone number format',
  selectNumber: 'Select number',
} as const;

/** The dial input's characters (§5 "keeps only digits, #, * and +"). */
export function dialInput(text: string): string {
  return text.replace(/[^0-9#*+]/g, '');
}

/**
 * The number in E.164 (`+14155550123`), or null when it does not match the phone pattern. Spaces,
 * dashes, dots and parentheses are dropped first (a pasted number), anything else refuses it.
 */
export function toE164(text: string, defaultDialCode = '1'): string | null {
  const cleaned = text.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(cleaned)) return null;
  if (cleaned.startsWith('+')) return /^\+[1-9]\d{6,14}$/.test(cleaned) ? cleaned : null;
  if (defaultDialCode === '1' && /^[2-9]\d{9}$/.test(cleaned)) return `+1${cleaned}`;
  if (defaultDialCode === '1' && /^1[2-9]\d{9}$/.test(cleaned)) return `+${cleaned}`;
  return /^[1-9]\d{6,14}$/.test(cleaned) ? `+${cleaned}` : null;
}

/** A North American (NANP: US, Canada, …) number: +1, then an area code and a number not starting 0 or 1. */
export function isNorthAmerican(e164: string): boolean {
  return /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164);
}

/** The area code of a North American number. */
export function areaCodeOf(e164: string): string | null {
  return isNorthAmerican(e164) ? e164.slice(2, 5) : null;
}

/** The countries of the numbers the dialer knows, by dialling code (longest first). */
const dialCodes: [string, string][] = [
  ['44', 'GB'],
  ['49', 'DE'],
  ['61', 'AU'],
  ['33', 'FR'],
  ['34', 'ES'],
  ['39', 'IT'],
  ['31', 'NL'],
  ['351', 'PT'],
  ['353', 'IE'],
];

/** The country (ISO alpha-2) of a number when the dialer can tell it, else null. */
export function countryOfNumber(e164: string, canadianAreaCodes: ReadonlySet<string>): string | null {
  const areaCode = areaCodeOf(e164);
  if (areaCode) return canadianAreaCodes.has(areaCode) ? 'CA' : 'US';
  const digits = e164.slice(1);
  const found = [...dialCodes]
    .sort((a, b) => b[0].length - a[0].length)
    .find(([code]) => digits.startsWith(code));
  return found ? found[1] : null;
}
