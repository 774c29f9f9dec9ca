/**
 * A message written by the model for a task, checked before anything may send it (issue 28
 * "Safety"): 'ready' only when the model answered in time and every fact of the text is one of the
 * inputs; otherwise 'refused' (the items it made up) or 'failed' (why the model gave nothing), so
 * the conversation waits and says why. Nothing here sends.
 */
import { LlmError, type LlmErrorKind, type LlmProvider } from '../../../providers/llm/llm.provider';
import type { LlmInputs } from '../prompts/llm-inputs';
import { buildTaskMessages } from '../prompts/prompt';
import { checkGrounding, type Ungrounded } from './grounding';

export type GroundedDraft =
  | { status: 'ready'; text: string }
  | { status: 'refused'; text: string; offending: Ungrounded[] }
  | { status: 'failed'; error: LlmErrorKind; message: string };

export async function draftGroundedMessage(
  llm: LlmProvider,
  request: { space: string; inputs: LlmInputs; signal?: AbortSignal; timeoutMs?: number },
): Promise<GroundedDraft> {
  let text: string;
  try {
    text = await llm.complete({
      space: request.space,
      messages: buildTaskMessages(request.inputs),
      signal: request.signal,
      timeoutMs: request.timeoutMs,
    });
  } catch (error) {
    if (error instanceof LlmError) return { status: 'failed', error: error.kind, message: error.message };
    throw error;
  }
  const grounding = checkGrounding(text, request.inputs);
  return grounding.grounded
    ? { status: 'ready', text }
    : { status: 'refused', text, offending: grounding.offending };
}
