/**
 * One paid AI generation (issue 28 "each behind its plan flag and credit category"): recorded as a
 * prompt (Recent prompts, spec ai-telephony §8), its credits debited in its category before the model
 * is asked (a short balance refuses at once with the credits module's 402 wording, and no model call
 * is made), and given back when the model gives nothing usable (a failure, a timeout, a refused
 * draft): a workspace pays once per generation it can use. Work of the engine names a `sourceKey`:
 * its paid result is found again and reused, so a step run twice is generated and charged once.
 */
import type { CreditCategory } from '@outreach/core/billing';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { type AiPromptKind, type AiPromptRow, aiPrompts } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { RealtimeEmitter } from '../../../platform/announce';
import type { LlmProvider } from '../../../providers/llm/llm.provider';
import { announceCredits, debitCredits, grantCredits } from '../../credits';

export interface AiWorkDeps {
  db: Db;
  clock: Clock;
  llm: LlmProvider;
  /** Tells the workspace its new balance when given. */
  realtime?: RealtimeEmitter;
}

/** Each generation costs this many credits of its category (docs/decisions.md "AI credits"). */
export const aiGenerationCredits = 1;

/** The credit category of each kind (core/src/billing.ts creditCategories); AI messages name theirs. */
export const aiPromptCategory: Record<AiPromptKind, CreditCategory> = {
  suggested_reply: 'inbox_message_generation',
  assistant: 'assistant_in_campaigns',
  ai_message: 'ai_message',
  ai_comment: 'ai_comment',
  personality_type: 'personality_type',
  reply_label: 'label_generation',
};

export interface GenerationRequest {
  spaceId: string;
  userId: string | null;
  kind: AiPromptKind;
  /** Overrides the kind's category (an email's AI message is a personalized_message). */
  category?: CreditCategory;
  title: string;
  sourceKey?: string | null;
  prospectId?: string | null;
  dialogId?: string | null;
}

export type GenerationOutcome =
  | { status: 'ready'; result: string; detail?: Record<string, unknown> }
  | { status: 'refused' | 'failed'; error: string; detail?: Record<string, unknown> };

/** The paid, ready result of the engine's work `sourceKey`, if it has one. */
async function readyResultOf(db: Db, spaceId: string, sourceKey: string): Promise<AiPromptRow | undefined> {
  const [row] = await db
    .select()
    .from(aiPrompts)
    .where(
      and(eq(aiPrompts.spaceId, spaceId), eq(aiPrompts.sourceKey, sourceKey), eq(aiPrompts.status, 'ready')),
    )
    .orderBy(desc(aiPrompts.createdAt))
    .limit(1);
  return row;
}

async function finish(
  deps: AiWorkDeps,
  id: string,
  fields: Partial<Pick<AiPromptRow, 'status' | 'result' | 'detail' | 'error' | 'credits'>>,
): Promise<AiPromptRow> {
  const [row] = await deps.db
    .update(aiPrompts)
    .set({ ...fields, finishedAt: deps.clock.now() })
    .where(eq(aiPrompts.id, id))
    .returning();
  if (!row) throw new Error('ai prompt vanished');
  return row;
}

/**
 * Runs `generate` as one paid generation and answers its prompt row: ready (charged), refused or
 * failed (nothing charged). Throws the credits module's 402 when the workspace can not pay, after
 * recording the prompt as failed with that message.
 */
export async function runPaidGeneration(
  deps: AiWorkDeps,
  request: GenerationRequest,
  generate: () => Promise<GenerationOutcome>,
): Promise<AiPromptRow> {
  const { db } = deps;
  if (request.sourceKey) {
    const paid = await readyResultOf(db, request.spaceId, request.sourceKey);
    if (paid) return paid;
  }
  const category = request.category ?? aiPromptCategory[request.kind];
  const [prompt] = await db
    .insert(aiPrompts)
    .values({
      spaceId: request.spaceId,
      userId: request.userId,
      kind: request.kind,
      category,
      title: request.title.slice(0, 200),
      sourceKey: request.sourceKey ?? null,
      prospectId: request.prospectId ?? null,
      dialogId: request.dialogId ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  if (!prompt) throw new Error('ai prompt not inserted');

  try {
    const debit = await debitCredits(db, {
      spaceId: request.spaceId,
      userId: request.userId,
      amount: aiGenerationCredits,
      category,
      idempotencyKey: `ai:${prompt.id}`,
      description: request.title.slice(0, 200),
      now: deps.clock.now(),
    });
    if (deps.realtime) announceCredits(deps.realtime, request.spaceId, debit.balance);
  } catch (error) {
    if (error instanceof AppError) await finish(deps, prompt.id, { status: 'failed', error: error.message });
    throw error;
  }

  let outcome: GenerationOutcome;
  try {
    outcome = await generate();
  } catch (error) {
    await refund(deps, prompt, request.userId);
    await finish(deps, prompt.id, { status: 'failed', error: 'The AI could not answer' });
    throw error;
  }
  if (outcome.status === 'ready') {
    return finish(deps, prompt.id, {
      status: 'ready',
      result: outcome.result,
      detail: outcome.detail ?? {},
      credits: aiGenerationCredits,
    });
  }
  await refund(deps, prompt, request.userId);
  return finish(deps, prompt.id, {
    status: outcome.status,
    error: outcome.error,
    detail: outcome.detail ?? {},
  });
}

/** The generation's credits given back (a refund row in the credits history, same category's prompt). */
async function refund(deps: AiWorkDeps, prompt: AiPromptRow, userId: string | null): Promise<void> {
  const granted = await grantCredits(deps.db, {
    spaceId: prompt.spaceId,
    amount: aiGenerationCredits,
    kind: 'refund',
    idempotencyKey: `ai-refund:${prompt.id}`,
    description: `Refund: ${prompt.title}`.slice(0, 200),
    userId,
    now: deps.clock.now(),
  });
  if (deps.realtime) announceCredits(deps.realtime, prompt.spaceId, granted.balance);
}
