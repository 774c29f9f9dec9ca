import type { Context } from 'hono';
import { createRouter, guarded, okBody } from '../../../openapi/contract';
import { bindOperations, type Handlers } from '../../../openapi/operations';
import { authenticate } from '../../../platform/authenticate';
import type { AppDependencies, AppEnv } from '../../../platform/context';
import { requireFeature } from '../../../platform/entitlements';
import { requireSpace } from '../../../platform/space-access';
import type { LlmProvider } from '../../../providers/llm/llm.provider';
import { credentialAccess } from '../../credentials';
import * as routes from './assist.routes';
import {
  assistStepText,
  findPersonality,
  findRecentPrompt,
  listRecentPrompts,
  suggestReply,
} from './assist.service';

export function assistHandlers(deps: AppDependencies, llm: LlmProvider): Handlers<typeof routes> {
  const accessOf = (c: Context<AppEnv>) =>
    credentialAccess(deps.db, c.get('scope').spaceId, c.get('user'), c.get('access'));
  return {
    createSuggestedReply: async (c) =>
      c.json(
        okBody(
          await suggestReply(c.get('scope'), llm, c.get('user'), await accessOf(c), c.req.valid('json')),
        ),
        200,
      ),
    createAssistantText: async (c) =>
      c.json(okBody(await assistStepText(c.get('scope'), llm, c.get('user'), c.req.valid('json'))), 200),
    listRecentPrompts: async (c) =>
      c.json(okBody({ prompts: await listRecentPrompts(c.get('scope'), c.get('user').id) }), 200),
    getRecentPrompt: async (c) =>
      c.json(okBody(await findRecentPrompt(c.get('scope'), c.get('user').id, c.req.valid('param').id)), 200),
    getProspectPersonality: async (c) =>
      c.json(okBody(await findPersonality(c.get('scope'), c.req.valid('param').prospect_id)), 200),
  };
}

/**
 * /ai: the assistant behind the session and the workspace; the suggested reply behind the plan
 * feature ai_assistant_in_inbox, the step editor's assistant behind ai_assistant_in_campaigns.
 */
export function assistRoutes(deps: AppDependencies) {
  const { llm } = deps;
  if (!llm) throw new Error('the AI assistant needs the LLM (createApp sets deps.llm)');
  const signedIn = [authenticate(deps), requireSpace(deps)];
  const guardedRoutes = {
    createSuggestedReply: guarded(
      routes.createSuggestedReply,
      ...signedIn,
      requireFeature(deps, 'ai_assistant_in_inbox'),
    ),
    createAssistantText: guarded(
      routes.createAssistantText,
      ...signedIn,
      requireFeature(deps, 'ai_assistant_in_campaigns'),
    ),
    listRecentPrompts: guarded(routes.listRecentPrompts, ...signedIn),
    getRecentPrompt: guarded(routes.getRecentPrompt, ...signedIn),
    getProspectPersonality: guarded(routes.getProspectPersonality, ...signedIn),
  };
  return bindOperations(createRouter(), guardedRoutes, assistHandlers(deps, llm));
}
