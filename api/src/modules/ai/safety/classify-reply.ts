/**
 * A prospect's reply classified by the model's structured output (issue 28 "The conversation"),
 * with the deterministic rules as the fallback when the model fails (timeout, rate limit,
 * malformed output, unavailable): the fallback never guesses 'interested'. An unsubscribe or an
 * out-of-office answer the rules see is kept whatever the model says: a prospect's text may try to
 * steer the model, it can not steer the rules.
 */
import { LlmError, type LlmProvider } from '../../../providers/llm/llm.provider';
import {
  type ReplyClassification,
  ReplyClassification as ReplyClassificationSchema,
} from '../prompts/llm-inputs';
import type { LlmInputs } from '../prompts/llm-inputs';
import { buildTaskMessages } from '../prompts/prompt';
import { fallbackClassification, ruleLabelOf } from './reply-rules';

export interface ClassifiedReply extends ReplyClassification {
  /** 'model' when the model's answer stands; 'rules' when the rules decided or stood in for it. */
  source: 'model' | 'rules';
  /** Why the model was not used (its error kind), when it failed. */
  modelError?: LlmError['kind'];
}

const overriding = new Set(['unsubscribe', 'out_of_office']);

export async function classifyReply(
  llm: LlmProvider,
  request: {
    space: string;
    replyText: string;
    /** The rest of the inputs (prospect, employee, earlier messages); the reply is appended as the prospect's. */
    inputs?: Partial<LlmInputs>;
    signal?: AbortSignal;
    timeoutMs?: number;
  },
): Promise<ClassifiedReply> {
  const ruled = ruleLabelOf(request.replyText);
  if (ruled && overriding.has(ruled))
    return { ...fallbackClassification(request.replyText), source: 'rules' };
  const inputs: LlmInputs = {
    ...request.inputs,
    task: 'classify_reply',
    conversation: [...(request.inputs?.conversation ?? []), { from: 'prospect', text: request.replyText }],
  };
  try {
    const answer = await llm.structured({
      space: request.space,
      messages: buildTaskMessages(inputs),
      schema: ReplyClassificationSchema,
      name: 'classify_reply',
      signal: request.signal,
      timeoutMs: request.timeoutMs,
    });
    return { ...answer, source: 'model' };
  } catch (error) {
    if (!(error instanceof LlmError) || error.kind === 'aborted') throw error;
    return { ...fallbackClassification(request.replyText), source: 'rules', modelError: error.kind };
  }
}
