/**
 * Countries a person can choose at sign-up: ISO 3166-1 alpha-2 codes (spec platform §3 country
 * reference: code and name), the regions libphonenumber-js knows (the API checks the choice with
 * its isSupportedCountry) less AC, TA and XK, which ISO 3166-1 does not assign; countries.test.ts
 * holds the list to that package. Only the codes live here: the names come from the browser's
 * Intl.DisplayNames in the interface language (CLDR data already in the browser, no bytes shipped),
 * so the package's 20 KB of metadata stays out of the sign-up page.
 */
import { regionNames } from '../../region-names';

export const countryCodes: readonly string[] = [
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR',
  'BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ',
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW',
  'GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY',
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU',
  'MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PR PS PT PW',
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD',
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA',
  'ZM ZW',
]
  .join(' ')
  .split(' ');

/** The countries as Select options, named in `locale` when the runtime can, sorted by that name. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = regionNames(locale);
  return countryCodes
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
