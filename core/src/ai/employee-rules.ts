/**
 * The AI Employee's rules (issue 28, spec ai-telephony §3, §4 "Wizard movement", §5 "AI Employee",
 * §9 "AI Employee"): the builder's steps and their validators with the spec's messages, the
 * vocabularies and limits, and the save payload's schema. One declaration: the API validates with
 * it and the builder UI runs the same validators step by step.
 */
import { z } from 'zod';

export const employeeMessages = {
  requiredFields: 'Please fill all required fields.',
  allFields: 'Please fill all fields.',
  fieldTooLong: 'Max field length is 250 characters.',
  questionTooLong: 'Max question field length is 250 characters.',
  answerTooLong: 'Max answer field length is 250 characters.',
  faqFields: 'Please fill all Q&A fields.',
  tooManyCases: 'At most 3 case studies.',
  tooManyFreeValues: 'At most 3 free values.',
  tooManyFaq: 'At most 20 Q&A items.',
  // The spec does not show the settings step's wording (§5): ours, user first.
  schedulingUser: 'Please choose a scheduling user.',
  schedulingEvent: 'Please choose a scheduling event.',
} as const;

export const employeeLimits = {
  cases: 3,
  freeValues: 3,
  faq: 20,
  fieldLength: 250,
  followUpsMin: 1,
  followUpsMax: 5,
  pageSize: 25,
  /** Campaigns a magic onboarding may create in all. */
  magicCampaigns: 5,
  /** Messages one employee may send a day, unless its settings say otherwise (issue 28 "Safety"). */
  dailyCapDefault: 50,
  dailyCapMax: 500,
} as const;

export const companySizes = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10,000',
  '10,001+',
] as const;
export const employeeLanguages = ['English', 'Chinese', 'French', 'Spanish', 'German', 'Arabic'] as const;
export const employeeTones = [
  'professional',
  'conversational',
  'humorous',
  'empathetic',
  'simple',
  'casual',
] as const;
export const followUpTimings = [
  'days_0',
  'days_1',
  'days_2',
  'days_3',
  'weeks_1',
  'weeks_2',
  'months_1',
  'months_3',
  'months_6',
] as const;
export const employeePriorities = { urgent: 500, high: 400, medium: 300, low: 200, none: 100 } as const;
export const priorityValues = [500, 400, 300, 200, 100] as const;
export const approvalModes = ['manual', 'automatic'] as const;
export type ApprovalMode = (typeof approvalModes)[number];

export const defaultTargetingCountry = 'United States';
export const campaignKinds = ['linkedin', 'email', 'linkedin_email', 'linkedin_email_dialer'] as const;
export const defaultCampaignCounts = { linkedin: 2, email: 1, linkedin_email: 1, linkedin_email_dialer: 1 };

/** §4 "AI Employee conversation status". */
export const employeeConversationStatuses = [
  'generating_reply',
  'waiting_to_send_reply',
  'waiting_for_follow_up',
  'generating_follow_up',
  'waiting_to_send_follow_up',
  'waiting_for_approve',
  'waiting_for_reply',
  'waiting_for_reply_hard_no',
  'waiting_for_reply_out_of_office',
  'meeting_booked',
  'disabled',
  'calendly_event_disconnected',
] as const;

const text = z.string();
const tag = z.object({ name: text, value: text });

export const targetingSchema = z.object({
  job_title: z.array(tag).default([]),
  country: z.array(tag).default([{ name: defaultTargetingCountry, value: defaultTargetingCountry }]),
  state: z.array(tag).default([]),
  industry: z.array(tag).default([]),
  employee_count: z.array(z.object({ name: z.enum(companySizes), value: z.enum(companySizes) })).default([]),
  is_extend: z.boolean().default(false),
});
export type Targeting = z.infer<typeof targetingSchema>;

export const objectiveSchema = z.object({
  problem: text,
  solution: text,
  contact_reason: text,
  language: text,
  tone: text,
});
export type Objective = z.infer<typeof objectiveSchema>;

