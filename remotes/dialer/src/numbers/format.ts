/** How the numbers page shows a number and its country (spec ai-telephony §3 Owned phone number). */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** "+12125550123" → "+1 212 555 0123"; a number libphonenumber-js can not read stays as it is. */
export function formatPhoneNumber(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
}

/** The country's name in the interface language ("DE" → "Deutschland" in German), else `fallback`. */
export function countryName(countryCode: string, language: string, fallback = countryCode): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
