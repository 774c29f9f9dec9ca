/**
 * The sweep of AI Employee conversations (issue 28), a job of the engine (channels/default-registry):
 * every due step (a generation retried, a capped send the next day, a follow-up whose delay is over,
 * a step whose runner died) runs once, whichever process claims it first.
 */
import type { EngineDeps } from '../../../engine/contracts';
import { mailServersAllowPrivateFromEnv } from '../../../ssrf';
import { runDueConversations } from './conversations.service';

/** How often each engine process looks for due conversations. */
export const conversationSweepSeconds = 15;

export async function sweepConversations(deps: EngineDeps, options: { credentialsKey?: string } = {}) {
  // No LLM handed to the engine (API-only composition, some tests): nothing to write with.
  if (!deps.llm) return 0;
  return runDueConversations({
    ...deps,
    llm: deps.llm,
    mail: {
      credentialsKey: options.credentialsKey,
      mailServersAllowPrivate: deps.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
    },
  });
}
