/**
 * The campaign steps the model writes (issue 28; spec outreach §3 "AI message switch", "Post AI
 * comment", "reveal personality type"): the personalised message of an email or LinkedIn message
 * step with is_ai_message, the comment of an ai_comment step in its tone, and the personality type
 * of a reveal_personality step. Each is generated and charged once per step execution (its prompt's
 * `step:<execution id>` key: a step run again reuses the paid result). Nothing is sent without a
 * usable result: the step waits with a reason (the model failed or its text was not grounded, the
 * plan lost the feature, the credits ran out) and is tried again later.
 */
import type { CreditCategory } from '@outreach/core/billing';
import type { FeatureFlag } from '@outreach/core/features';
import { renderTemplate, type WaitReason } from '@outreach/core/outreach';
import { eq } from 'drizzle-orm';
import { type AiPromptKind, type AiPromptRow, prospectPersonalities, spaces } from '../../../db/schema';
import type { EngineDeps, StepContext, StepResult } from '../../../engine/contracts';
import { prospectValues } from '../../../engine/prospect-values';
import { AppError } from '../../../errors';
import { spaceHasFeature } from '../../../platform/entitlements';
import { LlmError, type LlmProvider } from '../../../providers/llm/llm.provider';
import type { LlmInputs } from '../prompts/llm-inputs';
import { buildTaskMessages } from '../prompts/prompt';
import { checkGrounding } from '../safety/grounding';
import { commentTones, PersonalityAnswer, profileTextOf } from './assist-tasks';
import { failureMessage } from './assist.service';
import { type GenerationOutcome, runPaidGeneration } from './generation';
import { prospectInputsOf, prospectNameOf } from './prospect-inputs';

/** A step that could not get its text waits this long before it is tried again. */
export const aiStepRetryMs = 60 * 60 * 1000;

/** What an AI step gives its executor: the text to use, or the result that stops the step. */
export type AiStepText = { text: string } | { result: StepResult };

const wait = (context: StepContext, reason: WaitReason): { result: StepResult } => ({
  result: { type: 'wait', reason, retryAt: new Date(context.now.getTime() + aiStepRetryMs) },
});

/** The step's text filled for this prospect (its `{placeholders}`). */
function renderedFor(context: StepContext, text: string): string {
  const { prospect } = context;
  return renderTemplate(text, prospectValues(prospect), prospect.customFields).trim();
}

/** Runs one paid generation for a step: its prompt row, or the wait that stops the step. */
async function generateForStep(
  context: StepContext,
  deps: EngineDeps,
  spec: { kind: AiPromptKind; category?: CreditCategory; flag: FeatureFlag; title: string },
  generate: (llm: LlmProvider) => Promise<GenerationOutcome>,
): Promise<{ prompt: AiPromptRow } | { result: StepResult }> {
  const [space] = await deps.db
    .select({ tier: spaces.tier, brand: spaces.brand })
    .from(spaces)
    .where(eq(spaces.id, context.spaceId));
  if (!space || !(await spaceHasFeature(deps.db, space, spec.flag))) return wait(context, 'ai_not_in_plan');
  const { llm } = deps;
  if (!llm) return wait(context, 'ai_generation_failed');
  try {
    const prompt = await runPaidGeneration(
      { db: deps.db, clock: deps.clock, llm, realtime: deps.realtime },
      {
        spaceId: context.spaceId,
        userId: null,
        kind: spec.kind,
        category: spec.category,
        title: spec.title,
        sourceKey: `step:${context.execution.id}`,
        prospectId: context.prospect.id,
      },
      () => generate(llm),
    );
    if (prompt.status !== 'ready') {
      deps.logger.warn({ prompt: prompt.id, error: prompt.error }, 'AI step generation gave nothing');
      return wait(context, 'ai_generation_failed');
    }
    return { prompt };
  } catch (error) {
    // spec: outreach §4 wait reason "out of credits".
    if (error instanceof AppError && error.status === 402) return wait(context, 'out_of_credits');
    throw error;
  }
}

