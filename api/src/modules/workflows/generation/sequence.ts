/**
 * The steps of a magic campaign (issue 28): each kind's fixed plan of steps, filled with the
 * messages the model wrote. The plan decides the kinds, waits and order (so every generated
 * campaign passes the builder's step rules by construction); the model writes only the texts,
 * which are then checked like any campaign's (`firstCampaignError`).
 */
import { randomUUID } from 'node:crypto';
import {
  connectionTextDefaultLimit,
  firstCampaignError,
  minimumStepDelayHours,
  type StepJson,
  type StepKind,
} from '@outreach/core/outreach';
import type { GeneratedCampaign, MagicCampaignKind } from './generation.schema';

type Channel = 'linkedin' | 'email';

interface PlannedStep {
  kind: StepKind;
  wait_days: number;
  /** The model's message this step carries, by channel; none for view, call. */
  message?: Channel;
  /** A follow-up email in the first email's thread (no subject of its own). */
  thread?: boolean;
}

const view: PlannedStep = { kind: 'view_profile', wait_days: 0 };
const connect: PlannedStep = { kind: 'connection_request', wait_days: 1, message: 'linkedin' };

/** spec ai-telephony §9 "Campaign generation counts are per type": what each type's campaign does. */
export const magicPlans: Record<MagicCampaignKind, PlannedStep[]> = {
  linkedin: [
    view,
    connect,
    { kind: 'send_message', wait_days: 2, message: 'linkedin' },
    { kind: 'send_message', wait_days: 4, message: 'linkedin' },
  ],
  email: [
    { kind: 'send_email', wait_days: 0, message: 'email' },
    { kind: 'send_email', wait_days: 3, message: 'email', thread: true },
    { kind: 'send_email', wait_days: 4, message: 'email', thread: true },
  ],
  linkedin_email: [
    view,
    connect,
    { kind: 'send_email', wait_days: 2, message: 'email' },
    { kind: 'send_message', wait_days: 3, message: 'linkedin' },
  ],
  // The dialer's step (make_call) after the email, so the call follows up on it.
  linkedin_email_dialer: [
    view,
    connect,
    { kind: 'send_email', wait_days: 2, message: 'email' },
    { kind: 'make_call', wait_days: 2 },
    { kind: 'send_message', wait_days: 3, message: 'linkedin' },
  ],
};

/** The channels of the messages a kind needs, in step order (what the model is asked for). */
export function messageChannels(kind: MagicCampaignKind): Channel[] {
  return magicPlans[kind].flatMap((step) => (step.message ? [step.message] : []));
}

export function usesEmail(kind: MagicCampaignKind): boolean {
  return kind !== 'linkedin';
}

export function isEmailOnly(kind: MagicCampaignKind): boolean {
  return kind === 'email';
}

/** Placeholders as the model may write them ({{first_name}}, {{company}}) in the builder's syntax. */
const placeholderAliases: Record<string, string> = {
  company: 'company_name',
  company_name: 'company_name',
  first_name: 'first_name',
  firstname: 'first_name',
  last_name: 'last_name',
  full_name: 'full_name',
  name: 'first_name',
  position: 'position',
  title: 'position',
};

export function builderPlaceholders(text: string): string {
  return text
    .replace(/\{\{\s*([A-Za-z_]+)\s*\}\}/g, (_match, name: string) => {
      const key = name.toLowerCase();
      return `{${placeholderAliases[key] ?? key}}`;
    })
    .trim();
}

export interface SequenceContext {
  /** The mailbox the email steps send from (integrations.id); required when the kind has emails. */
  integrationId: string | null;
  /** The call step's note for the caller. */
  callNote: string;
  /** The first email's subject when the model wrote none. */
  fallbackSubject: string;
}

export type BuiltSequence = { ok: true; steps: StepJson[] } | { ok: false; error: string };

type Message = GeneratedCampaign['messages'][number];

/** One planned step with its message; `firstSubject` is the campaign's first email subject so far. */
function stepOf(
  planned: PlannedStep,
  number: number,
  message: Message | undefined,
  context: SequenceContext & { firstSubject: string | null },
): StepJson {
  const body = message ? builderPlaceholders(message.body) : null;
  let text: string | null = body;
  // The connection note is optional and short: one the model made too long is left out.
  if (planned.kind === 'connection_request' && body && body.length > connectionTextDefaultLimit) text = null;
  if (planned.kind === 'make_call') text = context.callNote;
  const email = planned.kind === 'send_email';
  const thread = email && planned.thread === true && context.firstSubject !== null;
  const subject =
    email && !thread
      ? builderPlaceholders(message?.subject ?? '') || context.firstSubject || context.fallbackSubject
      : null;
  return {
    key: randomUUID(),
    number,
    kind: planned.kind,
    wait_days: planned.wait_days,
    wait_hours: 0,
    subject,
    text,
    email_type: email ? 'work' : null,
    thread,
    requires_approval: false,
    is_ai_message: false,
    video_id: null,
    config: email ? { integration_id: context.integrationId } : {},
    positive_key: null,
    negative_key: null,
  };
}

/**
 * The campaign's steps from the model's messages: each message step takes the next message of
 * its channel. Refused (with the builder's first error) when a message is missing or a step breaks
 * a rule.
 */
export function buildSequence(
  kind: MagicCampaignKind,
  generated: GeneratedCampaign,
  context: SequenceContext,
): BuiltSequence {
  const queues: Record<Channel, Message[]> = {
    linkedin: generated.messages.filter((message) => message.channel === 'linkedin'),
    email: generated.messages.filter((message) => message.channel === 'email'),
  };
  const plan = magicPlans[kind];
  if (plan.some((step) => step.kind === 'send_email') && !context.integrationId)
    return { ok: false, error: 'no mailbox' };
  const steps: StepJson[] = [];
  let firstSubject: string | null = null;
  for (const [index, planned] of plan.entries()) {
    const message = planned.message ? queues[planned.message].shift() : undefined;
    if (planned.message && !message) return { ok: false, error: `missing ${planned.message} message` };
    const step = stepOf(planned, index + 1, message, { ...context, firstSubject });
    firstSubject ??= step.subject ?? null;
    steps.push(step);
  }
  const error = firstCampaignError({
    isEmailOnly: isEmailOnly(kind),
    sequenceType: 'simple',
    steps,
    knownCustomFields: [],
    minimumDelayHours: minimumStepDelayHours,
  });
  return error ? { ok: false, error: error.message } : { ok: true, steps };
}
