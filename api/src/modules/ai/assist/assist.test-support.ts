import { LlmError, type LlmProvider } from '../../../providers/llm/llm.provider';

/** A model that answers `answer` (or throws it) to every call, counting the calls. */
export function scriptedLlm(answer: string | LlmError): LlmProvider & { calls: number } {
  const model = {
    isSandbox: false,
    model: 'scripted',
    calls: 0,
    async complete() {
      model.calls += 1;
      if (answer instanceof LlmError) throw answer;
      return answer;
    },
    async structured(): Promise<never> {
      model.calls += 1;
      throw answer instanceof LlmError ? answer : new LlmError('malformed_output', 'not JSON');
    },
    async *stream() {
      yield await model.complete();
    },
  };
  return model;
}