/** A text task's answer, or why it gave none; refused unless every fact of it is in the inputs. */
async function groundedText(llm: LlmProvider, space: string, inputs: LlmInputs): Promise<GenerationOutcome> {
  let text: string;
  try {
    text = (await llm.complete({ space, messages: buildTaskMessages(inputs) })).trim();
  } catch (error) {
    if (error instanceof LlmError) return { status: 'failed', error: failureMessage(error) };
    throw error;
  }
  if (text === '') return { status: 'failed', error: 'The AI wrote nothing' };
  const grounding = checkGrounding(text, inputs);
  return grounding.grounded
    ? { status: 'ready', result: text }
    : { status: 'refused', error: 'Not grounded in the inputs', detail: { offending: grounding.offending } };
}

/**
 * The text an email or LinkedIn message step sends (outreach §3 "AI message switch"): the step's
 * own text, or with is_ai_message the model's personalisation of it for this prospect, charged as
 * personalized_message (email) or ai_message (LinkedIn).
 */
export async function aiMessageText(context: StepContext, deps: EngineDeps): Promise<AiStepText> {
  const { step, prospect } = context;
  if (!step.isAiMessage) return { text: step.text ?? '' };
  const template = renderedFor(context, step.text ?? '');
  const isEmail = step.kind === 'send_email';
  const generated = await generateForStep(
    context,
    deps,
    {
      kind: 'ai_message',
      category: isEmail ? 'personalized_message' : 'ai_message',
      flag: 'ai_assistant_in_campaigns',
      title: `AI message to ${prospectNameOf(prospect)}`,
    },
    (llm) =>
      groundedText(llm, context.spaceId, {
        task: 'personalized_message',
        prospect: prospectInputsOf(prospect),
        message: { channel: isEmail ? 'email' : 'linkedin', subject: step.subject ?? '', text: template },
      }),
  );
  return 'result' in generated ? generated : { text: generated.prompt.result ?? '' };
}

/** The comment of an ai_comment step (outreach §3 tones), written by the model in the step's tone. */
export async function aiCommentText(context: StepContext, deps: EngineDeps): Promise<AiStepText> {
  const { step, prospect } = context;
  const configured = step.config.tone;
  const tone = commentTones.find((known) => known === configured) ?? 'positive';
  const generated = await generateForStep(
    context,
    deps,
    {
      kind: 'ai_comment',
      flag: 'ai_powered_comments',
      title: `AI comment (${tone}) for ${prospectNameOf(prospect)}`,
    },
    (llm) =>
      groundedText(llm, context.spaceId, {
        task: 'ai_comment',
        prospect: prospectInputsOf(prospect),
        comment: { tone, guidance: renderedFor(context, step.text ?? '') },
      }),
  );
  return 'result' in generated ? generated : { text: generated.prompt.result ?? '' };
}

/**
 * A reveal_personality step: the prospect's DISC type from their profile text, kept on the
 * prospect (the prospect page shows it), charged as personality_type. A prospect without profile
 * text is skipped without a charge ("personality_unavailable").
 */
export async function revealPersonality(context: StepContext, deps: EngineDeps): Promise<StepResult> {
  const { prospect } = context;
  const inputs = prospectInputsOf(prospect);
  if (profileTextOf(inputs) === '')
    return { type: 'skipped', reason: 'no_actions', detail: { reason: 'personality_unavailable' } };
  const generated = await generateForStep(
    context,
    deps,
    {
      kind: 'personality_type',
      flag: 'ai_powered_personality_type',
      title: `Personality type of ${prospectNameOf(prospect)}`,
    },
    async (llm) => {
      try {
        const answer = await llm.structured({
          space: context.spaceId,
          messages: buildTaskMessages({ task: 'personality_type', prospect: inputs }),
          schema: PersonalityAnswer,
          name: 'personality_type',
        });
        return { status: 'ready', result: answer.type, detail: answer };
      } catch (error) {
        if (error instanceof LlmError) return { status: 'failed', error: failureMessage(error) };
        throw error;
      }
    },
  );
  if ('result' in generated) return generated.result;
  const answer = PersonalityAnswer.parse(generated.prompt.detail);
  const values = {
    type: answer.type,
    traits: answer.traits.slice(0, 5),
    advice: answer.advice.slice(0, 500),
    createdAt: context.now,
  };
  await deps.db
    .insert(prospectPersonalities)
    .values({ spaceId: context.spaceId, prospectId: prospect.id, ...values })
    .onConflictDoUpdate({ target: prospectPersonalities.prospectId, set: values });
  return { type: 'done', outcome: 'positive', detail: { personality_type: answer.type } };
}
