/**
 * A prospect as the model's inputs see it (prompts/llm-inputs.ts ProspectInputs): the fields a
 * message may name, and the profile text a personality is read from. Everything here is data the
 * grounding check accepts; nothing else about the prospect reaches the model.
 */
import type { ProspectRow } from '../../../db/schema';
import type { LlmInputs } from '../prompts/llm-inputs';

/** Custom fields (CSV columns) that hold a profile's own words. */
const profileTextFields = ['about', 'headline', 'summary', 'bio'];

function customText(prospect: Pick<ProspectRow, 'customFields'>, name: string): string | undefined {
  const entry = Object.entries(prospect.customFields ?? {}).find(([field]) => field.toLowerCase() === name);
  const value = entry?.[1];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const present = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function prospectInputsOf(prospect: ProspectRow): NonNullable<LlmInputs['prospect']> {
  const profile = Object.fromEntries(
    profileTextFields
      .map((field) => [field, customText(prospect, field)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
  return {
    first_name: present(prospect.firstName),
    last_name: present(prospect.lastName),
    company: present(prospect.companyName),
    title: present(prospect.position),
    email: present(prospect.workEmail ?? prospect.personalEmail ?? prospect.enrichedEmail),
    linkedin_url: present(prospect.profileUrl),
    website: present(prospect.website),
    industry: present(prospect.industry),
    location: present(prospect.location),
    ...profile,
  };
}

export function prospectNameOf(prospect: Pick<ProspectRow, 'fullName' | 'firstName' | 'lastName'>): string {
  return prospect.fullName || `${prospect.firstName} ${prospect.lastName}`.trim() || 'a prospect';
}
