/**
 * The builder's state (spec ai-telephony §3 "Employee builder state") and the §3 save payload made
 * from it. The validators, vocabularies and defaults are core's (@outreach/core/ai), shared with
 * the API: nothing of them is declared here again.
 */
import {
  type BuilderState,
  type CaseStudy,
  defaultCampaignCounts,
  defaultMessagingSettings,
  dropIncompleteFaq,
  type EmployeeSettings,
  employeeLanguages,
  employeeTones,
  type GenerateCampaigns,
  type MessagingSettings,
  targetingSchema,
} from '@outreach/core/ai';
import type { Employee, PredefinedSettings, SaveEmployeeBody } from '../employees-api';

/** Everything the builder edits: core's state, the messaging settings and the chosen persona. */
export interface BuilderDraft extends BuilderState {
  messaging_settings: MessagingSettings;
  /** The persona (GET /employees/employee_profiles id); null until the carousel has loaded. */
  profile: string | null;
}

export const emptyCase = (): CaseStudy => ({ whom: '', problem: '', solution: '', link: '' });
export const emptyFreeValue = () => ({ type: '', how_to_get: '', impact: '', link: '' as string | null });

/** A new employee: targeting in the default country, the first language and tone, core's messaging defaults. */
export function newDraft(currentUserId: string | null, settings?: EmployeeSettings): BuilderDraft {
  return {
    targeting: targetingSchema.parse({}),
    objective: settings
      ? { ...settings.objective, language: languageOption(settings.objective.language) }
      : {
          problem: '',
          solution: '',
          contact_reason: '',
          language: employeeLanguages[0],
          tone: employeeTones[0],
        },
    cases: settings?.cases ?? [],
    free_value: settings?.free_value ?? [],
    faq: settings?.faq ?? [],
    calendly_user: null,
    calendly_event: null,
    messaging_settings: defaultMessagingSettings(currentUserId),
    profile: null,
  };
}

/** The API stores the language lower-cased (§3): the select shows its option again. */
export function languageOption(language: string): string {
  return (
    employeeLanguages.find((option) => option.toLowerCase() === language.toLowerCase()) ??
    employeeLanguages[0]
  );
}

/** An employee opened for editing. */
export function draftOf(employee: Employee): BuilderDraft {
  return {
    ...newDraft(null, employee.employee_settings),
    targeting: employee.targeting,
    calendly_user: employee.calendly_user,
    calendly_event: employee.calendly_event,
    messaging_settings: employee.messaging_settings,
    profile: employee.profile.id,
  };
}

/** The builder prefilled with GET /employees/load_from_company's settings (the onboarding's end). */
export function draftFromCompany(currentUserId: string | null, predefined: PredefinedSettings): BuilderDraft {
  return newDraft(currentUserId, predefined.employee_settings);
}

export interface SaveContext {
  space: string | null;
  credentialsId: string | null;
  /** Only a new employee asks for campaigns (§9 defaults: linkedin 2, email 1, linkedin_email 1, linkedin_email_dialer 1). */
  generateCampaigns: GenerateCampaigns | null;
}

export const defaultGenerateCampaigns: GenerateCampaigns = { ...defaultCampaignCounts };

/**
 * §3 "Save payload": the persona, the scheduling choice, the messaging settings, the employee
 * settings with the language lower-cased and incomplete Q&A dropped, the targeting with its space,
 * and the campaigns to generate.
 */
export function savePayload(draft: BuilderDraft, context: SaveContext): SaveEmployeeBody {
  return {
    ...(context.credentialsId ? { credentials_id: context.credentialsId } : {}),
    profile: draft.profile ?? '',
    calendly_event: draft.calendly_event,
    calendly_user: draft.calendly_user,
    messaging_settings: draft.messaging_settings,
    employee_settings: {
      objective: { ...draft.objective, language: draft.objective.language.toLowerCase() },
      cases: draft.cases,
      free_value: draft.free_value,
      faq: dropIncompleteFaq(draft.faq),
    },
    targeting: { ...(context.space ? { space: context.space } : {}), settings: draft.targeting },
    ...(context.generateCampaigns ? { generate_campaigns: context.generateCampaigns } : {}),
  };
}
