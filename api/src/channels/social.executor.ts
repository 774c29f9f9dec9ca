import { connectionNoteLimit, inmailLimit, renderTemplate, type StepKind } from '@outreach/core/outreach';
import type { AutomationTaskPayload, ProspectRow } from '../db/schema';
import { enqueueTask, tasksOfExecution } from '../modules/automation';
import { aiCommentText, aiMessageText } from '../modules/ai';
import type { EngineDeps, StepContext, StepExecutor, StepResult } from '../engine/contracts';
import { prospectValues } from '../engine/prospect-values';

/**
 * The social channel (issue 4): these steps are not carried out by the API. The
 * executor checks what the spec makes wait reasons, renders the text and queues
 * an automation task (docs/automation-tasks.md) that a cloud worker, the browser
 * extension or the in-process sandbox worker claims and reports on; the outcome
 * reaches the engine through `completeStep`.
 */
export const socialStepKinds = [
  'view_profile',
  'follow',
  'like_posts',
  'endorse_skills',
  'send_message',
  'send_inmail',
  'connection_request',
  'connection_by_email',
  'invite_to_event',
  'ai_comment',
] as const satisfies readonly StepKind[];
export type SocialStepKind = (typeof socialStepKinds)[number];

/** A sender the network considers premium may send InMail (spec: outreach §4 wait reason "not premium"). */
const premiumAccountTypes = new Set(['premium', 'sales_navigator', 'recruiter']);
/** Checks that can not pass by themselves (a too-long note needs an edit) are looked at again after this. */
const recheckMs = 60 * 60 * 1000;

/** The placeholder values of a prospect (engine/prospect-values.ts), kept here for the other channels. */
export { prospectValues };

function render(text: string | null, prospect: ProspectRow): string {
  return renderTemplate(text ?? '', prospectValues(prospect), prospect.customFields).trim();
}

function configString(config: Record<string, unknown>, key: string): string | null {
  const value = config[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What the step asks the worker to do, or the wait/skip that stops it before any task is queued. */
export function buildPayload(
  context: Pick<StepContext, 'step' | 'prospect' | 'credential' | 'now'>,
): { payload: AutomationTaskPayload } | { result: StepResult } {
  const { step, prospect, credential, now } = context;
  const kind = step.kind as SocialStepKind;
  const retryAt = new Date(now.getTime() + recheckMs);
  const base: AutomationTaskPayload = {
    profile_url: prospect.profileUrl,
    prospect_name: prospect.fullName || `${prospect.firstName} ${prospect.lastName}`.trim(),
  };
  if (kind === 'connection_by_email') {
    const email = prospect.workEmail ?? prospect.personalEmail ?? prospect.enrichedEmail;
    // spec: outreach §4 wait reason "no required email type or invalid address".
    if (!email) return { result: { type: 'wait', reason: 'no_required_email', retryAt } };
    const note = render(step.text, prospect);
    if (note.length > connectionNoteLimit) {
      return { result: { type: 'wait', reason: 'connection_note_too_long', retryAt } };
    }
    return { payload: { ...base, email, text: note } };
  }
  // Every other social action happens on the prospect's profile page.
  if (!prospect.profileUrl) {
    return { result: { type: 'skipped', reason: 'no_actions', detail: { missing: 'profile_url' } } };
  }
  switch (kind) {
    case 'connection_request': {
      // spec: outreach §4 skip reason "already connected".
      if (prospect.lifecycle === 'connected')
        return { result: { type: 'skipped', reason: 'already_connected' } };
      const note = render(step.text, prospect);
      // spec: outreach §4/§9 "connection note over 200" is a wait reason, counted after placeholders are filled.
      if (note.length > connectionNoteLimit) {
        return { result: { type: 'wait', reason: 'connection_note_too_long', retryAt } };
      }
      return { payload: { ...base, text: note } };
    }
    case 'send_inmail': {
      const body = render(step.text, prospect);
      if (body.length > inmailLimit) return { result: { type: 'wait', reason: 'inmail_too_long', retryAt } };
      if (!credential || !premiumAccountTypes.has(credential.accountType)) {
        return { result: { type: 'wait', reason: 'not_premium', retryAt } };
      }
      return { payload: { ...base, text: body, subject: render(step.subject, prospect) || null } };
    }
    case 'send_message': {
      const text = render(step.text, prospect);
      if (text === '')
        return { result: { type: 'skipped', reason: 'no_actions', detail: { missing: 'text' } } };
      return { payload: { ...base, text } };
    }
    case 'invite_to_event': {
      const eventUrl = configString(step.config, 'event_url');
      if (!eventUrl)
        return { result: { type: 'skipped', reason: 'no_actions', detail: { missing: 'event_url' } } };
      return { payload: { ...base, event_url: eventUrl } };
    }
    case 'ai_comment':
      return {
        payload: {
          ...base,
          tone: configString(step.config, 'tone') ?? 'positive',
          text: render(step.text, prospect),
        },
      };
    case 'like_posts':
      // spec: outreach §9 "Like last 3 posts".
      return { payload: { ...base, count: 3 } };
    case 'endorse_skills':
      // spec: outreach §9 "endorse top 5 skills".
      return { payload: { ...base, count: 5 } };
    default:
      return { payload: base };
  }
}

/**
 * The step with the text the model wrote for it (issue 28): an AI comment, or a message with the
 * AI message switch; or the wait that stops it (nothing is queued without a usable text).
 */
async function withAiText(
  context: StepContext,
  deps: EngineDeps,
): Promise<{ context: StepContext } | { result: StepResult }> {
  const { step } = context;
  const ai =
    step.kind === 'ai_comment'
      ? await aiCommentText(context, deps)
      : step.kind === 'send_message' && step.isAiMessage
        ? await aiMessageText(context, deps)
        : null;
  if (!ai) return { context };
  if ('result' in ai) return ai;
  return { context: { ...context, step: { ...step, text: ai.text } } };
}

export const socialExecutor: StepExecutor = {
  kinds: socialStepKinds,
  async execute(context: StepContext, deps: EngineDeps): Promise<StepResult> {
    const { credential, execution, now } = context;
    // The execution's idempotency key is the step for this prospect: a live task means it was queued already.
    const existing = await tasksOfExecution(deps.db, execution.id);
    const live = existing.find((task) => task.status === 'queued' || task.status === 'claimed');
    if (live) return { type: 'pending', taskId: live.id };
    const done = existing.find((task) => task.status === 'done');
    if (done?.result?.applied) return done.result.applied as unknown as StepResult;

    const sender = credential?.status === 'active' ? credential : null;
    if (!sender) {
      // The sender can not act (logged out, blocked, deleted): try again later, rotation may move the prospect.
      return { type: 'wait', reason: 'no_available_sender', retryAt: new Date(now.getTime() + recheckMs) };
    }
    const written = await withAiText(context, deps);
    if ('result' in written) return written.result;
    const built = buildPayload(written.context);
    if ('result' in built) return built.result;
    const task = await enqueueTask(deps.db, {
      spaceId: context.spaceId,
      credentialId: sender.id,
      stepExecutionId: execution.id,
      workflowId: context.workflow.id,
      prospectId: context.prospect.id,
      kind: context.step.kind as SocialStepKind,
      payload: built.payload,
      now,
    });
    return { type: 'pending', taskId: task.id };
  },
};
