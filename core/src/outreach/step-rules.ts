/**
 * What a valid campaign is (spec: outreach §5 "Step rules" and the generic
 * rules). One function, `validateCampaign`, used by the builder (inline errors)
 * and the API (`PUT /workflows/{id}/update/async` answers the first message).
 * Messages are English; `code` lets the UI translate them.
 */
import type { SequenceType, StepJson } from './campaign.types';
import {
  comesAfter,
  cycleMessage,
  findCycle,
  findUnconnected,
  linksOf,
  startKeyOf,
  unconnectedElementsMessage,
} from './graph';
import { countVideoPatterns, findPlaceholderErrors, type PlaceholderErrorCode } from './placeholders';
import { emailTypes, type StepKind, stepKindInfo, stepKinds } from './step-kinds';

/** spec: outreach §9 "connection note over 200" waits at run time (not a save error). */
export const connectionNoteLimit = 200;
/** spec: outreach §9 "InMail over 1900 characters" waits at run time. */
export const inmailLimit = 1900;
/** spec: outreach §9 "Connection text limit default 300 (reset value)". */
export const connectionTextDefaultLimit = 300;
/** Our limits (spec: "Subject and message have a maximum length"; values not given). */
export const subjectMaxLength = 200;
export const messageMaxLength = 8000;
export const emailMessageMaxLength = 50_000;
export const taskNameMaxLength = 100;
/**
 * spec: outreach §5 "Minimum delay in hours". Our rule (docs/decisions.md "Minimum delay
 * between steps"): a message step waits at least this long after a step that also messaged
 * the prospect; any other step may follow at once (view then connect, a message once a
 * request is accepted). The API and the builder pass it as `minimumDelayHours`.
 */
export const minimumStepDelayHours = 1;
/** Steps that put a message in front of the prospect: the ones the minimum delay is kept between. */
export const messageStepKinds: readonly StepKind[] = [
  'send_message',
  'send_inmail',
  'send_email',
  'send_sms',
  'voicemail_drop',
];
/** Wait hours are 0-23; more is days. */
export const maxWaitHours = 23;
export const maxWaitDays = 365;

export type StepErrorCode =
  | PlaceholderErrorCode
  | 'required'
  | 'spaces'
  | 'too_long'
  | 'invalid_url'
  | 'url_protocol'
  | 'delay_too_small'
  | 'invalid_wait'
  | 'only_one_inmail'
  | 'only_one_connection_request'
  | 'only_one_connection_by_email'
  | 'connection_by_email_order'
  | 'not_in_email_only'
  | 'no_video_in_email_only'
  | 'only_one_video'
  | 'only_one_video_pattern'
  | 'video_pattern_in_subject'
  | 'video_required'
  | 'unknown_kind'
  | 'duplicate_key'
  | 'unconnected'
  | 'cycle'
  | 'completed_kind_changed';

export interface StepError {
  /** The step the error is on; null = the campaign as a whole. */
  stepKey: string | null;
  /** The step field, as in StepJson (`subject`, `text`, `email_type`, `wait`, `config.url`...). */
  field?: string;
  message: string;
  code?: StepErrorCode;
  /** Values the message was built with (`count`, `protocol`, `placeholder`). */
  params?: Record<string, string | number>;
}

export interface CampaignRulesInput {
  isEmailOnly: boolean;
  sequenceType: SequenceType;
  steps: readonly StepJson[];
  /**
   * spec: "Minimum delay in hours" (`minimumStepDelayHours`). Checked on a message step whose
   * previous step (simple: the one numbered before; smart: any step linking to it) is a message
   * step too; never on the first step.
   */
  minimumDelayHours?: number;
  /** Custom field names of the campaign's searches (spec: custom_fields_keys). */
  knownCustomFields?: readonly string[];
}

