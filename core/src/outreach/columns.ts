/**
 * Names the API and the campaigns remote both list, in the spec's order: the CSV columns a file
 * can be mapped to (outreach §3 "first name, last name, full name, person profile URL, position,
 * location, company name, company domain, personal email, work email, phone, twitter, website")
 * and the reporting series of a campaign's stats (outreach §3 "Reporting series").
 */
export const csvFields = [
  'first_name',
  'last_name',
  'full_name',
  'profile_url',
  'position',
  'location',
  'company_name',
  'company_domain',
  'personal_email',
  'work_email',
  'phone',
  'twitter',
  'website',
] as const;
export type CsvField = (typeof csvFields)[number];

export const reportingSeries = [
  'emails_sent',
  'followed_profiles',
  'inmails_sent',
  'messages_sent',
  'new_interested',
  'new_leads',
  'request_sent',
  'viewed_profiles',
  'new_accepted',
  'new_replied',
  'email_opened',
  'email_clicked',
  'li_connect_by_email',
] as const;
export type ReportingSeries = (typeof reportingSeries)[number];
