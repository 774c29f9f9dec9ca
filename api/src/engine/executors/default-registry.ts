import { emailExecutor } from './email.executor';
import { internalExecutor } from './internal.executor';
import { labelExecutor } from './label.executor';
import { createExecutorRegistry, type ExecutorRegistry } from './registry';
import { socialExecutor } from './social.executor';
import { webhookExecutor } from './webhook.executor';

/** Every channel of the product, one executor per step kind (server.ts starts the engine with it). */
export function createDefaultRegistry(): ExecutorRegistry {
  return createExecutorRegistry([
    emailExecutor,
    webhookExecutor,
    labelExecutor,
    socialExecutor,
    internalExecutor,
  ]);
}