export const stepMessages = {
  required: 'Fill this field',
  spaces: 'Remove leading and trailing spaces',
  tooLong: (count: number) => `message can not be longer than ${count}`,
  invalidUrl: 'This field should be a valid URL',
  urlProtocol: (protocol: string) => `The URL must have ${protocol} protocol`,
  delayTooSmall: 'Can not add action',
  invalidWait: `Wait hours must be 0 to ${maxWaitHours} and days 0 to ${maxWaitDays}`,
  onlyOneInmail: 'Only one InMail step per campaign',
  onlyOneConnectionRequest: 'Only one connection request step per campaign',
  onlyOneConnectionByEmail: 'Only one connection-by-email step per campaign',
  connectionByEmailOrder: 'The connection-by-email step must come before the connection request step',
  notInEmailOnly: 'This step is not available in email-only campaigns',
  noVideoInEmailOnly: 'No video in email-only campaigns',
  onlyOneVideo: 'Only one video pattern per campaign',
  onlyOneVideoPattern: 'Only one video pattern per message',
  videoPatternInSubject: 'The video pattern goes in the message, not the subject',
  videoRequired: 'Choose a video for the {video} pattern',
  unknownKind: 'Unknown step kind',
  duplicateKey: 'Each step needs its own key',
  unconnected: unconnectedElementsMessage,
  cycle: cycleMessage,
} as const;

/**
 * spec: outreach §5 generic URL rule: optional http(s)://, a domain, a 2 to 8
 * letter top-level domain, then an optional port, path, query or fragment.
 */
const urlPattern =
  /^(?:(https?):\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,8}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** The URL error for a value, or null. `protocol` ('https' or 'http') makes the scheme required. */
export function urlError(value: string, options: { protocol?: 'http' | 'https' } = {}): StepError | null {
  const match = urlPattern.exec(value);
  if (!match) return { stepKey: null, message: stepMessages.invalidUrl, code: 'invalid_url' };
  if (options.protocol && match[1]?.toLowerCase() !== options.protocol) {
    return {
      stepKey: null,
      message: stepMessages.urlProtocol(options.protocol),
      code: 'url_protocol',
      params: { protocol: options.protocol },
    };
  }
  return null;
}

/** Search link types whose URL is checked (spec: "search URLs (post, event, group, navigator list, recruiter)"). */
export const urlSearchLinkTypes = [
  'search',
  'post',
  'event',
  'group',
  'navigator_list',
  'recruiter_project',
  'recruiter_search',
] as const;