/** A case study; a `link` of null is a link switched off (the one field that may stay empty). */
export const caseStudySchema = z.object({ whom: text, problem: text, solution: text, link: text.nullable() });
export type CaseStudy = z.infer<typeof caseStudySchema>;
export const freeValueSchema = z.object({
  type: text,
  how_to_get: text,
  impact: text,
  link: text.nullable(),
});
export type FreeValue = z.infer<typeof freeValueSchema>;
export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const messagingSettingsSchema = z.object({
  mode: z.enum(approvalModes),
  manual_settings: z.object({
    follow_up: z.enum(followUpTimings),
    assignee: z.string().nullable(),
    priority: z.union(priorityValues.map((value) => z.literal(value))),
  }),
  is_follow_up_enabled: z.boolean(),
  number_of_follow_ups: z.number().int().min(employeeLimits.followUpsMin).max(employeeLimits.followUpsMax),
  daily_cap: z.number().int().min(0).max(employeeLimits.dailyCapMax),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

/**
 * A new employee's messaging settings. Manual approval, not the spec's "mode automatic" (§9):
 * issue 28's safety rule has a person approve every AI message until they switch it.
 */
export function defaultMessagingSettings(assignee: string | null): MessagingSettings {
  return {
    mode: 'manual',
    manual_settings: { follow_up: followUpTimings[0], assignee, priority: employeePriorities.none },
    is_follow_up_enabled: true,
    number_of_follow_ups: 3,
    daily_cap: employeeLimits.dailyCapDefault,
  };
}

export interface EmployeeSettings {
  objective: Objective;
  cases: CaseStudy[];
  free_value: FreeValue[];
  faq: FaqItem[];
}

/** The builder's steps, in order. */
export const builderSteps = ['targeting', 'objective', 'cases', 'free_value', 'faq', 'settings'] as const;
export type BuilderStep = (typeof builderSteps)[number];

export interface BuilderState extends EmployeeSettings {
  targeting: Targeting;
  calendly_user: string | null;
  calendly_event: string | null;
}

const filled = (value: string | null) => value === null || value.trim() !== '';
const tooLong = (value: string | null) => value !== null && value.length > employeeLimits.fieldLength;

/** Every field filled and none too long: the message of the first rule broken, or null. */
function fieldsMessage(values: (string | null)[]): string | null {
  if (!values.every(filled)) return employeeMessages.allFields;
  if (values.some(tooLong)) return employeeMessages.fieldTooLong;
  return null;
}

export function validateTargeting(targeting: Pick<Targeting, 'job_title'>): string | null {
  return targeting.job_title.some((item) => item.value.trim() !== '')
    ? null
    : employeeMessages.requiredFields;
}

export function validateObjective(objective: Objective): string | null {
  return fieldsMessage(Object.values(objective));
}

export function validateCases(cases: CaseStudy[]): string | null {
  if (cases.length > employeeLimits.cases) return employeeMessages.tooManyCases;
  for (const item of cases) {
    const message = fieldsMessage([item.whom, item.problem, item.solution, item.link]);
    if (message) return message;
  }
  return null;
}

export function validateFreeValues(values: FreeValue[]): string | null {
  if (values.length > employeeLimits.freeValues) return employeeMessages.tooManyFreeValues;
  for (const item of values) {
    const message = fieldsMessage([item.type, item.how_to_get, item.impact, item.link]);
    if (message) return message;
  }
  return null;
}

export function validateFaq(faq: FaqItem[]): string | null {
  if (faq.length > employeeLimits.faq) return employeeMessages.tooManyFaq;
  for (const item of faq) {
    if (item.question.trim() === '' || item.answer.trim() === '') return employeeMessages.faqFields;
    if (item.question.length > employeeLimits.fieldLength) return employeeMessages.questionTooLong;
    if (item.answer.length > employeeLimits.fieldLength) return employeeMessages.answerTooLong;
  }
  return null;
}

/** Leaving the Q&A step drops the items not filled in (§5). */
export function dropIncompleteFaq(faq: FaqItem[]): FaqItem[] {
  return faq.filter((item) => item.question.trim() !== '' && item.answer.trim() !== '');
}

/** The settings step: the scheduling user is checked first, then the event (§5). */
export function validateSchedulingChoice(state: Pick<BuilderState, 'calendly_user' | 'calendly_event'>) {
  if (!state.calendly_user) return employeeMessages.schedulingUser;
  if (!state.calendly_event) return employeeMessages.schedulingEvent;
  return null;
}

/** The validator of one builder step over the whole state. */
export function validateStep(step: BuilderStep, state: BuilderState): string | null {
  switch (step) {
    case 'targeting':
      return validateTargeting(state.targeting);
    case 'objective':
      return validateObjective(state.objective);
    case 'cases':
      return validateCases(state.cases);
    case 'free_value':
      return validateFreeValues(state.free_value);
    case 'faq':
      return validateFaq(state.faq);
    case 'settings':
      return validateSchedulingChoice(state);
  }
}

/** §4 "Wizard movement": back always; forward to `target` only if every earlier step validates. */
export function canMoveTo(current: BuilderStep, target: BuilderStep, state: BuilderState): boolean {
  const to = builderSteps.indexOf(target);
  if (to <= builderSteps.indexOf(current)) return true;
  return builderSteps.slice(0, to).every((step) => validateStep(step, state) === null);
}

/** The employee settings' first broken rule (objective, cases, free value, Q&A), or null. */
export function validateEmployeeSettings(settings: EmployeeSettings): string | null {
  return (
    validateObjective(settings.objective) ??
    validateCases(settings.cases) ??
    validateFreeValues(settings.free_value) ??
    validateFaq(settings.faq)
  );
}

export const employeeSettingsSchema = z
  .object({
    objective: objectiveSchema,
    cases: z.array(caseStudySchema).default([]),
    free_value: z.array(freeValueSchema).default([]),
    faq: z.array(faqItemSchema).default([]),
  })
  .superRefine((settings, ctx) => {
    const message = validateEmployeeSettings(settings);
    if (message) ctx.addIssue({ code: 'custom', message, path: [] });
  })
  .transform((settings) => ({
    ...settings,
    objective: { ...settings.objective, language: settings.objective.language.toLowerCase() },
  }));

export const generateCampaignsSchema = z
  .object(
    Object.fromEntries(campaignKinds.map((kind) => [kind, z.number().int().min(0)])) as {
      [Kind in (typeof campaignKinds)[number]]: z.ZodNumber;
    },
  )
  .refine(
    (counts) => Object.values(counts).reduce((sum, count) => sum + count, 0) <= employeeLimits.magicCampaigns,
    { message: `At most ${employeeLimits.magicCampaigns} campaigns in all.` },
  );
export type GenerateCampaigns = z.infer<typeof generateCampaignsSchema>;
