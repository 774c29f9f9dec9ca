import type { PlaceholderValues } from '@outreach/core/outreach';
import type { ProspectRow } from '../db/schema';

/**
 * The placeholder values of a prospect (spec: outreach §5 placeholders), custom fields apart: what
 * every step's text is filled with, by the channels and by the AI steps (issue 28) alike.
 */
export function prospectValues(prospect: ProspectRow): PlaceholderValues {
  return {
    first_name: prospect.firstName,
    last_name: prospect.lastName,
    full_name: prospect.fullName,
    position: prospect.position,
    company_name: prospect.companyName,
    company_domain: prospect.companyDomain,
    location: prospect.location,
    industry: prospect.industry,
    personal_email: prospect.personalEmail,
    work_email: prospect.workEmail,
    phone: prospect.phone,
    website: prospect.website,
    twitter: prospect.twitter,
  };
}
