/**
 * The CSV columns of outreach §3 ("first name, last name, full name, person profile
 * URL, position, location, company name, company domain, personal email, work email,
 * phone, twitter, website, and numbered custom fields"), how a header name suggests
 * one, and how a mapped row becomes prospect fields.
 */
import { type CsvField, csvFields } from '@outreach/core/outreach';
import { isEmail, profileKeyOf } from '../prospects';

export { type CsvField, csvFields } from '@outreach/core/outreach';

/** A numbered custom field: `custom_field_1`, `custom_field_2`, … (outreach §3). */
export const customFieldPattern = /^custom_field_([1-9]\d{0,2})$/;
export const customFieldKey = (number: number) => `custom_field_${number}`;

/** What a column can be mapped to. */
export function isMappingTarget(value: string): boolean {
  return (csvFields as readonly string[]).includes(value) || customFieldPattern.test(value);
}

/** Header names (lower case, letters and digits only) that suggest each field; the first match wins. */
const synonyms: Record<CsvField, string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'forename'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  full_name: ['fullname', 'name', 'contactname', 'personname'],
  profile_url: [
    'personprofileurl',
    'profileurl',
    'linkedin',
    'linkedinurl',
    'linkedinprofile',
    'linkedinprofileurl',
    'profilelink',
    'profile',
  ],
  position: ['position', 'title', 'jobtitle', 'role', 'headline'],
  location: ['location', 'city', 'country', 'region', 'address'],
  company_name: ['companyname', 'company', 'organization', 'organisation', 'employer', 'account'],
  company_domain: ['companydomain', 'domain', 'emaildomain'],
  personal_email: ['personalemail', 'privateemail', 'homeemail'],
  work_email: ['workemail', 'businessemail', 'email', 'emailaddress', 'mail', 'email1'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'telephone', 'tel', 'cell'],
  twitter: ['twitter', 'twitterurl', 'twitterhandle', 'x'],
  website: ['website', 'web', 'site', 'url', 'homepage', 'companywebsite'],
};

const simplify = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Suggests a field for every header: the spec's columns by name, each used once;
 * every other non-empty header becomes the next numbered custom field.
 */
export function suggestMapping(headers: readonly string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  const simple = headers.map(simplify);
  for (const field of csvFields) {
    for (const synonym of synonyms[field]) {
      const index = simple.findIndex(
        (name, at) => name === synonym && mapping[headers[at] ?? ''] === undefined,
      );
      if (index >= 0 && !used.has(field)) {
        mapping[headers[index] ?? ''] = field;
        used.add(field);
        break;
      }
    }
  }
  let custom = 0;
  for (const header of headers) {
    if (mapping[header] !== undefined || header.trim() === '') continue;
    custom += 1;
    mapping[header] = customFieldKey(custom);
  }
  return mapping;
}

/** Headers as the file names them, made unique and non-empty ("Column 3", "Email (2)"). */
export function uniqueHeaders(raw: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((value, index) => {
    const base = value.trim() || `Column ${index + 1}`;
    const times = (seen.get(base) ?? 0) + 1;
    seen.set(base, times);
    return times === 1 ? base : `${base} (${times})`;
  });
}

/** The address lower-cased, or null when it is not an email (prospect-keys.ts isEmail). */
function normaliseEmail(value: string | undefined): string | null {
  const email = value?.trim().toLowerCase();
  return email && isEmail(email) ? email : null;
}

export interface MappedProspect {
  firstName: string;
  lastName: string;
  fullName: string;
  profileUrl: string | null;
  profileKey: string | null;
  emailKey: string | null;
  position: string | null;
  location: string | null;
  companyName: string | null;
  companyDomain: string | null;
  personalEmail: string | null;
  workEmail: string | null;
  phone: string | null;
  twitter: string | null;
  website: string | null;
  customFields: Record<string, string>;
}

const maxCellLength = 1000;

/** The custom-field targets of a mapping, found once per mapping (not once per record). */
const customTargets = new WeakMap<readonly { target: string }[], string[]>();
function customTargetsOf(columns: readonly { target: string }[]): string[] {
  let targets = customTargets.get(columns);
  if (!targets) {
    targets = columns.map((column) => column.target).filter((target) => customFieldPattern.test(target));
    customTargets.set(columns, targets);
  }
  return targets;
}

/**
 * One CSV record as prospect fields, or null when it has neither a valid email nor a
 * valid profile URL ("incorrect data", outreach §8). Cells are trimmed and capped.
 */
export function mapRecord(
  record: readonly string[],
  columns: readonly { index: number; target: string }[],
): MappedProspect | null {
  const values: Record<string, string> = {};
  for (const column of columns) {
    const cell = (record[column.index] ?? '').trim().slice(0, maxCellLength);
    if (cell !== '') values[column.target] = cell;
  }
  const personalEmail = normaliseEmail(values.personal_email);
  const workEmail = normaliseEmail(values.work_email);
  // The key a profile URL is deduplicated on (prospects.profile_key), as every writer computes it.
  const key = profileKeyOf(values.profile_url);
  if (!personalEmail && !workEmail && !key) return null;
  const firstName = values.first_name ?? '';
  const lastName = values.last_name ?? '';
  const customFields: Record<string, string> = {};
  for (const target of customTargetsOf(columns)) {
    const value = values[target];
    if (value !== undefined) customFields[target] = value;
  }
  return {
    firstName,
    lastName,
    fullName: values.full_name ?? [firstName, lastName].filter(Boolean).join(' '),
    profileUrl: key ? (values.profile_url ?? null) : null,
    profileKey: key,
    emailKey: workEmail ?? personalEmail,
    position: values.position ?? null,
    location: values.location ?? null,
    companyName: values.company_name ?? null,
    companyDomain: values.company_domain ?? null,
    personalEmail,
    workEmail,
    phone: values.phone ?? null,
    twitter: values.twitter ?? null,
    website: values.website ?? null,
    customFields,
  };
}
