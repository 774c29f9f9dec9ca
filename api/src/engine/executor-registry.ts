import type { StepKind } from '@outreach/core/outreach';
import type { StepExecutor } from './contracts';

/** Finds the executor of a step kind (engine/step-runner); one executor per kind. */
export interface ExecutorRegistry {
  get(kind: string): StepExecutor | undefined;
  kinds(): StepKind[];
}

export function createExecutorRegistry(executors: StepExecutor[]): ExecutorRegistry {
  const byKind = new Map<string, StepExecutor>();
  for (const executor of executors) {
    for (const kind of executor.kinds) {
      if (byKind.has(kind)) throw new Error(`Two executors for the step kind ${kind}`);
      byKind.set(kind, executor);
    }
  }
  return {
    get: (kind) => byKind.get(kind),
    kinds: () => [...byKind.keys()] as StepKind[],
  };
}

/** Does nothing and succeeds (tests, the scheduler bench): every step kind ends positive. */
export function createNoopExecutor(kinds: readonly StepKind[]): StepExecutor & { calls: string[] } {
  const calls: string[] = [];
  return {
    kinds,
    calls,
    async execute(context) {
      calls.push(context.execution.idempotencyKey);
      return { type: 'done', outcome: 'positive' };
    },
  };
}
