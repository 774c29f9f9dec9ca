/**
 * The builder's pure operations on a campaign draft: the step catalogue grouped
 * as the spec groups kinds (outreach §3 "Step kinds"), new steps with the
 * default follow-up delay (§9), add / remove / move / edit, and renumbering.
 */
import type { StepJson, StepKind } from '@outreach/core/outreach';

/** spec: outreach §3 step kinds, in the spec's four groups. */
export const stepCatalogue: {
  group: 'actions' | 'messages' | 'integrations' | 'email';
  kinds: StepKind[];
}[] = [
  { group: 'actions', kinds: ['view_profile', 'follow', 'like_posts', 'endorse_skills'] },
  {
    group: 'messages',
    kinds: [
      'send_message',
      'send_inmail',
      'connection_request',
      'connection_by_email',
      'invite_to_event',
      'enrich_profile',
    ],
  },
  {
    group: 'integrations',
    kinds: [
      'send_webhook',
      'push_to_crm',
      'manual_task',
      'make_call',
      'send_sms',
      'voicemail_drop',
      'reveal_personality',
      'ai_comment',
      'add_label',
    ],
  },
  { group: 'email', kinds: ['send_email'] },
];

/** spec: outreach §9 "Follow-up presets: same day, 1, 2, 3 days; 1, 2 weeks; 1, 3, 6 months". */
export const followUpPresets = [
  { id: 'sameDay', days: 0 },
  { id: 'day1', days: 1 },
  { id: 'days2', days: 2 },
  { id: 'days3', days: 3 },
  { id: 'week1', days: 7 },
  { id: 'weeks2', days: 14 },
  { id: 'month1', days: 30 },
  { id: 'months3', days: 90 },
  { id: 'months6', days: 180 },
] as const;

/** spec: outreach §9 "Default follow-up delay 2 days". */
export const defaultFollowUpDays = 2;

/** Kinds whose text the builder edits, and whether they also have a subject. */
export const textKinds: Partial<Record<StepKind, { subject: boolean }>> = {
  send_message: { subject: false },
  send_inmail: { subject: true },
  connection_request: { subject: false },
  connection_by_email: { subject: false },
  send_email: { subject: true },
  send_sms: { subject: false },
  make_call: { subject: false },
  voicemail_drop: { subject: false },
  manual_task: { subject: false },
};

let sequence = 0;
/** A key unique in the draft; kept across edits so the API and live-edit plan follow the step. */
export function newStepKey(): string {
  sequence += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : '';
  return `step-${Date.now().toString(36)}-${sequence}${random ? `-${random}` : ''}`;
}

function defaultConfig(kind: StepKind): Record<string, unknown> {
  switch (kind) {
    case 'ai_comment':
      return { tone: 'positive' };
    case 'send_webhook':
      return { url: '', method: 'POST' };
    case 'manual_task':
      return { task_name: '', task_info: '', priority: 300 };
    default:
      return {};
  }
}

/** A new step of `kind`: the first waits nothing, later ones the default follow-up delay. */
export function newStep(kind: StepKind, isFirst: boolean): StepJson {
  return {
    key: newStepKey(),
    number: 0,
    kind,
    wait_days: isFirst ? 0 : defaultFollowUpDays,
    wait_hours: 0,
    subject: textKinds[kind]?.subject ? '' : null,
    text: textKinds[kind] ? '' : null,
    email_type: kind === 'send_email' ? 'work' : null,
    thread: false,
    requires_approval: false,
    is_ai_message: false,
    video_id: null,
    config: defaultConfig(kind),
    positive_key: null,
    negative_key: null,
  };
}

/** Numbers follow the list order (1-based): the order the API and engine run a simple campaign in. */
export function renumber(steps: readonly StepJson[]): StepJson[] {
  return steps.map((step, index) => (step.number === index + 1 ? step : { ...step, number: index + 1 }));
}

export function addStep(steps: readonly StepJson[], kind: StepKind): StepJson[] {
  return renumber([...steps, newStep(kind, steps.length === 0)]);
}

export function removeStep(steps: readonly StepJson[], key: string): StepJson[] {
  return renumber(steps.filter((step) => step.key !== key));
}

export function moveStep(steps: readonly StepJson[], fromKey: string, toKey: string): StepJson[] {
  const from = steps.findIndex((step) => step.key === fromKey);
  const to = steps.findIndex((step) => step.key === toKey);
  if (from === -1 || to === -1 || from === to) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return renumber(next);
}

export function updateStep(steps: readonly StepJson[], key: string, patch: Partial<StepJson>): StepJson[] {
  return steps.map((step) => (step.key === key ? { ...step, ...patch } : step));
}

export function updateConfig(
  steps: readonly StepJson[],
  key: string,
  name: string,
  value: unknown,
): StepJson[] {
  return steps.map((step) =>
    step.key === key ? { ...step, config: { ...(step.config ?? {}), [name]: value } } : step,
  );
}

/** The preset a wait matches, or null when the wait is custom (hours or another day count). */
export function presetOf(step: Pick<StepJson, 'wait_days' | 'wait_hours'>): string | null {
  if (step.wait_hours !== 0) return null;
  return followUpPresets.find((preset) => preset.days === step.wait_days)?.id ?? null;
}

/** A sample prospect for the live preview. */
export const sampleProspect = {
  first_name: 'Alex',
  last_name: 'Morgan',
  position: 'Head of Sales',
  company_name: 'Northwind',
  company_domain: 'northwind.example',
  location: 'Lisbon, Portugal',
  industry: 'Software',
  work_email: 'alex.morgan@northwind.example',
  personal_email: '',
  phone: '+351 210 000 000',
  website: 'https://northwind.example',
  twitter: '@alexmorgan',
};