/** The URL error of a search, or null (API and CSV searches carry no URL). */
export function searchUrlError(linkType: string, url: string | null | undefined): StepError | null {
  if (!(urlSearchLinkTypes as readonly string[]).includes(linkType)) return null;
  if (!url || url.trim() === '')
    return { stepKey: null, field: 'url', message: stepMessages.required, code: 'required' };
  const error = urlError(url.trim());
  return error ? { ...error, field: 'url' } : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function configValue(step: StepJson, name: string): unknown {
  return step.config?.[name];
}

/** Which text fields a kind has and whether they are required. */
const textRules: Partial<
  Record<StepJson['kind'], { subject?: 'required' | 'optional'; text?: 'required' | 'optional'; max: number }>
> = {
  send_message: { text: 'required', max: messageMaxLength },
  send_inmail: { subject: 'required', text: 'required', max: inmailLimit },
  connection_request: { text: 'optional', max: connectionTextDefaultLimit },
  connection_by_email: { text: 'optional', max: connectionTextDefaultLimit },
  send_email: { subject: 'required', text: 'required', max: emailMessageMaxLength },
  send_sms: { text: 'required', max: messageMaxLength },
  make_call: { text: 'optional', max: messageMaxLength },
  voicemail_drop: { text: 'optional', max: messageMaxLength },
  manual_task: { text: 'optional', max: messageMaxLength },
};

/** Kind-specific required config fields (spec: "SMS needs a sender. A label step needs a label."). */
const requiredConfig: Partial<Record<StepJson['kind'], string[]>> = {
  send_email: ['integration_id'],
  send_sms: ['from_number'],
  add_label: ['label_id'],
  send_webhook: ['url'],
  invite_to_event: ['event_url'],
  push_to_crm: ['crm'],
  voicemail_drop: ['audio_id'],
  manual_task: ['task_name'],
  ai_comment: ['tone'],
};

function textErrors(
  step: StepJson,
  field: 'subject' | 'text',
  rule: 'required' | 'optional',
  max: number,
  knownCustomFields: readonly string[],
): StepError[] {
  const value = step[field];
  const stepKey = step.key;
  // An AI message is written at run time; a threaded email reuses the thread's subject.
  const exempt = (field === 'text' && step.is_ai_message) || (field === 'subject' && step.thread === true);
  if (isBlank(value)) {
    return rule === 'required' && !exempt
      ? [{ stepKey, field, message: stepMessages.required, code: 'required' }]
      : [];
  }
  const text = value as string;
  const errors: StepError[] = [];
  if (field === 'subject' && text !== text.trim()) {
    errors.push({ stepKey, field, message: stepMessages.spaces, code: 'spaces' });
  }
  const limit = field === 'subject' ? subjectMaxLength : max;
  if (text.length > limit) {
    errors.push({
      stepKey,
      field,
      message: stepMessages.tooLong(limit),
      code: 'too_long',
      params: { count: limit },
    });
  }
  for (const error of findPlaceholderErrors(text, knownCustomFields)) {
    errors.push({
      stepKey,
      field,
      message: error.message,
      code: error.code,
      ...(error.placeholder !== undefined ? { params: { placeholder: error.placeholder } } : {}),
    });
  }
  // spec: outreach §5 "only one video pattern": one `{video}` link per message, and only in its body.
  const videoPatterns = countVideoPatterns(text);
  if (field === 'subject' && videoPatterns > 0) {
    errors.push({
      stepKey,
      field,
      message: stepMessages.videoPatternInSubject,
      code: 'video_pattern_in_subject',
    });
  } else if (videoPatterns > 1) {
    errors.push({
      stepKey,
      field,
      message: stepMessages.onlyOneVideoPattern,
      code: 'only_one_video_pattern',
    });
  }
  return errors;
}

/**
 * The subject and text errors a message-like step kind would give these texts: the
 * step's own limits, stepMessages and placeholder rules, for texts kept outside a
 * campaign (a message template). `presence` overrides whether a field is required
 * (a template with no text is no template); a kind without a subject checks none.
 */
export function stepTextErrors(
  kind: StepKind,
  texts: { subject?: string | null; text?: string | null },
  options: {
    presence?: Partial<Record<'subject' | 'text', 'required' | 'optional'>>;
    knownCustomFields?: readonly string[];
  } = {},
): StepError[] {
  const rule = textRules[kind];
  if (!rule) return [];
  const step = { key: '', kind, subject: texts.subject ?? null, text: texts.text ?? null } as StepJson;
  const known = options.knownCustomFields ?? [];
  const errors: StepError[] = [];
  if (rule.subject) {
    errors.push(...textErrors(step, 'subject', options.presence?.subject ?? rule.subject, rule.max, known));
  }
  if (rule.text) {
    errors.push(...textErrors(step, 'text', options.presence?.text ?? rule.text, rule.max, known));
  }
  return errors;
}

function isMessageStep(step: StepJson): boolean {
  return messageStepKinds.includes(step.kind);
}

/** The steps a prospect can come to each step from: the one before (simple) or every step linking to it (smart). */
function previousSteps(steps: readonly StepJson[], sequenceType: SequenceType): Map<string, StepJson[]> {
  const previous = new Map<string, StepJson[]>();
  const add = (key: string, step: StepJson) => previous.set(key, [...(previous.get(key) ?? []), step]);
  steps.forEach((step, index) => {
    if (sequenceType === 'simple') {
      const before = steps[index - 1];
      if (before) add(step.key, before);
    } else {
      for (const next of linksOf(step)) add(next, step);
    }
  });
  return previous;
}

function stepErrors(
  step: StepJson,
  input: CampaignRulesInput,
  isFirst: boolean,
  previous: readonly StepJson[],
): StepError[] {
  const stepKey = step.key;
  const info = stepKindInfo[step.kind];
  if (!info) return [{ stepKey, field: 'kind', message: stepMessages.unknownKind, code: 'unknown_kind' }];
  const errors: StepError[] = [];
  const knownCustomFields = input.knownCustomFields ?? [];

  const days = step.wait_days;
  const hours = step.wait_hours;
  if (
    !Number.isInteger(days) ||
    !Number.isInteger(hours) ||
    days < 0 ||
    hours < 0 ||
    hours > maxWaitHours ||
    days > maxWaitDays
  ) {
    errors.push({ stepKey, field: 'wait', message: stepMessages.invalidWait, code: 'invalid_wait' });
  } else if (
    !isFirst &&
    input.minimumDelayHours &&
    days * 24 + hours < input.minimumDelayHours &&
    isMessageStep(step) &&
    previous.some(isMessageStep)
  ) {
    // spec: outreach §5 "a too-small delay gives 'Can not add action'".
    errors.push({
      stepKey,
      field: 'wait',
      message: stepMessages.delayTooSmall,
      code: 'delay_too_small',
      params: { count: input.minimumDelayHours },
    });
  }

  if (input.isEmailOnly && info.channel === 'social') {
    errors.push({ stepKey, field: 'kind', message: stepMessages.notInEmailOnly, code: 'not_in_email_only' });
  }
  if (input.isEmailOnly && !isBlank(step.video_id)) {
    errors.push({
      stepKey,
      field: 'video_id',
      message: stepMessages.noVideoInEmailOnly,
      code: 'no_video_in_email_only',
    });
  }

  const rule = textRules[step.kind];
  if (rule?.subject) errors.push(...textErrors(step, 'subject', rule.subject, rule.max, knownCustomFields));
  if (rule?.text) errors.push(...textErrors(step, 'text', rule.text, rule.max, knownCustomFields));
  // A `{video}` with no video chosen would send an empty gap where the link should be.
  if (typeof step.text === 'string' && countVideoPatterns(step.text) > 0) {
    if (input.isEmailOnly) {
      errors.push({
        stepKey,
        field: 'text',
        message: stepMessages.noVideoInEmailOnly,
        code: 'no_video_in_email_only',
      });
    } else if (isBlank(step.video_id)) {
      errors.push({
        stepKey,
        field: 'video_id',
        message: stepMessages.videoRequired,
        code: 'video_required',
      });
    }
  }

  if (step.kind === 'send_email') {
    // spec: "Email step needs subject, from and to address": to = which address of the prospect.
    if (isBlank(step.email_type) || !(emailTypes as readonly string[]).includes(step.email_type as string)) {
      errors.push({ stepKey, field: 'email_type', message: stepMessages.required, code: 'required' });
    }
  }
  for (const name of requiredConfig[step.kind] ?? []) {
    const field = `config.${name}`;
    const value = configValue(step, name);
    if (isBlank(value)) {
      errors.push({ stepKey, field, message: stepMessages.required, code: 'required' });
      continue;
    }
    if (typeof value === 'string' && value !== value.trim()) {
      errors.push({ stepKey, field, message: stepMessages.spaces, code: 'spaces' });
      continue;
    }
    if (name === 'task_name' && typeof value === 'string' && value.length > taskNameMaxLength) {
      errors.push({
        stepKey,
        field,
        message: stepMessages.tooLong(taskNameMaxLength),
        code: 'too_long',
        params: { count: taskNameMaxLength },
      });
    }
    if (name === 'url' || name === 'event_url') {
      // A webhook is called by the server: it must say which protocol (https or http).
      const error =
        typeof value === 'string'
          ? urlError(value)
          : { message: stepMessages.invalidUrl, code: 'invalid_url' };
      if (error) errors.push({ ...error, stepKey, field, code: error.code as StepErrorCode });
    }
  }
  return errors;
}

/** Every rule broken by a campaign, in step order; empty = valid. */
export function validateCampaign(input: CampaignRulesInput): StepError[] {
  const steps = [...input.steps].sort((a, b) => a.number - b.number);
  const errors: StepError[] = [];

  const seenKeys = new Set<string>();
  for (const step of steps) {
    if (seenKeys.has(step.key)) {
      errors.push({
        stepKey: step.key,
        field: 'key',
        message: stepMessages.duplicateKey,
        code: 'duplicate_key',
      });
    }
    seenKeys.add(step.key);
  }

  const firstKey = startKeyOf(steps);
  const previous = previousSteps(steps, input.sequenceType);
  for (const step of steps) {
    if (!(stepKinds as readonly string[]).includes(step.kind)) {
      errors.push({
        stepKey: step.key,
        field: 'kind',
        message: stepMessages.unknownKind,
        code: 'unknown_kind',
      });
      continue;
    }
    errors.push(...stepErrors(step, input, step.key === firstKey, previous.get(step.key) ?? []));
  }

  // spec: "Only one InMail step, one connection request step and one connection-by-email step per campaign".
  const once: [StepJson['kind'], string, StepErrorCode][] = [
    ['send_inmail', stepMessages.onlyOneInmail, 'only_one_inmail'],
    ['connection_request', stepMessages.onlyOneConnectionRequest, 'only_one_connection_request'],
    ['connection_by_email', stepMessages.onlyOneConnectionByEmail, 'only_one_connection_by_email'],
  ];
  for (const [kind, message, code] of once) {
    for (const extra of steps.filter((step) => step.kind === kind).slice(1)) {
      errors.push({ stepKey: extra.key, field: 'kind', message, code });
    }
  }

  // spec: "the connection-by-email step must come before the connection request step".
  const byEmail = steps.find((step) => step.kind === 'connection_by_email');
  const request = steps.find((step) => step.kind === 'connection_request');
  if (byEmail && request && !comesBefore(steps, byEmail.key, request.key, input.sequenceType)) {
    errors.push({
      stepKey: byEmail.key,
      field: 'kind',
      message: stepMessages.connectionByEmailOrder,
      code: 'connection_by_email_order',
    });
  }

  // spec: "only one video pattern".
  const videos = new Set(steps.map((step) => step.video_id).filter((id): id is string => !isBlank(id)));
  if (videos.size > 1) {
    const second = steps
      .filter((step) => !isBlank(step.video_id))
      .find((step) => step.video_id !== [...videos][0]);
    errors.push({
      stepKey: second?.key ?? null,
      field: 'video_id',
      message: stepMessages.onlyOneVideo,
      code: 'only_one_video',
    });
  }

  if (input.sequenceType === 'smart' && steps.length > 0) {
    for (const key of findUnconnected(steps, firstKey)) {
      errors.push({ stepKey: key, message: stepMessages.unconnected, code: 'unconnected' });
    }
    const cycle = findCycle(steps);
    if (cycle)
      errors.push({ stepKey: cycle[cycle.length - 1] ?? null, message: stepMessages.cycle, code: 'cycle' });
  }
  return errors;
}

/** Simple: lower number first. Smart: `after` never leads back to `before`. */
function comesBefore(
  steps: readonly StepJson[],
  before: string,
  after: string,
  sequenceType: SequenceType,
): boolean {
  if (sequenceType === 'simple') return comesAfter(steps, before, after, 'simple');
  return !comesAfter(steps, after, before, 'smart');
}

/** The first error of a campaign (what the API answers), or null. */
export function firstCampaignError(input: CampaignRulesInput): StepError | null {
  return validateCampaign(input)[0] ?? null;
}
