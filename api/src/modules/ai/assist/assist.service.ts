/**
 * The assistant where a person works (issue 28): the inbox's suggested reply (a grounded draft from
 * the thread and the prospect), the campaign step editor's write / improve / shorten, and Recent
 * prompts, where a result that outlived the page's wait is picked up (spec ai-telephony §8).
 */
import { findPlaceholderErrors, parsePlaceholders, prospectPlaceholders } from '@outreach/core/outreach';
import { and, asc, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../../db/ids';
import {
  type AiPromptRow,
  aiPrompts,
  messages,
  prospectPersonalities,
  prospects,
  type UserRow,
} from '../../../db/schema';
import { AppError } from '../../../errors';
import { inSpace, type SpaceScope } from '../../../platform/tenancy';
import { LlmError, type LlmProvider } from '../../../providers/llm/llm.provider';
import type { CredentialAccess } from '../../credentials';
import { findDialog } from '../../inbox';
import { buildTaskMessages } from '../prompts/prompt';
import { draftGroundedMessage } from '../safety/grounded-draft';
import {
  type AiPromptJson,
  type AssistantInput,
  assistMessages,
  type PersonalityJson,
  recentPromptsLimit,
  type SuggestedReplyInput,
} from './assist.schema';
import { personalityTypes } from './assist-tasks';
import { type GenerationOutcome, runPaidGeneration } from './generation';
import { prospectInputsOf, prospectNameOf } from './prospect-inputs';

/** How many of a thread's newest messages the suggested reply reads. */
const threadMessagesRead = 20;

export function promptJson(row: AiPromptRow): AiPromptJson {
  return {
    _id: row.id,
    kind: row.kind,
    category: row.category,
    status: row.status,
    title: row.title,
    result: row.result,
    error: row.error,
    credits: row.credits,
    prospect_id: row.prospectId,
    dialog_id: row.dialogId,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** What the model's failure means to the person waiting. */
export function failureMessage(error: LlmError): string {
  return error.kind === 'timeout'
    ? 'The AI took too long to answer: try again'
    : error.kind === 'rate_limited'
      ? 'The AI is busy: try again in a minute'
      : 'The AI could not answer: try again later';
}

function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}

/**
 * POST /ai/suggested_reply: a draft of the member's next message in a dialog they see, written
 * from the thread and the prospect alone (the prospect's words are quoted data, never
 * instructions) and shown only when every fact of it is one of theirs.
 */
export async function suggestReply(
  scope: SpaceScope,
  llm: LlmProvider,
  user: UserRow,
  access: CredentialAccess,
  input: SuggestedReplyInput,
): Promise<AiPromptJson> {
  const { dialog, prospect } = await findDialog(scope, access, input.dialog_id);
  const thread = (
    await scope.db
      .select({ direction: messages.direction, text: messages.text })
      .from(messages)
      .where(and(inSpace(messages, scope), eq(messages.dialogId, dialog.id)))
      .orderBy(desc(messages.sentAt), desc(messages.id))
      .limit(threadMessagesRead)
  ).reverse();
  const conversation = thread
    .filter((message) => (message.text ?? '').trim() !== '')
    .map((message) => ({
      from: message.direction === 'in' ? ('prospect' as const) : ('human' as const),
      text: message.text ?? '',
    }));
  if (!conversation.some((message) => message.from === 'prospect'))
    throw new AppError(400, assistMessages.noProspectText);
  const row = await runPaidGeneration(
    { db: scope.db, clock: scope.clock, llm, realtime: scope.realtime },
    {
      spaceId: scope.spaceId,
      userId: user.id,
      kind: 'suggested_reply',
      title: `Suggested reply to ${prospectNameOf(prospect)}`,
      prospectId: prospect.id,
      dialogId: dialog.id,
    },
    async (): Promise<GenerationOutcome> => {
      const draft = await draftGroundedMessage(llm, {
        space: scope.spaceId,
        inputs: {
          task: 'reply_draft',
          prospect: prospectInputsOf(prospect),
          employee: { name: fullName(user) || undefined },
          conversation,
        },
      });
      if (draft.status === 'ready') return { status: 'ready', result: draft.text.trim() };
      if (draft.status === 'refused')
        return { status: 'refused', error: assistMessages.refused, detail: { offending: draft.offending } };
      return { status: 'failed', error: draft.message, detail: { kind: draft.error } };
    },
  );
  return promptJson(row);
}

/** The placeholder names of a text ({first_name:there} is first_name). */
const placeholderNames = (text: string) => new Set(parsePlaceholders(text).map((token) => token.name));

/**
 * The builder's rules for an AI text (outreach §5 placeholders): every placeholder known and well
 * formed, and on improve or shorten, every placeholder of the step's text still there.
 */
export function keepsPlaceholders(
  before: string,
  after: string,
  customFields: readonly string[],
  action: AssistantInput['action'],
): boolean {
  if (findPlaceholderErrors(after, customFields).length > 0) return false;
  if (action === 'write') return true;
  const kept = placeholderNames(after);
  return [...placeholderNames(before)].every((name) => kept.has(name));
}

/** POST /ai/assistant: a step's text written, improved or shortened, its placeholders kept valid. */
export async function assistStepText(
  scope: SpaceScope,
  llm: LlmProvider,
  user: UserRow,
  input: AssistantInput,
): Promise<AiPromptJson> {
  const text = input.text?.trim() ?? '';
  const instructions = input.instructions?.trim() ?? '';
  if (input.action === 'write' && instructions === '')
    throw new AppError(400, assistMessages.instructionsRequired);
  if (input.action !== 'write' && text === '') throw new AppError(400, assistMessages.textRequired);
  const verb = { write: 'Write', improve: 'Improve', shorten: 'Shorten' }[input.action];
  const subject = input.action === 'write' ? instructions : text;
  const row = await runPaidGeneration(
    { db: scope.db, clock: scope.clock, llm, realtime: scope.realtime },
    {
      spaceId: scope.spaceId,
      userId: user.id,
      kind: 'assistant',
      title: `${verb}: ${subject.replace(/\s+/g, ' ').slice(0, 60)}`,
    },
    async (): Promise<GenerationOutcome> => {
      let answer: string;
      try {
        answer = await llm.complete({
          space: scope.spaceId,
          messages: buildTaskMessages({
            task: 'assistant_text',
            assist: {
              action: input.action,
              text,
              instructions,
              channel: input.channel,
              placeholders: [...prospectPlaceholders, ...input.custom_fields],
            },
          }),
        });
      } catch (error) {
        if (error instanceof LlmError) return { status: 'failed', error: failureMessage(error) };
        throw error;
      }
      const written = answer.trim();
      if (written === '' || !keepsPlaceholders(text, written, input.custom_fields, input.action))
        return { status: 'refused', error: assistMessages.placeholdersBroken };
      return { status: 'ready', result: written };
    },
  );
  return promptJson(row);
}

/** GET /ai/recent_prompts: the member's own last results in this workspace, newest first. */
export async function listRecentPrompts(scope: SpaceScope, userId: string): Promise<AiPromptJson[]> {
  const rows = await scope.db
    .select()
    .from(aiPrompts)
    .where(and(inSpace(aiPrompts, scope), eq(aiPrompts.userId, userId)))
    .orderBy(desc(aiPrompts.createdAt), asc(aiPrompts.id))
    .limit(recentPromptsLimit);
  return rows.map(promptJson);
}

/** GET /ai/recent_prompts/{id}: one of the member's own prompts ("Prompt not found" otherwise). */
export async function findRecentPrompt(scope: SpaceScope, userId: string, id: string): Promise<AiPromptJson> {
  if (!isUuid(id)) throw new AppError(404, assistMessages.promptNotFound);
  const [row] = await scope.db
    .select()
    .from(aiPrompts)
    .where(and(inSpace(aiPrompts, scope), eq(aiPrompts.userId, userId), eq(aiPrompts.id, id)));
  if (!row) throw new AppError(404, assistMessages.promptNotFound);
  return promptJson(row);
}

/** GET /ai/personality_types/{prospect_id}: the prospect's personality type, null until a step reveals it. */
export async function findPersonality(
  scope: SpaceScope,
  prospectId: string,
): Promise<{ personality: PersonalityJson | null }> {
  if (!isUuid(prospectId)) throw new AppError(404, assistMessages.prospectNotFound);
  const [prospect] = await scope.db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(inSpace(prospects, scope), eq(prospects.id, prospectId)));
  if (!prospect) throw new AppError(404, assistMessages.prospectNotFound);
  const [row] = await scope.db
    .select()
    .from(prospectPersonalities)
    .where(and(inSpace(prospectPersonalities, scope), eq(prospectPersonalities.prospectId, prospectId)));
  const type = personalityTypes.find((known) => known === row?.type);
  if (!row || !type) return { personality: null };
  return {
    personality: {
      prospect_id: row.prospectId,
      type,
      traits: row.traits,
      advice: row.advice,
      created_at: row.createdAt.toISOString(),
    },
  };
}
