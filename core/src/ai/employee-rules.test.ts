import { describe, expect, it } from 'vitest';
import {
  type BuilderState,
  canMoveTo,
  defaultMessagingSettings,
  dropIncompleteFaq,
  employeeMessages,
  employeeSettingsSchema,
  generateCampaignsSchema,
  validateCases,
  validateFaq,
  validateFreeValues,
  validateObjective,
  validateSchedulingChoice,
  validateTargeting,
} from './employee-rules';

const long = 'x'.repeat(251);
const objective = {
  problem: 'Slow hiring',
  solution: 'Our screening',
  contact_reason: 'Your open roles',
  language: 'English',
  tone: 'professional',
};
const aCase = { whom: 'Acme', problem: 'Churn', solution: 'Onboarding', link: 'https://acme.test' };
const aValue = { type: 'Audit', how_to_get: 'Reply', impact: 'Saves a week', link: null };

function state(overrides: Partial<BuilderState> = {}): BuilderState {
  return {
    targeting: {
      job_title: [{ name: 'CTO', value: 'CTO' }],
      country: [],
      state: [],
      industry: [],
      employee_count: [],
      is_extend: false,
    },
    objective,
    cases: [],
    free_value: [],
    faq: [],
    calendly_user: 'user-1',
    calendly_event: 'event-1',
    ...overrides,
  };
}

describe('AI Employee builder validators (spec ai-telephony §5)', () => {
  it('targeting needs a job title', () => {
    expect(validateTargeting({ job_title: [] })).toBe(employeeMessages.requiredFields);
    expect(validateTargeting({ job_title: [{ name: 'CTO', value: 'CTO' }] })).toBeNull();
  });

  it('objective: every field filled, none over 250 characters', () => {
    expect(validateObjective(objective)).toBeNull();
    expect(validateObjective({ ...objective, tone: ' ' })).toBe('Please fill all fields.');
    expect(validateObjective({ ...objective, problem: long })).toBe('Max field length is 250 characters.');
    expect(validateObjective({ ...objective, problem: 'x'.repeat(250) })).toBeNull();
  });

  it('cases and free values: at most 3, all filled but a switched-off link, at most 250', () => {
    expect(validateCases([aCase, aCase, aCase])).toBeNull();
    expect(validateCases([aCase, aCase, aCase, aCase])).toBe(employeeMessages.tooManyCases);
    expect(validateCases([{ ...aCase, link: null }])).toBeNull();
    expect(validateCases([{ ...aCase, link: '' }])).toBe('Please fill all fields.');
    expect(validateCases([{ ...aCase, whom: long }])).toBe('Max field length is 250 characters.');
    expect(validateFreeValues([aValue, aValue, aValue, aValue])).toBe(employeeMessages.tooManyFreeValues);
    expect(validateFreeValues([{ ...aValue, impact: '' }])).toBe('Please fill all fields.');
    expect(validateFreeValues([aValue])).toBeNull();
  });

  it('Q&A: both fields, each at most 250, at most 20 items; incomplete items are dropped', () => {
    const item = { question: 'Price?', answer: 'From $10' };
    expect(validateFaq(Array(20).fill(item))).toBeNull();
    expect(validateFaq(Array(21).fill(item))).toBe(employeeMessages.tooManyFaq);
    expect(validateFaq([{ question: '', answer: 'a' }])).toBe('Please fill all Q&A fields.');
    expect(validateFaq([{ question: long, answer: 'a' }])).toBe(
      'Max question field length is 250 characters.',
    );
    expect(validateFaq([{ question: 'q', answer: long }])).toBe('Max answer field length is 250 characters.');
    expect(dropIncompleteFaq([item, { question: 'q', answer: ' ' }])).toEqual([item]);
  });

  it('settings: the scheduling user is checked before the event', () => {
    expect(validateSchedulingChoice({ calendly_user: null, calendly_event: null })).toBe(
      employeeMessages.schedulingUser,
    );
    expect(validateSchedulingChoice({ calendly_user: 'u', calendly_event: null })).toBe(
      employeeMessages.schedulingEvent,
    );
  });
});

describe('wizard movement (§4)', () => {
  it('jumps forward only when every earlier step validates; back always', () => {
    const broken = state({ objective: { ...objective, problem: '' } });
    expect(canMoveTo('targeting', 'objective', broken)).toBe(true);
    expect(canMoveTo('targeting', 'faq', broken)).toBe(false);
    expect(canMoveTo('faq', 'targeting', broken)).toBe(true);
    expect(canMoveTo('targeting', 'settings', state())).toBe(true);
  });
});

describe('save payload schemas', () => {
  it('lower-cases the language and reports the first broken rule with the spec message', () => {
    const parsed = employeeSettingsSchema.parse({ objective });
    expect(parsed.objective.language).toBe('english');
    const failed = employeeSettingsSchema.safeParse({ objective, faq: [{ question: 'q', answer: '' }] });
    expect(failed.success ? null : failed.error.issues[0]?.message).toBe('Please fill all Q&A fields.');
  });

  it('campaign counts add up to at most 5', () => {
    expect(
      generateCampaignsSchema.safeParse({
        linkedin: 2,
        email: 1,
        linkedin_email: 1,
        linkedin_email_dialer: 1,
      }).success,
    ).toBe(true);
    expect(
      generateCampaignsSchema.safeParse({
        linkedin: 3,
        email: 1,
        linkedin_email: 1,
        linkedin_email_dialer: 1,
      }).success,
    ).toBe(false);
  });

  it('a new employee waits for manual approval (issue 28 safety rule)', () => {
    expect(defaultMessagingSettings('me')).toMatchObject({
      mode: 'manual',
      is_follow_up_enabled: true,
      number_of_follow_ups: 3,
      manual_settings: { follow_up: 'days_0', assignee: 'me', priority: 100 },
    });
  });
});
