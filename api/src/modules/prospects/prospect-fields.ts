import type { ProspectRow } from '../../db/schema';

/** The columns `prospectFields` reads. */
export type ProspectFieldsRow = Pick<
  ProspectRow,
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'profileUrl'
  | 'position'
  | 'location'
  | 'companyName'
  | 'companyDomain'
  | 'personalEmail'
  | 'workEmail'
  | 'enrichedEmail'
  | 'phone'
  | 'twitter'
  | 'website'
  | 'customFields'
  | 'lifecycle'
>;

/**
 * A prospect's own fields in the API's snake_case: who they are, where they work, how to reach
 * them. The prospect answers of /api/profiles and the `prospect` of webhook payloads both start
 * from it, so a field added to the row is written the same way in both.
 */
export function prospectFields(row: ProspectFieldsRow) {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: row.fullName,
    profile_url: row.profileUrl,
    position: row.position,
    location: row.location,
    company_name: row.companyName,
    company_domain: row.companyDomain,
    personal_email: row.personalEmail,
    work_email: row.workEmail,
    enriched_email: row.enrichedEmail,
    phone: row.phone,
    twitter: row.twitter,
    website: row.website,
    custom_fields: row.customFields,
    lifecycle: row.lifecycle,
  };
}
