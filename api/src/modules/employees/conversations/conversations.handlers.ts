import type { Context } from 'hono';
import { okBody } from '../../../openapi/contract';
import { bindOperations, type Handlers } from '../../../openapi/operations';
import { workspaceRouter } from '../../../openapi/route-kinds';
import type { AppDependencies, AppEnv } from '../../../platform/context';
import { requireFeature } from '../../../platform/entitlements';
import { credentialAccess } from '../../credentials';
import { findDialog, type InboxMailOptions } from '../../inbox';
import * as routes from './conversations.routes';
import { approveConversation, getConversation, rejectConversation } from './conversations.approval';
import type { ConversationDeps } from './conversations.service';

/** The handlers of /ai_conversations, one per declaration of conversations.routes.ts. */
function conversationsHandlers(
  deps: AppDependencies,
  machine: () => ConversationDeps,
): Handlers<typeof routes> {
  /** The dialog the path names, if the member sees its credential; "Dialog not found" otherwise. */
  const dialogOf = async (c: Context<AppEnv>, id: string) => {
    const scope = c.get('scope');
    const access = await credentialAccess(deps.db, scope.spaceId, c.get('user'), c.get('access'));
    return (await findDialog(scope, access, id)).dialog.id;
  };
  return {
    getAiConversation: async (c) => {
      const dialogId = await dialogOf(c, c.req.valid('param').id);
      return c.json(okBody(await getConversation(c.get('scope'), dialogId)), 200);
    },
    approveAiConversation: async (c) => {
      const dialogId = await dialogOf(c, c.req.valid('param').id);
      const { text } = c.req.valid('json');
      return c.json(okBody(await approveConversation(machine(), c.get('scope'), dialogId, text)), 200);
    },
    rejectAiConversation: async (c) => {
      const dialogId = await dialogOf(c, c.req.valid('param').id);
      return c.json(okBody(await rejectConversation(c.get('scope'), dialogId)), 200);
    },
  };
}

/** The machine's dependencies from the app's (its LLM is set by createApp before any request). */
export function conversationDepsOf(deps: AppDependencies, mail: InboxMailOptions): () => ConversationDeps {
  return () => {
    if (!deps.llm) throw new Error('the LLM is not set up');
    return { ...deps, llm: deps.llm, mail };
  };
}

/** /ai_conversations: behind the session, the space and the plan feature ai_employee_messages. */
export function aiConversationsRoutes(deps: AppDependencies, mail: InboxMailOptions) {
  const router = workspaceRouter(deps, requireFeature(deps, 'ai_employee_messages'));
  return bindOperations(router, routes, conversationsHandlers(deps, conversationDepsOf(deps, mail)));
}
